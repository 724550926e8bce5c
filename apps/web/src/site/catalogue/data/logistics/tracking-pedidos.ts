import {
  BellRing,
  Building2,
  Headset,
  IdCard,
  Mail,
  MapPinned,
  MessageCircle,
  MonitorSmartphone,
  Package,
  PackageSearch,
  Palette,
  Search,
  ThumbsUp,
} from 'lucide-react';
import { illustrations, withAlt } from '../../illustrations';
import type { LogisticsProduct } from '../../types';

export const trackingPedidos: LogisticsProduct = {
  id: 'tracking-pedidos',
  heading: {
    title: 'Tracking de Pedidos',
    subtitle: 'Rastreamento com a sua marca, do faturamento à entrega',
    description:
      'Uma página de rastreamento com a identidade da sua empresa, em que o cliente consulta o pedido por CPF, CNPJ ou código de rastreio e recebe cada atualização por e-mail ou WhatsApp. Menos ligações no SAC, mais confiança na compra seguinte.',
    image: withAlt(illustrations.mobile, 'Celular mostrando a página de rastreamento do pedido'),
  },
  featuresButtonLabel: 'Veja os recursos',
  infoCards: [
    {
      image: Search,
      title: 'Consulta simples',
      description: 'O cliente informa CPF, CNPJ ou código de rastreio e vê todos os pedidos em andamento.',
    },
    {
      image: BellRing,
      title: 'Avisos proativos',
      description: 'Notificações por e-mail ou WhatsApp a cada marco: faturado, em rota, saiu para entrega e entregue.',
    },
    {
      image: Palette,
      title: 'Sua marca na página',
      description: 'Cores, logotipo e domínio próprios: o rastreio é mais um ponto de contato com a sua empresa.',
    },
    {
      image: MapPinned,
      title: 'Uma linha do tempo',
      description: 'Eventos de todas as transportadoras traduzidos para uma linguagem única, que o consumidor entende.',
    },
  ],
  middleTexts: [
    '“Cadê meu pedido?” é a pergunta que mais ocupa o SAC.\nCom o tracking, [[o cliente encontra a resposta sozinho]].',
    'Pessoa física ou empresa, quem compra quer saber onde está a entrega.\nConsulta por [[CPF, CNPJ ou código de rastreio]] e aviso por [[e-mail ou WhatsApp]].',
  ],
  textCarousel: [
    {
      image: withAlt(illustrations.documents, 'Nota fiscal emitida'),
      title: 'Pedido faturado',
      description: 'Assim que a nota é emitida, o cliente recebe o link de rastreio e o prazo previsto.',
    },
    {
      image: withAlt(illustrations.truck, 'Caminhão em trânsito'),
      title: 'Em transporte',
      description: 'Coletas, transferências e chegadas à base da transportadora aparecem na linha do tempo.',
    },
    {
      image: withAlt(illustrations.route, 'Rota da última milha'),
      title: 'Saiu para entrega',
      description: 'Aviso no WhatsApp no dia da entrega para que alguém esteja no endereço.',
    },
    {
      image: withAlt(illustrations.packages, 'Pacote entregue'),
      title: 'Entregue',
      description: 'Confirmação com data, hora e comprovante, encerrando o ciclo sem contato com o SAC.',
    },
  ],
  imageAndText: [
    {
      image: withAlt(illustrations.mobile, 'Notificação de entrega no celular'),
      text: 'O canal que o cliente **já usa todos os dias**.\nMensagens no [[WhatsApp]] e no [[e-mail]] com a situação do pedido e o link do rastreio.',
      cards: [
        {
          icon: MessageCircle,
          title: 'WhatsApp',
          text: 'Mensagens de situação com modelo aprovado e link direto para o pedido.',
        },
        {
          icon: Mail,
          title: 'E-mail',
          text: 'Avisos com a identidade visual da sua marca e os itens do pedido.',
        },
        {
          icon: MonitorSmartphone,
          title: 'Página responsiva',
          text: 'Consulta confortável no celular, sem instalar aplicativo.',
        },
      ],
    },
    {
      image: withAlt(illustrations.people, 'Clientes pessoa física e jurídica'),
      text: 'B2C e B2B na mesma página.\nO consumidor busca pelo CPF; o comprador corporativo, pelo [[CNPJ da empresa]].',
      cards: [
        {
          icon: IdCard,
          title: 'CPF',
          text: 'Todos os pedidos do consumidor, de qualquer canal de venda.',
        },
        {
          icon: Building2,
          title: 'CNPJ',
          text: 'Pedidos de todas as filiais do cliente corporativo em uma lista.',
        },
        {
          icon: Package,
          title: 'Código de rastreio',
          text: 'Consulta direta de um volume específico, sem identificação.',
        },
      ],
    },
  ],
  resumeCards: [
    { icon: Search, description: 'Consulta por **CPF, CNPJ ou código de rastreio** em uma única página.' },
    { icon: MessageCircle, description: 'Avisos automáticos por **e-mail ou WhatsApp** a cada mudança de situação.' },
    { icon: Headset, description: '**Menos chamados de “onde está meu pedido”** no SAC.' },
    { icon: PackageSearch, description: 'Eventos de **todas as transportadoras** em uma linguagem única.' },
    { icon: ThumbsUp, description: 'Experiência pós-venda **com a sua marca**, não com a da transportadora.' },
  ],
  meta: {
    title: 'Tracking de Pedidos',
    description:
      'Rastreamento de pedidos com a sua marca: consulta por CPF, CNPJ ou código de rastreio e avisos por e-mail ou WhatsApp.',
  },
};
