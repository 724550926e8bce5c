import {
  BrainCircuit,
  ChartNoAxesCombined,
  Database,
  Globe,
  Languages,
  LayoutDashboard,
  Lightbulb,
  Server,
  Sparkles,
  Target,
  TrendingUp,
} from 'lucide-react';
import { illustrations, withAlt } from '../../illustrations';
import { ORANGE_ON_NAVY } from '../../palette';
import type { LogisticsProduct } from '../../types';

export const aiLogistics: LogisticsProduct = {
  id: 'ai-logistics',
  heading: {
    title: 'AI Logistics',
    subtitle: 'BI e inteligência artificial para decisões logísticas',
    description:
      'O AI Logistics cruza os dados do armazém, do transporte e do pátio para mostrar o que aconteceu, explicar por que aconteceu e prever o que vem a seguir. Uma plataforma web de BI e IA, pronta para rodar sobre Oracle ou SQL Server, disponível em português, inglês, alemão e francês.',
    image: withAlt(illustrations.analytics, 'Gráfico de tendência com previsão gerada por inteligência artificial'),
  },
  featuresButtonLabel: 'Conheça os recursos',
  infoCards: [
    {
      image: LayoutDashboard,
      title: 'BI logístico pronto',
      description: 'Indicadores de armazém, frete e entrega já modelados, sem começar o data warehouse do zero.',
    },
    {
      image: BrainCircuit,
      title: 'Previsões com IA',
      description: 'Modelos de demanda e de volume por dia e por doca para planejar turnos e frota com antecedência.',
    },
    {
      image: Globe,
      title: '100% web',
      description: 'Acesso pelo navegador, no escritório ou no celular, sem instalação nas estações.',
    },
    {
      image: Database,
      title: 'Oracle e SQL Server',
      description: 'Roda sobre o banco que a sua TI já administra, com as políticas de segurança que ela já aplica.',
    },
    {
      image: Languages,
      title: 'Quatro idiomas',
      description: 'Interface em português, inglês, alemão e francês para operações e matrizes no exterior.',
    },
  ],
  middleTexts: [
    'Relatório mostra o passado.\nO AI Logistics usa [[inteligência artificial]] para apontar [[o que vai acontecer na próxima semana]].',
    'Sua matriz fala inglês, alemão ou francês?\nO mesmo painel, os mesmos números, [[em quatro idiomas]].',
  ],
  bannerCarousel: [
    {
      id: 'painel',
      tabName: 'Painéis',
      image: withAlt(illustrations.dashboard, 'Painel executivo de logística'),
      title: 'Painéis executivos com OTIF, custo por pedido e produtividade por operação',
    },
    {
      id: 'previsao',
      tabName: 'Previsão',
      image: withAlt(illustrations.analytics, 'Curva de previsão de demanda'),
      title: 'Previsão de volumes por dia, por doca e por região de entrega',
      titleColor: ORANGE_ON_NAVY,
    },
    {
      id: 'anomalias',
      tabName: 'Anomalias',
      image: withAlt(illustrations.surveillance, 'Monitoramento de desvios'),
      title: 'Alertas de anomalia: custo de frete fora da curva, queda de produtividade, atrasos recorrentes',
    },
    {
      id: 'infraestrutura',
      tabName: 'Infraestrutura',
      image: withAlt(illustrations.cloud, 'Servidores em nuvem conectados'),
      title: 'Plataforma web sobre Oracle ou SQL Server, na nuvem ou no seu data center',
    },
  ],
  imageAndText: [
    {
      image: withAlt(illustrations.analytics, 'Análise de dados logísticos'),
      text: 'Das perguntas do dia a dia às **decisões de planejamento**.\nDados de WMS, TMS e YMS em [[um único modelo analítico]].',
      cards: [
        {
          icon: ChartNoAxesCombined,
          title: 'Diagnóstico',
          text: 'Compare CDs, turnos e transportadoras com a mesma régua.',
        },
        {
          icon: Sparkles,
          title: 'Predição',
          text: 'Volumes e prazos previstos a partir do histórico e da sazonalidade.',
        },
        {
          icon: Lightbulb,
          title: 'Recomendação',
          text: 'Sugestões de capacidade, escala e alocação de frota.',
        },
      ],
    },
  ],
  resumeCards: [
    { icon: BrainCircuit, description: '**BI e inteligência artificial** aplicados a armazém, transporte e pátio.' },
    { icon: Globe, description: 'Plataforma **100% web**, acessível de qualquer navegador.' },
    { icon: Server, description: 'Compatível com **Oracle e SQL Server**.' },
    { icon: Languages, description: 'Disponível em **português, inglês, alemão e francês**.' },
    { icon: Target, description: '**Previsões de volume** para dimensionar equipe e frota antes do pico.' },
    { icon: TrendingUp, description: 'Indicadores **padronizados entre unidades** para comparar e melhorar.' },
  ],
  meta: {
    title: 'AI Logistics — BI e IA para Logística',
    description:
      'AI Logistics: BI e inteligência artificial para logística, 100% web, sobre Oracle ou SQL Server, em português, inglês, alemão e francês.',
  },
};
