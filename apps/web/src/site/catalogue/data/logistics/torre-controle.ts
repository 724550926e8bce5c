import {
  Bell,
  Eye,
  LayoutDashboard,
  MapPinned,
  Radar,
  RadioTower,
  Siren,
  Timer,
  TriangleAlert,
  Workflow,
} from 'lucide-react';
import { brand } from '@vitrine/shared/brand';
import { illustrations, withAlt } from '../../illustrations';
import { ORANGE_ON_NAVY } from '../../palette';
import type { LogisticsProduct } from '../../types';

export const torreControle: LogisticsProduct = {
  id: 'torre-controle',
  heading: {
    title: 'Torre de Controle',
    article: 'a',
    subtitle: 'Visibilidade de ponta a ponta da cadeia logística',
    description:
      'A Torre de Controle reúne numa só tela pedidos, armazéns, pátios e entregas de todas as transportadoras. Em vez de descobrir o problema quando o cliente liga, a equipe recebe o alerta quando o desvio começa e age com tempo de corrigir.',
    image: withAlt(illustrations.controlTower, 'Torre de controle monitorando operações logísticas'),
  },
  featuresButtonLabel: 'Conheça os recursos',
  infoCards: [
    {
      image: Eye,
      title: 'Visão única',
      description: 'Situação de pedidos, cargas e entregas de todas as unidades e parceiros em um painel.',
    },
    {
      image: Siren,
      title: 'Alertas por exceção',
      description: 'Regras sinalizam atraso, parada não prevista ou desvio de rota assim que ocorrem.',
    },
    {
      image: Workflow,
      title: 'Planos de ação',
      description: 'Cada alerta abre uma tratativa com responsável, prazo e histórico.',
    },
    {
      image: RadioTower,
      title: 'Dados de várias fontes',
      description: 'WMS, TMS, rastreadores e transportadoras alimentando a mesma base em tempo real.',
    },
  ],
  middleTexts: [
    'Quando o cliente avisa o atraso, já é tarde.\nA Torre de Controle [[avisa você primeiro]].',
    'Gestão por exceção:\na equipe olha [[só para o que saiu do plano]], não para cada uma das milhares de entregas.',
  ],
  bannerCarousel: [
    {
      id: 'monitoramento',
      tabName: 'Monitoramento',
      image: withAlt(illustrations.controlTower, 'Painéis da torre de controle'),
      title: 'Mapa com cargas em trânsito, entregas do dia e situação de cada unidade',
    },
    {
      id: 'alertas',
      tabName: 'Alertas',
      image: withAlt(illustrations.surveillance, 'Monitor com alertas de exceção'),
      title: 'Alertas de atraso, parada e desvio enviados ao responsável pela tratativa',
      titleColor: ORANGE_ON_NAVY,
    },
    {
      id: 'indicadores',
      tabName: 'Indicadores',
      image: withAlt(illustrations.dashboard, 'Indicadores de nível de serviço'),
      title: 'OTIF, lead time e nível de serviço por cliente, região e transportadora',
    },
  ],
  textCarousel: [
    {
      image: withAlt(illustrations.truck, 'Caminhão parado fora do previsto'),
      title: 'Parada não prevista',
      description: 'Veículo parado além do tempo-limite gera alerta para o monitoramento.',
    },
    {
      image: withAlt(illustrations.route, 'Desvio de rota no mapa'),
      title: 'Desvio de rota',
      description: 'Saída do corredor planejado é sinalizada e registrada para a gerenciadora de risco.',
    },
    {
      image: withAlt(illustrations.warehouse, 'Armazém com expedição atrasada'),
      title: 'Expedição atrasada',
      description: 'Carga que não saiu do CD no horário dispara reprogramação com o cliente.',
    },
  ],
  imageAndText: [
    {
      image: withAlt(illustrations.controlTower, 'Equipe de monitoramento na torre'),
      text: 'Uma central que **antecipa problemas**.\nDa fábrica ao cliente final, [[cada etapa com prazo e responsável]].',
      cards: [
        {
          icon: MapPinned,
          title: 'Rastreamento',
          text: 'Posição dos veículos integrada aos principais rastreadores.',
        },
        {
          icon: Timer,
          title: 'Previsão de chegada',
          text: 'ETA recalculado com a posição e o trânsito reais.',
        },
        {
          icon: Bell,
          title: 'Comunicação',
          text: 'Cliente avisado da nova previsão antes de perguntar.',
        },
      ],
    },
  ],
  resumeCards: [
    { icon: LayoutDashboard, description: '**Visibilidade de ponta a ponta** em um só painel.' },
    { icon: TriangleAlert, description: '**Alertas por exceção** em vez de acompanhamento manual.' },
    { icon: Workflow, description: '**Tratativas com responsável e prazo** para cada desvio.' },
    { icon: Radar, description: '**ETA recalculado** com dados reais de posição.' },
  ],
  meta: {
    title: 'Torre de Controle Logística',
    description: `Torre de Controle da ${brand.companyName}: visibilidade de ponta a ponta, alertas por exceção, tratativas e ETA em tempo real.`,
  },
};
