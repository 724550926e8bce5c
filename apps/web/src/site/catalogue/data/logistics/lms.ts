import {
  Award,
  ChartColumn,
  Clock,
  Gauge,
  GraduationCap,
  ListChecks,
  Scale,
  Timer,
  TrendingUp,
  Trophy,
  UserCheck,
  Users,
} from 'lucide-react';
import { brand } from '@vitrine/shared/brand';
import { illustrations, withAlt } from '../../illustrations';
import { ORANGE_ON_NAVY } from '../../palette';
import type { LogisticsProduct } from '../../types';

export const lms: LogisticsProduct = {
  id: 'lms',
  heading: {
    title: 'LMS',
    subtitle: 'Gestão de mão de obra logística',
    description:
      'O LMS (Labor Management System) mede o trabalho de cada operador contra um padrão de engenharia: quanto tempo uma separação deveria levar, quanto levou e por quê. Com metas justas e visíveis, a equipe rende mais e a liderança passa a gerir por fatos, não por impressão.',
    image: withAlt(illustrations.team, 'Equipe de operadores do armazém reunida'),
  },
  featuresButtonLabel: 'Conheça os recursos',
  infoCards: [
    {
      image: Timer,
      title: 'Tempos padrão',
      description: 'Engenharia de métodos por atividade: distância percorrida, itens, volumes e tipo de endereço.',
    },
    {
      image: Gauge,
      title: 'Desempenho individual',
      description: 'Produtividade de cada operador comparada ao padrão, por turno e por atividade.',
    },
    {
      image: Clock,
      title: 'Tempo indireto',
      description: 'Pausas, treinamento e esperas registradas, para separar ineficiência de falta de trabalho.',
    },
    {
      image: Trophy,
      title: 'Incentivo variável',
      description: 'Base de cálculo transparente para programas de remuneração por desempenho.',
    },
  ],
  middleTexts: [
    'Mão de obra é o maior custo variável de um armazém.\nCom metas por atividade, nossos clientes chegam a [[até 10% de ganho de eficiência]].',
    'Quando a meta é justa e visível,\n[[o operador sabe o que se espera dele]] e o líder sabe onde ajudar.',
  ],
  bannerCarousel: [
    {
      id: 'padroes',
      tabName: 'Padrões',
      image: withAlt(illustrations.compliance, 'Lista de atividades com tempos padrão'),
      title: 'Tempos padrão por atividade, calculados a partir das tarefas reais do WMS',
    },
    {
      id: 'acompanhamento',
      tabName: 'Acompanhamento',
      image: withAlt(illustrations.dashboard, 'Painel de produtividade por operador'),
      title: 'Desempenho por operador e por equipe, hora a hora, durante o turno',
      titleColor: ORANGE_ON_NAVY,
    },
    {
      id: 'escala',
      tabName: 'Escala',
      image: withAlt(illustrations.people, 'Escala de turnos da equipe'),
      title: 'Dimensionamento de equipe por turno com base no volume previsto',
    },
  ],
  imageAndText: [
    {
      image: withAlt(illustrations.team, 'Líder conversando com a equipe'),
      text: 'Gestão de pessoas **com dados do chão do armazém**.\nFeedback diário baseado em [[padrão, não em opinião]].',
      cards: [
        {
          icon: UserCheck,
          title: 'Curva de aprendizado',
          text: 'Metas progressivas para operadores recém-contratados.',
        },
        {
          icon: GraduationCap,
          title: 'Treinamento dirigido',
          text: 'Quem está abaixo do padrão em uma atividade recebe reciclagem nela.',
        },
        {
          icon: Award,
          title: 'Reconhecimento',
          text: 'Rankings por equipe para campanhas e premiações internas.',
        },
      ],
    },
  ],
  resumeCards: [
    { icon: TrendingUp, description: '**Até 10% de ganho de eficiência** da mão de obra do armazém.' },
    { icon: Timer, description: '**Tempos padrão de engenharia** para cada atividade.' },
    { icon: ChartColumn, description: 'Desempenho **por operador, por turno e por atividade**.' },
    { icon: Scale, description: '**Base transparente** para incentivo variável.' },
    { icon: Users, description: '**Escala dimensionada** pelo volume previsto, não pelo histórico do ano passado.' },
    { icon: ListChecks, description: 'Integração nativa com as **tarefas do WMS**.' },
  ],
  meta: {
    title: 'LMS — Gestão de Mão de Obra',
    description: `LMS da ${brand.companyName}: tempos padrão, desempenho por operador e dimensionamento de equipe, com até 10% de ganho de eficiência.`,
  },
};
