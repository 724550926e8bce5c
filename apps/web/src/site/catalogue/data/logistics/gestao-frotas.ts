import {
  CalendarCheck,
  CarFront,
  CircleGauge,
  ClipboardCheck,
  Fuel,
  IdCard,
  MapPin,
  Receipt,
  ShieldAlert,
  Wrench,
} from 'lucide-react';
import { brand } from '@vitrine/shared/brand';
import { illustrations, withAlt } from '../../illustrations';
import { ORANGE_ON_NAVY } from '../../palette';
import type { LogisticsProduct } from '../../types';

export const gestaoFrotas: LogisticsProduct = {
  id: 'gestao-frotas',
  heading: {
    title: 'Gestão de Frotas',
    article: 'a',
    subtitle: 'Custo por quilômetro, manutenção e motoristas sob controle',
    description: `Abastecimentos, manutenções, pneus, multas e documentos de cada veículo num só lugar. A Gestão de Frotas da ${brand.companyName} calcula o custo real por quilômetro, antecipa a manutenção preventiva e mantém motoristas e veículos em dia com a legislação.`,
    image: withAlt(illustrations.fleet, 'Frota de veículos com manutenção programada'),
  },
  featuresButtonLabel: 'Conheça os recursos',
  infoCards: [
    {
      image: Fuel,
      title: 'Abastecimento',
      description:
        'Consumo por veículo e por motorista, com alerta de média fora do padrão e integração com cartões-combustível.',
    },
    {
      image: Wrench,
      title: 'Manutenção preventiva',
      description: 'Planos por quilometragem ou horímetro, ordens de serviço e histórico de peças por placa.',
    },
    {
      image: CircleGauge,
      title: 'Pneus',
      description: 'Vida de cada pneu por posição, rodízio, recapagem e custo por milímetro rodado.',
    },
    {
      image: IdCard,
      title: 'Documentos e multas',
      description: 'Licenciamento, CNH, exames e multas com vencimentos controlados e responsável identificado.',
    },
  ],
  middleTexts: [
    'Quanto custa, de verdade, cada quilômetro da sua frota?\nCom todos os gastos no mesmo lugar, [[o custo por quilômetro deixa de ser estimativa]].',
    'Veículo parado por quebra custa mais que a manutenção.\n[[Preventiva no prazo]] é frota disponível quando a operação precisa.',
  ],
  bannerCarousel: [
    {
      id: 'custos',
      tabName: 'Custos',
      image: withAlt(illustrations.financeChart, 'Custo por quilômetro da frota'),
      title: 'Custo por quilômetro por veículo, modelo e operação, atualizado a cada lançamento',
      titleColor: ORANGE_ON_NAVY,
    },
    {
      id: 'manutencao',
      tabName: 'Manutenção',
      image: withAlt(illustrations.fleet, 'Veículos da frota na oficina de manutenção'),
      title: 'Planos de manutenção que geram a ordem de serviço antes do vencimento',
    },
    {
      id: 'motoristas',
      tabName: 'Motoristas',
      image: withAlt(illustrations.people, 'Motoristas da frota'),
      title: 'Checklist de saída pelo celular, CNH e exames com vencimento monitorado',
    },
  ],
  imageAndText: [
    {
      image: withAlt(illustrations.mobile, 'Checklist do veículo no celular'),
      text: 'O motorista **participa da gestão** pelo celular.\nChecklist, abastecimento e avarias registrados [[no momento em que acontecem]].',
      cards: [
        {
          icon: ClipboardCheck,
          title: 'Checklist de saída',
          text: 'Itens de segurança conferidos com foto antes de cada viagem.',
        },
        {
          icon: MapPin,
          title: 'Hodômetro e local',
          text: 'Quilometragem e posição registradas a cada abastecimento.',
        },
        {
          icon: ShieldAlert,
          title: 'Avarias',
          text: 'Problemas reportados viram ordem de serviço para a oficina.',
        },
      ],
    },
  ],
  resumeCards: [
    { icon: Receipt, description: '**Custo real por quilômetro** de cada veículo.' },
    { icon: CalendarCheck, description: '**Manutenção preventiva** programada por quilometragem ou horímetro.' },
    { icon: Fuel, description: '**Consumo fora do padrão** sinalizado automaticamente.' },
    { icon: IdCard, description: '**Documentos, CNH e multas** com vencimentos sob controle.' },
    { icon: CarFront, description: 'Frota leve e pesada **no mesmo sistema**.' },
  ],
  meta: {
    title: 'Gestão de Frotas',
    description: `Gestão de Frotas da ${brand.companyName}: custo por quilômetro, abastecimento, manutenção preventiva, pneus, documentos e checklist pelo celular.`,
  },
};
