import { Boxes, Container, PackageCheck, PackageOpen, QrCode, Ruler, ScanBarcode, Split, Weight } from 'lucide-react';
import { illustrations, withAlt } from '../../illustrations';
import type { LogisticsProduct } from '../../types';

export const gestaoVolumes: LogisticsProduct = {
  id: 'gestao-volumes',
  heading: {
    title: 'Gestão de Volumes',
    article: 'a',
    subtitle: 'Cada caixa identificada, medida e conferida',
    description:
      'A Gestão de Volumes controla as unidades que realmente circulam na operação: caixas, paletes e gaiolas. Cada volume recebe identificação única, peso e cubagem conferidos e um histórico de leituras do packing até a entrega, o que acaba com a discussão sobre volume faltante.',
    image: withAlt(illustrations.packages, 'Caixas e volumes etiquetados com código de barras'),
  },
  featuresButtonLabel: 'Conheça os recursos',
  infoCards: [
    {
      image: QrCode,
      title: 'Identificação única',
      description: 'Etiqueta com código próprio por volume, vinculada ao pedido, à nota e ao destinatário.',
    },
    {
      image: Weight,
      title: 'Peso e cubagem',
      description: 'Captura automática de balanças e cubadoras para cobrar e contratar o frete pelo valor real.',
    },
    {
      image: ScanBarcode,
      title: 'Leitura em cada ponto',
      description: 'Packing, consolidação, carregamento e entrega: cada passagem registrada por leitura.',
    },
    {
      image: Container,
      title: 'Unitização',
      description: 'Volumes agrupados em paletes ou gaiolas, com conferência do conjunto em uma só leitura.',
    },
  ],
  middleTexts: [
    'Pedido entregue pela metade é cliente insatisfeito.\nCom leitura em cada etapa, [[nenhum volume sai sem ser contado]].',
    'Frete cobrado por peso cubado exige medida confiável.\n[[Balança e cubadora integradas]] eliminam a estimativa.',
  ],
  textCarousel: [
    {
      image: withAlt(illustrations.packages, 'Volumes sendo fechados no packing'),
      title: 'Packing',
      description: 'O volume nasce com identificação, conteúdo conferido, peso e dimensões.',
    },
    {
      image: withAlt(illustrations.warehouse, 'Volumes consolidados em palete'),
      title: 'Consolidação',
      description: 'Volumes de um mesmo destino reunidos e conferidos antes da doca.',
    },
    {
      image: withAlt(illustrations.truck, 'Carregamento de volumes no caminhão'),
      title: 'Carregamento',
      description: 'Leitura na entrada do veículo impede volume esquecido ou trocado de rota.',
    },
    {
      image: withAlt(illustrations.mobile, 'Entrega de volume confirmada no celular'),
      title: 'Entrega',
      description: 'Baixa por volume no aplicativo do entregador, com divergências registradas na hora.',
    },
  ],
  imageAndText: [
    {
      image: withAlt(illustrations.scanner, 'Volume com dimensões e peso conferidos'),
      text: 'Dado de volume confiável **vale dinheiro**.\nFrete contratado, cobrado e auditado [[pela medida real]].',
      cards: [
        {
          icon: Ruler,
          title: 'Cubagem automática',
          text: 'Dimensões capturadas por sensor, sem régua e sem digitação.',
        },
        {
          icon: Split,
          title: 'Volumes por transportadora',
          text: 'Separação automática dos volumes por transportadora e rota.',
        },
        {
          icon: PackageOpen,
          title: 'Divergências',
          text: 'Volume com peso diferente do esperado é reaberto antes de embarcar.',
        },
      ],
    },
  ],
  resumeCards: [
    { icon: QrCode, description: '**Identificação única** para cada caixa, palete ou gaiola.' },
    { icon: Weight, description: '**Peso e cubagem reais** capturados de balanças e cubadoras.' },
    { icon: PackageCheck, description: '**Conferência no carregamento** contra a relação de volumes.' },
    { icon: Boxes, description: '**Histórico de leituras** do packing até a entrega.' },
  ],
  meta: {
    title: 'Gestão de Volumes',
    description:
      'Gestão de Volumes: identificação única, peso e cubagem automáticos e conferência de cada caixa do packing à entrega.',
  },
};
