import {
  Calculator,
  FileCheck,
  Gavel,
  Handshake,
  PackageCheck,
  Receipt,
  ShoppingCart,
  Split,
  Truck,
  Wallet,
} from 'lucide-react';
import { illustrations, withAlt } from '../../illustrations';
import { ORANGE_ON_NAVY } from '../../palette';
import type { LogisticsProduct } from '../../types';

export const tmsEmbarcador: LogisticsProduct = {
  id: 'tms-embarcador',
  heading: {
    title: 'TMS Embarcador',
    subtitle: 'Gestão de transporte para quem contrata o frete',
    description:
      'Para indústrias, distribuidores e varejistas que despacham com várias transportadoras. O TMS Embarcador simula o frete antes do faturamento, escolhe a melhor transportadora por regra, acompanha a entrega e confere cada CT-e contra a tabela negociada.',
    image: withAlt(illustrations.factory, 'Indústria despachando cargas para várias transportadoras'),
  },
  featuresButtonLabel: 'Conheça os recursos',
  infoCards: [
    {
      image: Calculator,
      title: 'Simulação de frete',
      description:
        'Cálculo pelas tabelas de todas as transportadoras já no pedido, para o comercial vender com o frete certo.',
    },
    {
      image: Split,
      title: 'Escolha da transportadora',
      description: 'Regras por custo, prazo, região e desempenho definem quem leva cada carga.',
    },
    {
      image: Gavel,
      title: 'Cotação e leilão',
      description: 'Cargas spot cotadas com várias transportadoras pelo portal, com histórico de propostas.',
    },
    {
      image: FileCheck,
      title: 'Pré-fatura conferida',
      description: 'CT-e comparado ao frete calculado antes do pagamento; só se paga o que foi acordado.',
    },
  ],
  middleTexts: [
    'O frete certo começa [[antes do faturamento]].\nSimule, escolha e contrate com base na tabela, no prazo e no histórico de cada transportadora.',
    'Em picos como a Black Friday, a operação não pode parar.\nO TMS Embarcador já processou [[3 milhões de pedidos em uma única semana de Black Friday]].',
  ],
  bannerCarousel: [
    {
      id: 'tabelas',
      tabName: 'Tabelas',
      image: withAlt(illustrations.documents, 'Tabelas de frete negociadas'),
      title: 'Tabelas de frete por peso, valor, cubagem e região, com reajustes versionados',
    },
    {
      id: 'contratacao',
      tabName: 'Contratação',
      image: withAlt(illustrations.truck, 'Caminhão da transportadora escolhida'),
      title: 'Transportadora escolhida por regra: menor custo dentro do prazo prometido ao cliente',
      titleColor: ORANGE_ON_NAVY,
    },
    {
      id: 'acompanhamento',
      tabName: 'Acompanhamento',
      image: withAlt(illustrations.route, 'Rota de entrega monitorada'),
      title: 'Ocorrências e previsão de entrega de todas as transportadoras em uma tela',
    },
    {
      id: 'pagamento',
      tabName: 'Pagamento',
      image: withAlt(illustrations.financeChart, 'Conferência de faturas de frete'),
      title: 'Conferência de CT-e e fatura antes do pagamento, com contestação registrada',
    },
  ],
  imageAndText: [
    {
      image: withAlt(illustrations.financeChart, 'Custo de frete sob controle'),
      text: 'Frete sob controle **do pedido ao pagamento**.\nComercial, logística e financeiro trabalham [[com o mesmo número]].',
      cards: [
        {
          icon: ShoppingCart,
          title: 'No pedido',
          text: 'Frete e prazo simulados no momento da venda.',
        },
        {
          icon: Truck,
          title: 'Na expedição',
          text: 'Carga atribuída à transportadora certa, com romaneio e etiquetas.',
        },
        {
          icon: Wallet,
          title: 'No financeiro',
          text: 'Fatura liberada só depois de conferida contra o cálculo.',
        },
      ],
    },
  ],
  resumeCards: [
    { icon: Calculator, description: '**Simulação de frete** já no pedido de venda.' },
    { icon: Split, description: 'Escolha da transportadora **por custo, prazo e desempenho**.' },
    { icon: Receipt, description: '**Auditoria de CT-e** antes do pagamento.' },
    { icon: PackageCheck, description: '**Ocorrências de todas as transportadoras** em uma única tela.' },
    { icon: Handshake, description: 'Histórico de desempenho para **negociar tabelas com dados**.' },
  ],
  meta: {
    title: 'TMS Embarcador — Gestão de Transporte',
    description:
      'TMS Embarcador: simulação de frete, escolha de transportadora, cotação, acompanhamento de entregas e auditoria de CT-e.',
  },
};
