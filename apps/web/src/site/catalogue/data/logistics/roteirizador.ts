import {
  CalendarClock,
  Clock,
  Fuel,
  Signpost,
  MapPinned,
  Navigation,
  Route,
  Smartphone,
  Truck,
  Waypoints,
  Weight,
} from 'lucide-react';
import { brand } from '@vitrine/shared/brand';
import { illustrations, withAlt } from '../../illustrations';
import { ORANGE_ON_NAVY } from '../../palette';
import type { LogisticsProduct } from '../../types';

export const roteirizador: LogisticsProduct = {
  id: 'roteirizador',
  heading: {
    title: 'Roteirizador',
    subtitle: 'Rotas otimizadas respeitando janelas, capacidade e restrições',
    description:
      'O Roteirizador monta as rotas do dia em minutos: considera janela de recebimento de cada cliente, capacidade de peso e volume dos veículos, restrições de circulação urbana e tempo de descarga. O planejador revisa no mapa, ajusta com arrastar e soltar e envia a rota ao celular do motorista.',
    image: withAlt(illustrations.route, 'Mapa com rota otimizada entre vários pontos de entrega'),
  },
  featuresButtonLabel: 'Conheça os recursos',
  infoCards: [
    {
      image: Waypoints,
      title: 'Otimização de rotas',
      description: 'Sequência de entregas que reduz quilometragem e respeita o horário combinado com cada cliente.',
    },
    {
      image: Weight,
      title: 'Capacidade dos veículos',
      description: 'Peso, cubagem e tipo de carroceria considerados na divisão das cargas.',
    },
    {
      image: CalendarClock,
      title: 'Janelas e restrições',
      description: 'Horários de recebimento, rodízio, zonas de restrição a caminhões e tempo de descarga por cliente.',
    },
    {
      image: Smartphone,
      title: 'Rota no celular',
      description: 'O motorista recebe a sequência no aplicativo, com navegação e baixa de cada parada.',
    },
  ],
  middleTexts: [
    'Roteirizar no conhecimento do motorista funciona até a frota crescer.\nCom otimização, [[mais entregas por veículo e menos quilômetro rodado]].',
    'Planejado versus realizado, parada a parada:\n[[você vê onde a rota saiu do plano]] e corrige a próxima.',
  ],
  bannerCarousel: [
    {
      id: 'planejamento',
      tabName: 'Planejamento',
      image: withAlt(illustrations.route, 'Rotas planejadas no mapa'),
      title: 'Cargas divididas por veículo e sequência otimizada em poucos minutos',
    },
    {
      id: 'ajuste',
      tabName: 'Ajuste no mapa',
      image: withAlt(illustrations.dashboard, 'Mapa interativo de rotas'),
      title: 'Ajuste fino com arrastar e soltar, recalculando tempo e distância na hora',
      titleColor: ORANGE_ON_NAVY,
    },
    {
      id: 'execucao',
      tabName: 'Execução',
      image: withAlt(illustrations.mobile, 'Aplicativo do motorista com a rota'),
      title: 'Rota no aplicativo do motorista, com baixa e comprovante em cada parada',
    },
  ],
  imageAndText: [
    {
      image: withAlt(illustrations.truck, 'Veículo de entrega urbana'),
      text: 'Feito para a **realidade das cidades brasileiras**.\nRodízio, zonas de restrição e janelas curtas [[entram no cálculo]].',
      cards: [
        {
          icon: MapPinned,
          title: 'Geocodificação',
          text: 'Endereços convertidos em coordenadas, com correção manual guardada.',
        },
        {
          icon: Clock,
          title: 'Tempo de parada',
          text: 'Tempo de descarga por cliente aprendido com o histórico.',
        },
        {
          icon: Navigation,
          title: 'Rodízio e restrições',
          text: 'Placas e tipos de veículo respeitados por região e horário.',
        },
      ],
    },
  ],
  resumeCards: [
    { icon: Route, description: '**Menos quilômetros rodados** com sequência otimizada.' },
    { icon: Truck, description: '**Mais entregas por veículo** com melhor ocupação.' },
    { icon: CalendarClock, description: '**Janelas de recebimento** respeitadas por cliente.' },
    { icon: Fuel, description: '**Economia de combustível** e de horas extras.' },
    { icon: Signpost, description: '**Planejado versus realizado** parada a parada.' },
  ],
  meta: {
    title: 'Roteirizador',
    description: `Roteirizador da ${brand.companyName}: rotas otimizadas com janelas, capacidade dos veículos e restrições urbanas, enviadas ao celular do motorista.`,
  },
};
