import {
  CalendarRange,
  FileText,
  Fuel,
  Gauge,
  MapPinned,
  PackageCheck,
  Receipt,
  Route,
  ShieldCheck,
  Truck,
  Users,
  Wallet,
  Warehouse,
} from 'lucide-react';
import { illustrations, withAlt } from '../../illustrations';
import { ORANGE_ON_NAVY } from '../../palette';
import type { LogisticsProduct } from '../../types';

export const tmsTransportadora: LogisticsProduct = {
  id: 'tms-transportadora',
  heading: {
    title: 'TMS Transportadora',
    subtitle: 'O sistema de gestão de quem vive de transportar',
    description:
      'Da coleta à baixa do comprovante: emissão de CT-e e MDF-e, gestão de filiais e terminais, manifestos, contas a receber e resultado por viagem. Um TMS feito para transportadoras de carga fracionada e lotação que precisam crescer sem perder o controle da margem.',
    image: withAlt(illustrations.truck, 'Caminhão da transportadora em rota'),
  },
  featuresButtonLabel: 'Conheça os recursos',
  infoCards: [
    {
      image: FileText,
      title: 'Documentos fiscais',
      description: 'Emissão de CT-e, MDF-e e averbação de seguro em lote, integrada à SEFAZ.',
    },
    {
      image: Warehouse,
      title: 'Filiais e terminais',
      description: 'Transferências entre bases, cross-docking e manifestos de carga fracionada.',
    },
    {
      image: Wallet,
      title: 'Resultado por viagem',
      description: 'Receita, pedágio, combustível, diárias e agregados apurados em cada viagem.',
    },
    {
      image: Users,
      title: 'Portal do cliente',
      description: 'Embarcadores consultam cotações, comprovantes e faturas sem ligar para a filial.',
    },
    {
      image: ShieldCheck,
      title: 'Gerenciamento de risco',
      description: 'Checagem de motorista e veículo e integração com as gerenciadoras de risco.',
    },
  ],
  middleTexts: [
    'Transportadora cresce por volume, mas [[lucra na margem de cada viagem]].\nO TMS mostra receita e custo lado a lado, do CT-e ao acerto do motorista.',
    'Operação grande exige sistema que aguenta o tranco:\n[[15 mil veículos por mês]] passam pelo TMS, da coleta à baixa do comprovante.',
  ],
  bannerCarousel: [
    {
      id: 'coleta',
      tabName: 'Coleta',
      image: withAlt(illustrations.route, 'Roteiro de coletas do dia'),
      title: 'Solicitações de coleta recebidas por portal, EDI ou API e roteirizadas por região',
    },
    {
      id: 'emissao',
      tabName: 'Emissão',
      image: withAlt(illustrations.documents, 'CT-e e MDF-e emitidos'),
      title: 'CT-e e MDF-e em lote, com cálculo de frete pela tabela do cliente',
    },
    {
      id: 'viagem',
      tabName: 'Viagem',
      image: withAlt(illustrations.truck, 'Caminhão em viagem monitorada'),
      title: 'Viagens acompanhadas da saída à baixa do comprovante, com ocorrências em tempo real',
      titleColor: ORANGE_ON_NAVY,
    },
    {
      id: 'faturamento',
      tabName: 'Faturamento',
      image: withAlt(illustrations.financeChart, 'Faturamento e contas a receber'),
      title: 'Faturas, contas a receber e conciliação por cliente e por filial',
    },
  ],
  textCarousel: [
    {
      image: withAlt(illustrations.packages, 'Cargas fracionadas'),
      title: 'Carga fracionada',
      description: 'Consolidação em terminais, manifestos de transferência e entrega urbana com baixa por volume.',
    },
    {
      image: withAlt(illustrations.fleet, 'Frota de caminhões para cargas lotação'),
      title: 'Lotação',
      description: 'Contratação de terceiros e agregados, adiantamento, CIOT e acerto de viagem.',
    },
    {
      image: withAlt(illustrations.route, 'Entregas de e-commerce'),
      title: 'E-commerce',
      description: 'Alto volume de pedidos pequenos com prazo curto e integração com marketplaces.',
    },
  ],
  imageAndText: [
    {
      image: withAlt(illustrations.dashboard, 'Painel de resultado da transportadora'),
      text: 'Cada viagem com **receita e custo apurados**.\nDescubra [[quais clientes, rotas e filiais]] dão resultado.',
      cards: [
        {
          icon: Fuel,
          title: 'Custos de viagem',
          text: 'Combustível, pedágio, diárias e frete de terceiros por viagem.',
        },
        {
          icon: Gauge,
          title: 'Ocupação',
          text: 'Peso e cubagem usados versus capacidade do veículo.',
        },
        {
          icon: MapPinned,
          title: 'Rentabilidade por rota',
          text: 'Margem por origem, destino e cliente para rever tabelas.',
        },
      ],
    },
  ],
  modules: {
    tabOptions: [
      {
        id: 'Operação',
        tabName: 'Operação',
        description: 'Da solicitação de coleta à baixa do comprovante, em cada filial e terminal.',
      },
      {
        id: 'Módulos',
        tabName: 'Financeiro',
        description: 'Faturamento, cobrança e acerto de viagens: a margem apurada em cada operação.',
      },
    ],
    cards: [
      {
        id: 'coletas',
        title: 'Coletas',
        icon: Route,
        category: 'Operação',
        description:
          '<p>Solicitações recebidas por portal, EDI ou API, agrupadas por região e enviadas ao motorista com a rota do dia.</p>',
        content: {
          section: {
            title: 'Coletas',
            text: 'A coleta é a porta de entrada da receita. O TMS **recebe, agrupa e programa** cada solicitação sem retrabalho na filial.',
          },
          sections: [
            {
              title: 'Fluxo da coleta',
              items: [
                {
                  title: 'Solicitação',
                  text: 'Pelo portal do cliente, EDI ou API, com peso e volumes previstos.',
                  markersDecoration: true,
                },
                {
                  title: 'Programação',
                  text: 'Coletas agrupadas por região e veículo disponível.',
                  markersDecoration: true,
                },
                {
                  title: 'Execução',
                  text: 'Baixa no aplicativo com horário e volumes efetivamente coletados.',
                  markersDecoration: true,
                },
              ],
            },
          ],
          conclusion: { text: 'Cliente acompanha a coleta pelo portal e a filial deixa de atender ligação para isso.' },
        },
      },
      {
        id: 'documentos-fiscais',
        title: 'CT-e e MDF-e',
        icon: FileText,
        category: 'Operação',
        description:
          '<p>Emissão em lote de CT-e e MDF-e com cálculo pela tabela do cliente, averbação de seguro e encerramento automático.</p>',
        content: {
          section: {
            title: 'CT-e e MDF-e',
            text: 'Emitir documento fiscal não pode segurar o caminhão no pátio. A emissão é **em lote, a partir das notas do cliente**.',
            image: withAlt(illustrations.documents, 'Documentos fiscais de transporte emitidos'),
          },
          sections: [
            {
              title: 'Automatizações',
              items: [
                { text: 'Frete calculado pela tabela vigente do cliente e da rota.' },
                { text: 'Averbação do seguro junto à seguradora no momento da emissão.' },
                { text: 'Encerramento do MDF-e na baixa da última entrega.' },
              ],
            },
          ],
          conclusion: { text: 'Rejeições da SEFAZ tratadas com a causa explicada, sem suporte técnico.' },
        },
      },
      {
        id: 'manifestos',
        title: 'Manifestos e transferências',
        icon: Warehouse,
        category: 'Operação',
        description:
          '<p>Consolidação de carga fracionada em terminais, manifestos de transferência entre filiais e conferência na chegada.</p>',
        content: {
          section: {
            title: 'Manifestos e transferências',
            text: 'Na carga fracionada, o volume passa por vários terminais. O TMS **manifesta e confere cada passagem**.',
          },
          sections: [
            {
              textNImage: {
                text: 'Cada transferência tem manifesto, lacre e conferência de chegada. Volume que não chegou aparece como pendência da filial de origem.',
                image: withAlt(illustrations.fleet, 'Caminhões em transferência entre filiais'),
              },
            },
          ],
          conclusion: { text: 'Menos extravio e responsabilidade clara entre filiais.' },
        },
      },
      {
        id: 'faturamento',
        title: 'Faturamento e cobrança',
        icon: Receipt,
        category: 'Módulos',
        description:
          '<p>Faturas por cliente com os CT-e do período, envio de boletos e conciliação do contas a receber.</p>',
        content: {
          section: {
            title: 'Faturamento e cobrança',
            text: 'Do CT-e emitido ao dinheiro em caixa: **faturas agrupadas pelas regras de cada cliente**.',
          },
          sections: [
            {
              title: 'Recursos',
              items: [
                { text: 'Agrupamento por cliente, filial pagadora e período de corte.', markersDecoration: true },
                { text: 'Fatura e comprovantes de entrega disponíveis no portal do cliente.', markersDecoration: true },
                { text: 'Conciliação bancária e régua de cobrança.', markersDecoration: true },
              ],
            },
          ],
          conclusion: { text: 'Fatura com comprovante anexado é fatura paga mais cedo.' },
        },
      },
      {
        id: 'acerto-viagem',
        title: 'Acerto de viagem',
        icon: Wallet,
        category: 'Módulos',
        description:
          '<p>Adiantamentos, despesas de estrada, CIOT e frete de agregados e terceiros apurados por viagem.</p>',
        content: {
          section: {
            title: 'Acerto de viagem',
            text: 'O acerto fecha a conta de cada viagem: **o que foi adiantado, o que foi gasto e o que resta pagar**.',
          },
          sections: [
            {
              title: 'O que entra no acerto',
              items: [
                { text: 'Adiantamentos e vale-pedágio.' },
                { text: 'Combustível, diárias e despesas comprovadas.' },
                { text: 'CIOT e frete de agregados e terceiros.' },
              ],
            },
          ],
          conclusion: { text: 'Resultado por viagem pronto para a controladoria no dia seguinte.' },
        },
      },
    ],
  },
  resumeCards: [
    { icon: Truck, description: '**Frota própria, agregados e terceiros** na mesma programação de viagens.' },
    { icon: PackageCheck, description: '**3 milhões de pedidos** em uma semana de Black Friday.' },
    { icon: FileText, description: 'Emissão de **CT-e e MDF-e em lote** integrada à SEFAZ.' },
    { icon: Receipt, description: '**Resultado por viagem**, cliente e filial.' },
    { icon: Route, description: 'Coletas recebidas por **portal, EDI ou API**.' },
    { icon: CalendarRange, description: '**Acerto de motoristas e agregados** sem planilha paralela.' },
  ],
  meta: {
    title: 'TMS Transportadora',
    description:
      'TMS para transportadoras: CT-e e MDF-e, filiais e terminais, resultado por viagem; 15 mil veículos por mês e 3 milhões de pedidos na Black Friday.',
  },
};
