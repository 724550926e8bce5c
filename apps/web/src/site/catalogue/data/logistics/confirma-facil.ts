import {
  BadgeDollarSign,
  Camera,
  ChartPie,
  FileCheck,
  FileSearch,
  LayoutDashboard,
  Plug,
  Receipt,
  ScanLine,
  TrendingDown,
  TriangleAlert,
  Users,
} from 'lucide-react';
import { illustrations, withAlt } from '../../illustrations';
import { ORANGE_ON_NAVY } from '../../palette';
import type { LogisticsProduct } from '../../types';

export const confirmaFacil: LogisticsProduct = {
  id: 'confirma-facil',
  heading: {
    title: 'Confirma Fácil',
    subtitle: 'Gestão de fretes, confirmação de entrega e auditoria',
    description:
      'O Confirma Fácil reúne num só portal a confirmação de entrega, as ocorrências das transportadoras e a auditoria de cada conhecimento de frete. Embarcadores pagam apenas o frete devido, enxergam a entrega no momento em que ela acontece e cobram a transportadora com dado na mão.',
    image: withAlt(illustrations.documents, 'Comprovantes de entrega conferidos com selo de aprovação'),
  },
  featuresButtonLabel: 'Conheça os recursos',
  infoCards: [
    {
      image: FileCheck,
      title: 'Portal de confirmação de entrega',
      description:
        'Comprovantes digitalizados, geolocalização e data da baixa de cada nota, enviados pela transportadora ou pelo app do motorista.',
    },
    {
      image: FileSearch,
      title: 'Auditoria de frete',
      description: 'Cada CT-e é recalculado pela tabela negociada; diferenças viram contestação antes do pagamento.',
    },
    {
      image: LayoutDashboard,
      title: '30+ dashboards prontos',
      description:
        'Performance por transportadora, lead time por região, ocorrências por motivo e custo de frete sobre faturamento.',
    },
    {
      image: Users,
      title: 'Usuários ilimitados',
      description: 'Logística, SAC, comercial e financeiro consultam o mesmo portal, sem licença por usuário.',
    },
    {
      image: Plug,
      title: '300+ integrações',
      description:
        'Conectores prontos com transportadoras, ERPs e plataformas de e-commerce, via EDI, API ou arquivos.',
    },
  ],
  middleTexts: [
    'Frete é uma das maiores linhas de custo da operação.\nCom auditoria automática, nossos clientes chegam a [[até 30% de redução no frete]].',
    'Cerca de [[100 milhões de ocorrências]] e mais de [[20 milhões de notas fiscais]] já passaram pelo Confirma Fácil.\nEscala de quem conhece a realidade das transportadoras brasileiras.',
    'R$ 8 bilhões em fretes auditados.\n[[R$ 2,6 milhões recuperados]] em cobranças indevidas devolvidas aos nossos clientes.',
  ],
  bannerCarousel: [
    {
      id: 'confirmacao',
      tabName: 'Confirmação',
      image: withAlt(illustrations.mobile, 'Motorista registrando a entrega no celular'),
      title: 'Comprovante de entrega com foto, assinatura e geolocalização, direto do app do motorista',
    },
    {
      id: 'ocorrencias',
      tabName: 'Ocorrências',
      image: withAlt(illustrations.compliance, 'Lista de ocorrências de entrega tratadas'),
      title: 'Ocorrências padronizadas de todas as transportadoras: cliente ausente, avaria, recusa, reentrega',
    },
    {
      id: 'auditoria',
      tabName: 'Auditoria',
      image: withAlt(illustrations.scanner, 'Lupa examinando conhecimentos de frete'),
      title: 'Auditoria de CT-e contra a tabela negociada, com contestação antes do pagamento',
      titleColor: ORANGE_ON_NAVY,
    },
    {
      id: 'dashboards',
      tabName: 'Dashboards',
      image: withAlt(illustrations.dashboard, 'Painéis de performance de transportadoras'),
      title: 'Mais de 30 dashboards com lead time, OTIF e custo de frete por transportadora',
    },
  ],
  textCarousel: [
    {
      image: withAlt(illustrations.scanner, 'Documentos de frete examinados'),
      title: 'Cobrança duplicada',
      description:
        'O mesmo documento faturado duas vezes é identificado pela chave da nota e bloqueado no lote de pagamento.',
    },
    {
      image: withAlt(illustrations.route, 'Rota com taxa de reentrega'),
      title: 'Taxas indevidas',
      description:
        'TDE, TDA, reentrega e pedágio cobrados sem ocorrência que os justifique viram contestação automática.',
    },
    {
      image: withAlt(illustrations.financeChart, 'Tabela de frete comparada'),
      title: 'Tabela desatualizada',
      description: 'Reajustes aplicados fora da data ou acima do acordado são apontados CT-e a CT-e.',
    },
  ],
  imageAndText: [
    {
      image: withAlt(illustrations.dashboard, 'Painel de gestão de fretes'),
      text: 'Uma visão só para **logística, SAC e financeiro**.\nO cliente liga perguntando do pedido e [[a resposta já está na tela]].',
      cards: [
        {
          icon: ScanLine,
          title: 'Canhoto digital',
          text: 'Comprovante escaneado e vinculado à nota, pronto para o financeiro.',
        },
        {
          icon: TriangleAlert,
          title: 'Alertas de atraso',
          text: 'Entregas fora do prazo sinalizadas antes de o cliente reclamar.',
        },
        {
          icon: ChartPie,
          title: 'Ranking de transportadoras',
          text: 'Prazo, avaria e custo lado a lado para a próxima negociação.',
        },
      ],
    },
  ],
  modules: {
    tabOptions: [
      {
        id: 'Módulos',
        tabName: 'Módulos',
        description: 'Cada módulo cobre uma etapa do ciclo do frete, da entrega confirmada à fatura paga.',
      },
    ],
    cards: [
      {
        id: 'portal-confirmacao',
        title: 'Portal de confirmação de entrega',
        icon: FileCheck,
        category: 'Módulos',
        description:
          '<p>Portal em que transportadoras registram baixas e comprovantes, com usuários ilimitados para embarcador e parceiros.</p>',
        content: {
          section: {
            title: 'Portal de confirmação de entrega',
            text: 'Toda entrega termina com uma prova. O portal reúne **baixa, comprovante e ocorrência** de cada nota fiscal, de todas as transportadoras.',
            image: withAlt(illustrations.documents, 'Comprovantes de entrega reunidos no portal'),
          },
          sections: [
            {
              title: 'Como as transportadoras enviam',
              items: [
                {
                  title: 'EDI e API',
                  text: 'Arquivos OCOREN e chamadas de API das transportadoras integradas.',
                  markersDecoration: true,
                },
                {
                  title: 'Portal web',
                  text: 'Digitação e upload de canhotos por parceiros sem integração.',
                  markersDecoration: true,
                },
                {
                  title: 'App do motorista',
                  text: 'Foto, assinatura e geolocalização no momento da entrega.',
                  markersDecoration: true,
                },
              ],
            },
          ],
          conclusion: { text: 'Usuários ilimitados: SAC, comercial e financeiro consultam sem custo por licença.' },
        },
      },
      {
        id: 'auditoria-frete',
        title: 'Auditoria de frete',
        icon: FileSearch,
        category: 'Módulos',
        description:
          '<p>Recalcula cada CT-e pela tabela negociada e bloqueia diferenças antes do pagamento. Até 30% de redução no frete.</p>',
        content: {
          section: {
            title: 'Auditoria de frete',
            text: 'A auditoria compara o que foi cobrado com o que foi contratado. Clientes chegam a **até 30% de redução no frete**, e R$ 8 bilhões em fretes já passaram por ela.',
            image: withAlt(illustrations.scanner, 'Lupa sobre conhecimentos de frete'),
          },
          sections: [
            {
              title: 'O que é conferido',
              items: [
                {
                  text: 'Frete-peso, seguro sobre o valor da carga, GRIS e pedágio pela tabela vigente.',
                  markersDecoration: true,
                },
                { text: 'Taxas de reentrega, TDE e TDA contra as ocorrências registradas.', markersDecoration: true },
                { text: 'CT-e em duplicidade e notas já pagas em outra fatura.', markersDecoration: true },
              ],
            },
            {
              title: 'Contestação',
              textNImage: {
                text: 'Cada divergência vira uma contestação com a memória de cálculo, enviada à transportadora pelo próprio portal. **R$ 2,6 milhões** já foram recuperados assim.',
                image: withAlt(illustrations.financeChart, 'Gráfico de valores recuperados'),
              },
            },
          ],
          conclusion: { text: 'Pague o frete devido, no valor combinado, com a prova anexada.' },
        },
      },
      {
        id: 'gestao-ocorrencias',
        title: 'Gestão de ocorrências',
        icon: TriangleAlert,
        category: 'Módulos',
        description:
          '<p>Ocorrências de todas as transportadoras traduzidas para um código único, com prazo de tratativa e alerta ao responsável.</p>',
        content: {
          section: {
            title: 'Gestão de ocorrências',
            text: 'Cada transportadora fala um idioma de ocorrência. O Confirma Fácil traduz **cerca de 100 milhões de ocorrências** já processadas para um padrão único.',
          },
          sections: [
            {
              title: 'Tratativas',
              items: [
                { text: 'Cliente ausente, endereço não localizado, recusa e avaria com fluxo próprio.' },
                { text: 'Prazo de resposta por tipo de ocorrência e escalonamento automático.' },
                { text: 'Histórico por nota fiscal para o SAC responder ao cliente.' },
              ],
            },
          ],
          conclusion: { text: 'Mais de 20 milhões de notas fiscais já tiveram a entrega acompanhada assim.' },
        },
      },
      {
        id: 'dashboards',
        title: 'Dashboards',
        icon: LayoutDashboard,
        category: 'Módulos',
        description:
          '<p>30+ dashboards prontos de prazo, custo e ocorrências, por transportadora, região, cliente e período.</p>',
        content: {
          section: {
            title: 'Dashboards',
            text: 'Mais de **30 dashboards** prontos para a reunião mensal com as transportadoras e para o dia a dia do SAC.',
            image: withAlt(illustrations.dashboard, 'Painel de indicadores de frete'),
          },
          sections: [
            {
              title: 'Indicadores mais usados',
              items: [
                { text: 'OTIF e lead time por transportadora e por UF de destino.', markersDecoration: true },
                { text: 'Custo de frete sobre faturamento, por canal e por cliente.', markersDecoration: true },
                { text: 'Ocorrências por motivo e tempo médio de tratativa.', markersDecoration: true },
              ],
            },
          ],
          conclusion: { text: 'Negocie tabelas e metas de nível de serviço com dados de todas as entregas.' },
        },
      },
      {
        id: 'integracoes',
        title: 'Integrações',
        icon: Plug,
        category: 'Módulos',
        description:
          '<p>Mais de 300 integrações prontas com transportadoras, ERPs e plataformas de e-commerce, por EDI, API ou arquivos.</p>',
        content: {
          section: {
            title: 'Integrações',
            text: 'Com **300+ integrações** prontas, a maior parte das transportadoras do seu mapa já conversa com o Confirma Fácil no primeiro dia.',
          },
          sections: [
            {
              title: 'Formatos suportados',
              items: [
                { text: 'EDI PROCEDA (NOTFIS, OCOREN, CONEMB, DOCCOB).' },
                { text: 'APIs REST das principais transportadoras e plataformas de e-commerce.' },
                { text: 'XML de NF-e e CT-e recebidos direto da SEFAZ ou do ERP.' },
              ],
            },
          ],
          conclusion: { text: 'Nova transportadora no mapa? A integração entra sem projeto de TI do seu lado.' },
        },
      },
    ],
  },
  resumeCards: [
    { icon: TrendingDown, description: '**Até 30% de redução no frete** com auditoria automática de cada CT-e.' },
    {
      icon: BadgeDollarSign,
      description: '**R$ 8 bilhões auditados** e **R$ 2,6 milhões recuperados** para nossos clientes.',
    },
    {
      icon: Receipt,
      description: 'Cerca de **100 milhões de ocorrências** e mais de **20 milhões de notas** processadas.',
    },
    { icon: LayoutDashboard, description: '**30+ dashboards** e **usuários ilimitados** no portal.' },
    { icon: Plug, description: '**300+ integrações** prontas com transportadoras, ERPs e e-commerces.' },
    { icon: Camera, description: 'Comprovante com **foto e geolocalização** enviado pelo app do motorista.' },
  ],
  meta: {
    title: 'Confirma Fácil — Gestão de Fretes',
    description:
      'Portal de confirmação de entrega e auditoria de frete: 30+ dashboards, usuários ilimitados, 300+ integrações e até 30% de redução no frete.',
  },
};
