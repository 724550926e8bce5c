import {
  CalendarCheck,
  CalendarClock,
  Camera,
  CircleParking,
  Clock,
  DoorOpen,
  Fence,
  LayoutDashboard,
  Route,
  ScanText,
  ShieldCheck,
  Smartphone,
  Timer,
  Weight,
} from 'lucide-react';
import { brand } from '@vitrine/shared/brand';
import { illustrations, withAlt } from '../../illustrations';
import { ORANGE_ON_NAVY } from '../../palette';
import type { LogisticsProduct } from '../../types';

export const yms: LogisticsProduct = {
  id: 'yms',
  heading: {
    title: 'YMS',
    subtitle: 'Gestão de pátio, docas e portaria',
    description: `O YMS da ${brand.companyName} coloca ordem no pátio: veículos chegam na janela agendada, a portaria reconhece a placa sozinha, o motorista segue um circuito definido e a doca é liberada no tempo previsto. Fila na rua e caminhão parado sem motivo deixam de fazer parte da rotina.`,
    image: withAlt(illustrations.yard, 'Pátio com docas e caminhões organizados à espera da descarga'),
  },
  featuresButtonLabel: 'Veja como funciona',
  infoCards: [
    {
      image: CalendarClock,
      title: 'Portal de agendamento',
      description:
        'Transportadoras e fornecedores reservam a janela de descarga pela web, respeitando a capacidade de cada doca.',
    },
    {
      image: Route,
      title: 'Circuitos de pátio',
      description:
        'Cada tipo de operação segue seu roteiro: portaria, balança, estacionamento, doca e saída, com tempo medido por etapa.',
    },
    {
      image: ScanText,
      title: 'Automação de portaria',
      description: 'OCR de placas, cancelas e balanças integrados: o veículo agendado entra sem digitação e sem papel.',
    },
    {
      image: LayoutDashboard,
      title: 'Pátio em tempo real',
      description: 'Mapa com a posição e o tempo de permanência de cada veículo, do estacionamento externo à doca.',
    },
  ],
  middleTexts: [
    'Caminhão parado no pátio é custo de estadia, doca ociosa e motorista insatisfeito.\nO YMS transforma a chegada em [[um processo agendado e previsível]].',
    'Do portão à doca, [[cada minuto tem dono]].\nVocê sabe onde está cada veículo e quanto tempo ele esperou.',
  ],
  bannerCarousel: [
    {
      id: 'agendamento',
      tabName: 'Agendamento',
      image: withAlt(illustrations.mobile, 'Celular exibindo o portal de agendamento'),
      title: 'Portal de agendamento com janelas por doca, tipo de carga e fornecedor',
    },
    {
      id: 'portaria',
      tabName: 'Portaria',
      image: withAlt(illustrations.surveillance, 'Câmera de leitura de placas na portaria'),
      title: 'OCR de placas e cancelas automáticas para veículos com agendamento confirmado',
      titleColor: ORANGE_ON_NAVY,
    },
    {
      id: 'circuitos',
      tabName: 'Circuitos',
      image: withAlt(illustrations.route, 'Circuito de pátio entre portaria, balança e doca'),
      title: 'Circuitos de pátio que chamam o motorista para a próxima etapa por SMS ou painel',
    },
    {
      id: 'docas',
      tabName: 'Docas',
      image: withAlt(illustrations.yard, 'Docas do armazém ocupadas por caminhões'),
      title: 'Ocupação de docas e tempo médio de carga e descarga por transportadora',
    },
  ],
  imageAndText: [
    {
      image: withAlt(illustrations.accessControl, 'Cancela e controle de acesso da portaria'),
      text: 'Portaria que **trabalha sozinha** quando o agendamento está certo.\n[[Placa lida, cancela aberta, peso registrado.]]',
      cards: [
        {
          icon: Camera,
          title: 'OCR de placas',
          text: 'Câmeras identificam o veículo e conferem com o agendamento do dia.',
        },
        {
          icon: DoorOpen,
          title: 'Cancelas',
          text: 'Abertura automática para entradas liberadas e bloqueio para as demais.',
        },
        {
          icon: Weight,
          title: 'Balanças',
          text: 'Pesagem de entrada e saída capturada direto do indicador, sem anotação.',
        },
      ],
    },
  ],
  modules: {
    tabOptions: [
      {
        id: 'Operação',
        tabName: 'Operação de pátio',
        description: 'Agendamento, circuitos e docas: o fluxo do veículo do agendamento à saída.',
      },
      {
        id: 'Segurança e Prevenção',
        tabName: 'Portaria e segurança',
        description: 'Identificação do veículo e do motorista, cancelas e pesagem.',
      },
    ],
    cards: [
      {
        id: 'portal-agendamento',
        title: 'Portal de agendamento',
        icon: CalendarCheck,
        category: 'Operação',
        description:
          '<p>Portal web em que transportadoras e fornecedores reservam janelas de carga e descarga conforme a capacidade real das docas.</p>',
        content: {
          section: {
            title: 'Portal de agendamento',
            text: 'O agendamento distribui as chegadas ao longo do dia e **acaba com o pico de caminhões às sete da manhã**.',
            image: withAlt(illustrations.mobile, 'Agendamento feito pelo celular'),
          },
          sections: [
            {
              title: 'Regras de agenda',
              items: [
                {
                  text: 'Capacidade por doca, turno e tipo de carga (batida, paletizada, refrigerada).',
                  markersDecoration: true,
                },
                { text: 'Cotas por fornecedor ou transportadora.', markersDecoration: true },
                { text: 'Vinculação do pedido de compra ou da nota ao horário reservado.', markersDecoration: true },
              ],
            },
            {
              title: 'Comunicação',
              items: [
                { text: 'Confirmação e lembrete por e-mail ao transportador.' },
                { text: 'Reagendamento pelo próprio portal, dentro das regras.' },
                { text: 'Indicador de pontualidade por parceiro.' },
              ],
            },
          ],
          conclusion: { text: 'Doca planejada na véspera, equipe dimensionada para o volume real.' },
        },
      },
      {
        id: 'circuitos-patio',
        title: 'Circuitos de pátio',
        icon: Route,
        category: 'Operação',
        description:
          '<p>Roteiros por tipo de operação, com chamada do motorista a cada etapa e tempo de permanência medido do portão à saída.</p>',
        content: {
          section: {
            title: 'Circuitos de pátio',
            text: 'Cada operação tem um caminho. O circuito define **a ordem das etapas e o tempo-alvo de cada uma**.',
          },
          sections: [
            {
              title: 'Exemplo de circuito de recebimento',
              items: [
                { title: '1. Portaria', text: 'Identificação do veículo e do motorista.', markersDecoration: true },
                { title: '2. Balança', text: 'Pesagem de entrada.', markersDecoration: true },
                { title: '3. Estacionamento', text: 'Espera até a doca ser liberada.', markersDecoration: true },
                { title: '4. Doca', text: 'Descarga e conferência.', markersDecoration: true },
                { title: '5. Saída', text: 'Pesagem final e baixa do agendamento.', markersDecoration: true },
              ],
            },
          ],
          conclusion: { text: 'Gargalos visíveis por etapa: você sabe se o atraso está na balança ou na doca.' },
        },
      },
      {
        id: 'gestao-docas',
        title: 'Gestão de docas',
        icon: CircleParking,
        category: 'Operação',
        description:
          '<p>Alocação de veículos nas docas por prioridade e compatibilidade, com painel de ocupação e tempo médio de operação.</p>',
        content: {
          section: {
            title: 'Gestão de docas',
            text: 'A doca é o recurso mais disputado do CD. O YMS **aloca e libera docas com base no agendamento e na prioridade**.',
          },
          sections: [
            {
              textNImage: {
                text: 'Painéis na portaria e no escritório mostram docas livres, ocupadas e em atraso, e o motorista é chamado pelo celular quando chega a vez dele.',
                image: withAlt(illustrations.dashboard, 'Painel de ocupação das docas'),
              },
            },
          ],
          conclusion: { text: 'Mais giro de doca por turno sem ampliar a estrutura física.' },
        },
      },
      {
        id: 'automacao-portaria',
        title: 'Automação de portaria',
        icon: ScanText,
        category: 'Segurança e Prevenção',
        description:
          '<p>OCR de placas, cancelas e balanças integrados ao agendamento: a entrada do veículo liberado acontece sem digitação.</p>',
        content: {
          section: {
            title: 'Automação de portaria',
            text: 'A portaria deixa de ser um balcão de digitação e passa a ser **um ponto de controle automático**.',
            image: withAlt(illustrations.surveillance, 'Câmera de OCR apontada para a placa'),
          },
          sections: [
            {
              title: 'Equipamentos integrados',
              items: [
                {
                  title: 'OCR de placas',
                  text: 'Leitura da placa do cavalo e da carreta na chegada.',
                  markersDecoration: true,
                },
                {
                  title: 'Cancelas',
                  text: 'Abertas apenas para veículos com agendamento válido.',
                  markersDecoration: true,
                },
                {
                  title: 'Balanças',
                  text: 'Peso capturado do indicador e comparado com a nota.',
                  markersDecoration: true,
                },
              ],
            },
          ],
          conclusion: {
            text: 'Entrada mais rápida para quem está em dia e bloqueio automático para o que foge da regra.',
          },
        },
      },
      {
        id: 'controle-acesso',
        title: 'Controle de motoristas',
        icon: ShieldCheck,
        category: 'Segurança e Prevenção',
        description:
          '<p>Cadastro de motoristas e veículos, validação de documentos e histórico de visitas para auditoria de segurança.</p>',
        content: {
          section: {
            title: 'Controle de motoristas',
            text: 'Saber **quem está dentro do pátio** é requisito de segurança e de seguro.',
          },
          sections: [
            {
              title: 'Controles',
              items: [
                { text: 'Validade de CNH e documentos do veículo na entrada.' },
                { text: 'Lista de bloqueio por ocorrência de segurança.' },
                { text: 'Relatório de permanência para cobrança de estadia.' },
              ],
            },
          ],
          conclusion: { text: 'Histórico completo para auditorias, seguradoras e negociações de estadia.' },
        },
      },
    ],
  },
  textCarousel: [
    {
      image: withAlt(illustrations.factory, 'Indústria com pátio de caminhões'),
      title: 'Indústria',
      description:
        'Recebimento de matéria-prima agendado por fornecedor e expedição de produto acabado em janelas fixas.',
    },
    {
      image: withAlt(illustrations.warehouse, 'Centro de distribuição do varejo'),
      title: 'Varejo e atacado',
      description: 'Centenas de fornecedores por semana organizados por doca, sem fila na avenida em frente ao CD.',
    },
    {
      image: withAlt(illustrations.packages, 'Operador logístico com múltiplos clientes'),
      title: 'Operadores logísticos',
      description: 'Pátio compartilhado entre clientes com agenda e indicadores separados por depositante.',
    },
  ],
  resumeCards: [
    {
      icon: CalendarClock,
      description: '**Portal de agendamento** que distribui as chegadas e respeita a capacidade das docas.',
    },
    { icon: ScanText, description: '**OCR de placas, cancelas e balanças** integrados à portaria.' },
    { icon: Fence, description: '**Circuitos de pátio** com tempo-alvo por etapa e chamada do motorista.' },
    { icon: Timer, description: 'Tempo de permanência medido para **reduzir estadias e negociar com dados**.' },
    { icon: Smartphone, description: 'Motorista chamado **pelo celular** quando a doca é liberada.' },
    { icon: Clock, description: '**Pontualidade por parceiro** para revisar cotas e janelas.' },
  ],
  meta: {
    title: 'YMS — Gestão de Pátio',
    description: `YMS da ${brand.companyName}: portal de agendamento, circuitos de pátio, gestão de docas e automação de portaria com OCR de placas, cancelas e balanças.`,
  },
};
