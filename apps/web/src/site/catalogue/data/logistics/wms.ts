import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Boxes,
  ClipboardCheck,
  Cpu,
  FileSpreadsheet,
  Forklift,
  Gauge,
  History,
  LayoutGrid,
  PackageCheck,
  PackageSearch,
  Receipt,
  ScanBarcode,
  ScanLine,
  Tags,
  Timer,
  TrendingUp,
  Truck,
  Warehouse,
  Wrench,
} from 'lucide-react';
import { brand } from '@vitrine/shared/brand';
import { illustrations, withAlt } from '../../illustrations';
import { ORANGE_ON_NAVY } from '../../palette';
import type { LogisticsProduct } from '../../types';

export const wms: LogisticsProduct = {
  id: 'wms',
  heading: {
    title: 'WMS',
    subtitle: 'Gestão de armazéns do recebimento à expedição',
    description: `O WMS da ${brand.companyName} organiza cada endereço, cada tarefa e cada volume do seu centro de distribuição. Recebimento conferido por coletor, armazenagem guiada por regras, separação em ondas e expedição sem divergência: o estoque físico e o sistêmico passam a contar a mesma história.`,
    image: withAlt(illustrations.warehouse, 'Centro de distribuição com prateleiras endereçadas e caixas'),
  },
  featuresButtonLabel: 'Conheça os recursos',
  infoCards: [
    {
      image: ScanBarcode,
      title: 'Operação por coletor',
      description:
        'Cada movimentação é confirmada por leitura de código de barras ou RFID, eliminando digitação e papel no chão do armazém.',
    },
    {
      image: LayoutGrid,
      title: 'Endereçamento inteligente',
      description:
        'Regras por curva ABC, peso, validade e família de produto sugerem o melhor endereço para cada palete ou caixa.',
    },
    {
      image: Timer,
      title: 'Separação em ondas',
      description:
        'Pedidos agrupados por rota, transportadora ou janela de corte, com listas otimizadas que reduzem o deslocamento do operador.',
    },
    {
      image: Receipt,
      title: 'Cobrança de armazenagem',
      description:
        'Para operadores 3PL: contratos por cliente, tabelas de serviço e faturamento calculado a partir das movimentações reais.',
    },
    {
      image: Cpu,
      title: 'Pronto para automação',
      description:
        'Integração com sorters, transportadores, pick-to-light e AGVs, mantendo o WMS como cérebro de toda a operação.',
    },
  ],
  middleTexts: [
    'Armazém bem gerido não depende de memória.\nDepende de [[processo, rastreabilidade e dado confiável]] em cada endereço.',
    'Do caminhão que encosta na doca ao pedido que sai lacrado,\no WMS registra [[quem fez, o quê, onde e quando]].',
    'Com separação guiada e listas otimizadas,\nnossos clientes chegam a [[até 25% de produtividade a mais no picking]].',
  ],
  bannerCarousel: [
    {
      id: 'recebimento',
      tabName: 'Recebimento',
      image: withAlt(illustrations.truck, 'Caminhão descarregando na doca de recebimento'),
      title: 'Conferência cega por coletor, com bloqueio automático de divergências contra a nota fiscal',
    },
    {
      id: 'armazenagem',
      tabName: 'Armazenagem',
      image: withAlt(illustrations.warehouse, 'Porta-paletes com endereços identificados'),
      title: 'Endereço sugerido por regra: giro, peso, validade e compatibilidade de produtos',
    },
    {
      id: 'separacao',
      tabName: 'Separação',
      image: withAlt(illustrations.packages, 'Caixas separadas por pedido'),
      title: 'Ondas de separação por rota e janela de corte, com a lista na sequência dos corredores',
      titleColor: ORANGE_ON_NAVY,
    },
    {
      id: 'expedicao',
      tabName: 'Expedição',
      image: withAlt(illustrations.route, 'Rota de entrega saindo do armazém'),
      title: 'Carregamento conferido volume a volume, na sequência inversa das entregas',
    },
    {
      id: 'indicadores',
      tabName: 'Indicadores',
      image: withAlt(illustrations.dashboard, 'Painel de produtividade do armazém'),
      title: 'Ocupação, produtividade por operador e acuracidade de estoque em tempo real',
    },
  ],
  imageAndText: [
    {
      image: withAlt(illustrations.packages, 'Volumes etiquetados prontos para expedição'),
      text: 'Um armazém que **responde ao ritmo do comercial**.\nCampanhas, sazonalidade e picos de fim de mês deixam de ser [[surpresa operacional]].',
      cards: [
        {
          icon: Gauge,
          title: 'Capacidade visível',
          text: 'Ocupação por rua, nível e tipo de endereço antes de aceitar um novo recebimento.',
        },
        {
          icon: ClipboardCheck,
          title: 'Inventário sem parar',
          text: 'Contagens cíclicas por curva, sem fechar o armazém para o inventário geral.',
        },
        {
          icon: History,
          title: 'Lote e validade',
          text: 'FEFO e FIFO aplicados automaticamente, com rastreio de lote até o cliente final.',
        },
      ],
    },
    {
      image: withAlt(illustrations.gears, 'Engrenagens representando integração com automação'),
      text: 'Integrado ao seu ERP e às suas máquinas.\nPedidos, notas e retornos trafegam [[sem digitação e sem planilha paralela]].',
      cards: [
        {
          icon: FileSpreadsheet,
          title: 'ERP e fiscal',
          text: 'Pedidos, notas de entrada e faturamento sincronizados por API ou arquivos.',
        },
        {
          icon: Cpu,
          title: 'Automação',
          text: 'Sorters, esteiras e pick-to-light recebem ordens diretamente do WMS.',
        },
        {
          icon: Truck,
          title: 'Transporte',
          text: 'Romaneios e pré-notas enviados ao TMS para a contratação do frete.',
        },
      ],
    },
  ],
  modules: {
    tabOptions: [
      {
        id: 'Operação',
        tabName: 'Operação do armazém',
        description: 'Os fluxos físicos do CD: o que entra, onde fica, como sai e como se conta.',
      },
      {
        id: 'Módulos',
        tabName: 'Gestão e integrações',
        description: 'Cobrança, etiquetagem, materiais e a ponte com a automação do armazém.',
      },
    ],
    cards: [
      {
        id: 'recebimento',
        title: 'Recebimento',
        icon: ArrowDownToLine,
        category: 'Operação',
        description:
          '<p>Agendamento, conferência cega e tratamento de divergências contra a nota fiscal, com etiquetagem do palete ainda na doca.</p>',
        content: {
          section: {
            title: 'Recebimento',
            text: 'O recebimento é onde a acuracidade do estoque começa. O WMS confere **o que chegou contra o que foi comprado** antes de qualquer produto entrar no endereço.',
            image: withAlt(illustrations.truck, 'Caminhão na doca de recebimento'),
          },
          sections: [
            {
              title: 'Como funciona',
              items: [
                {
                  title: 'Pré-recebimento',
                  text: 'XML da nota ou pedido de compra importado antes da chegada do veículo.',
                  markersDecoration: true,
                },
                {
                  title: 'Conferência cega',
                  text: 'O conferente lê os itens sem ver a quantidade esperada; o sistema compara.',
                  markersDecoration: true,
                },
                {
                  title: 'Divergências',
                  text: 'Falta, sobra e avaria registradas com foto e bloqueio do saldo afetado.',
                  markersDecoration: true,
                },
              ],
            },
          ],
          conclusion: {
            text: 'Produto só entra no estoque depois de conferido: menos ajustes de inventário e menos disputa com fornecedores.',
          },
        },
      },
      {
        id: 'armazenagem',
        title: 'Armazenagem',
        icon: Warehouse,
        category: 'Operação',
        description:
          '<p>Endereçamento dirigido por regras de giro, peso, validade e compatibilidade, com tarefas distribuídas às empilhadeiras.</p>',
        content: {
          section: {
            title: 'Armazenagem',
            text: 'O WMS decide o endereço certo para cada unidade de armazenagem e **orienta o operador até ele**.',
          },
          sections: [
            {
              title: 'Regras de endereçamento',
              items: [
                { text: 'Produtos de curva A perto das docas e em níveis baixos.', markersDecoration: true },
                { text: 'Itens pesados nos níveis inferiores do porta-palete.', markersDecoration: true },
                { text: 'Segregação de químicos, alimentos e itens controlados.', markersDecoration: true },
              ],
            },
            {
              title: 'Tarefas de movimentação',
              textNImage: {
                text: 'As tarefas entram numa fila por prioridade e são enviadas ao coletor da empilhadeira mais próxima, reduzindo viagens vazias.',
                image: withAlt(illustrations.warehouse, 'Empilhadeira entre corredores do armazém'),
              },
            },
          ],
          conclusion: { text: 'Cada posição ocupada com critério: mais capacidade útil sem ampliar o prédio.' },
        },
      },
      {
        id: 'separacao',
        title: 'Separação',
        icon: PackageSearch,
        category: 'Operação',
        description:
          '<p>Picking por onda, lote, zona ou pedido, com rota otimizada pelo armazém. Clientes chegam a até 25% de produtividade a mais na separação.</p>',
        content: {
          section: {
            title: 'Separação (picking)',
            text: 'A separação concentra a maior parte da mão de obra de um CD. Por isso é onde o WMS entrega **até 25% de produtividade** a mais.',
            image: withAlt(illustrations.packages, 'Caixas sendo separadas por pedido'),
          },
          sections: [
            {
              title: 'Estratégias disponíveis',
              items: [
                { title: 'Por onda', text: 'Pedidos agrupados por rota ou horário de corte.', markersDecoration: true },
                {
                  title: 'Por zona',
                  text: 'Cada operador cuida de uma área e o pedido é consolidado.',
                  markersDecoration: true,
                },
                {
                  title: 'Por lote',
                  text: 'Vários pedidos separados de uma vez e divididos no packing.',
                  markersDecoration: true,
                },
              ],
            },
            {
              title: 'Benefícios do picking guiado',
              items: [
                { text: 'Sequência de endereços que evita voltar pelo mesmo corredor.' },
                { text: 'Leitura obrigatória do endereço e do produto: erro de separação bloqueado na hora.' },
                { text: 'Reabastecimento do picking disparado antes de o endereço zerar.' },
              ],
            },
          ],
          conclusion: { text: 'Menos passos por pedido, menos erros na casa do cliente e mais pedidos por hora.' },
        },
      },
      {
        id: 'expedicao',
        title: 'Expedição',
        icon: ArrowUpFromLine,
        category: 'Operação',
        description:
          '<p>Conferência de saída, montagem de carga por rota e emissão de romaneio, com cada volume vinculado ao veículo que o leva.</p>',
        content: {
          section: {
            title: 'Expedição',
            text: 'Na expedição o WMS garante que **cada volume embarque no veículo certo, na ordem certa**.',
          },
          sections: [
            {
              title: 'Etapas controladas',
              items: [
                {
                  title: 'Packing',
                  text: 'Conferência item a item e fechamento do volume com peso.',
                  markersDecoration: true,
                },
                {
                  title: 'Montagem de carga',
                  text: 'Volumes ordenados pela sequência inversa das entregas.',
                  markersDecoration: true,
                },
                {
                  title: 'Carregamento',
                  text: 'Leitura de cada volume na doca e bloqueio de volume trocado.',
                  markersDecoration: true,
                },
              ],
            },
          ],
          conclusion: { text: 'Carga conferida na doca é devolução evitada na rota.' },
        },
      },
      {
        id: 'inventario',
        title: 'Inventário',
        icon: ClipboardCheck,
        category: 'Operação',
        description:
          '<p>Inventário geral ou cíclico por curva ABC, com recontagem automática de divergências e ajuste aprovado por alçada.</p>',
        content: {
          section: {
            title: 'Inventário',
            text: 'Contar o estoque sem parar a operação: o WMS planeja **contagens cíclicas** e só bloqueia o endereço que está sendo contado.',
          },
          sections: [
            {
              title: 'Modalidades',
              items: [
                { text: 'Cíclico por curva ABC, com frequência definida por classe.', markersDecoration: true },
                { text: 'Por endereço, por produto ou por rua.', markersDecoration: true },
                { text: 'Geral, com congelamento de saldo e relatório de acuracidade.', markersDecoration: true },
              ],
            },
          ],
          conclusion: { text: 'Acuracidade medida toda semana, não uma vez por ano.' },
        },
      },
      {
        id: 'estoque',
        title: 'Estoque',
        icon: Boxes,
        category: 'Operação',
        description:
          '<p>Saldo por endereço, lote, validade e situação (disponível, bloqueado, avariado, em quarentena), consultável no coletor e no escritório.</p>',
        content: {
          section: {
            title: 'Estoque',
            text: 'Uma visão única do saldo físico, com **situação e motivo de cada bloqueio**.',
          },
          sections: [
            {
              title: 'O que o gestor enxerga',
              items: [
                { text: 'Saldo por endereço, lote, série e validade.' },
                { text: 'Produtos próximos do vencimento e sem giro.' },
                { text: 'Transferências entre armazéns e entre depositantes.' },
              ],
            },
          ],
          conclusion: { text: 'Comercial vende o que existe; o armazém entrega o que foi vendido.' },
        },
      },
      {
        id: 'rastreabilidade',
        title: 'Rastreabilidade',
        icon: History,
        category: 'Operação',
        description:
          '<p>Histórico completo de cada lote e número de série: da nota de entrada ao pedido e à nota de saída, com o operador de cada etapa.</p>',
        content: {
          section: {
            title: 'Rastreabilidade',
            text: 'Em um recall, a pergunta é **quais clientes receberam este lote?** O WMS responde em segundos.',
          },
          sections: [
            {
              title: 'Registros por movimentação',
              items: [
                { text: 'Operador, coletor, data, hora e endereço de origem e destino.', markersDecoration: true },
                { text: 'Lote, série e validade herdados do recebimento.', markersDecoration: true },
                { text: 'Vínculo com nota fiscal de entrada e de saída.', markersDecoration: true },
              ],
            },
          ],
          conclusion: { text: 'Atende às exigências de setores regulados, como alimentos, farmacêutico e autopeças.' },
        },
      },
      {
        id: 'etiquetas',
        title: 'Etiquetas',
        icon: Tags,
        category: 'Módulos',
        description:
          '<p>Editor de etiquetas para produto, palete, volume e transportadora, com impressão em ZPL e leiautes por cliente.</p>',
        content: {
          section: {
            title: 'Etiquetas',
            text: 'Cada cliente e cada transportadora pede um leiaute. O WMS **gera a etiqueta certa no momento certo**, sem retrabalho.',
          },
          sections: [
            {
              title: 'Tipos suportados',
              items: [
                { text: 'Identificação de palete (LPN) no recebimento.' },
                { text: 'Etiqueta de volume com código do pedido e da rota.' },
                { text: 'Leiautes de transportadoras e marketplaces.' },
              ],
            },
          ],
          conclusion: { text: 'Impressão direta em impressoras térmicas, por doca ou por estação de packing.' },
        },
      },
      {
        id: 'contratos',
        title: 'Contratos',
        icon: Receipt,
        category: 'Módulos',
        description:
          '<p>Gestão de contratos 3PL: tabelas de serviço por cliente, medição automática de armazenagem e movimentação e pré-fatura conferível.</p>',
        content: {
          section: {
            title: 'Contratos e cobrança 3PL',
            text: 'Para operadores logísticos, **serviço prestado e não cobrado é margem perdida**. O módulo transforma movimentações em faturamento.',
          },
          sections: [
            {
              title: 'O que é medido',
              items: [
                {
                  title: 'Armazenagem',
                  text: 'Por posição-palete, metro cúbico ou valor armazenado.',
                  markersDecoration: true,
                },
                {
                  title: 'Movimentação',
                  text: 'Recebimento, separação, etiquetagem e serviços extras.',
                  markersDecoration: true,
                },
                {
                  title: 'Mínimos contratuais',
                  text: 'Franquias e valores mínimos aplicados por período.',
                  markersDecoration: true,
                },
              ],
            },
          ],
          conclusion: { text: 'Pré-fatura com memória de cálculo: o cliente confere e aprova mais rápido.' },
        },
      },
      {
        id: 'materiais',
        title: 'Materiais',
        icon: Wrench,
        category: 'Módulos',
        description:
          '<p>Controle de embalagens, paletes e materiais de consumo do armazém, com baixa por operação e alerta de reposição.</p>',
        content: {
          section: {
            title: 'Materiais',
            text: 'Stretch, fitas, caixas e paletes também são estoque. O WMS **baixa o consumo por operação** e avisa antes de faltar.',
          },
          sections: [
            {
              title: 'Controles',
              items: [
                { text: 'Consumo padrão por tipo de volume e por cliente.' },
                { text: 'Saldo de paletes PBR emprestados a transportadoras.' },
                { text: 'Ponto de reposição e solicitação de compra.' },
              ],
            },
          ],
          conclusion: { text: 'Custo de embalagem apurado por pedido e por cliente.' },
        },
      },
      {
        id: 'integracao-automacao',
        title: 'Integração com automação',
        icon: Cpu,
        category: 'Módulos',
        description:
          '<p>Interface com sorters, esteiras, pick-to-light, put-to-wall, transelevadores e AGVs, com o WMS comandando as ordens.</p>',
        content: {
          section: {
            title: 'Integração com automação',
            text: 'Automação sem orquestração vira gargalo. O WMS **envia as ordens e recebe as confirmações** de cada equipamento.',
            image: withAlt(illustrations.gears, 'Engrenagens conectadas'),
          },
          sections: [
            {
              title: 'Equipamentos integrados',
              items: [
                { text: 'Sorters e esteiras com leitura de volume em linha.', markersDecoration: true },
                { text: 'Pick-to-light e put-to-wall para separação de alto volume.', markersDecoration: true },
                { text: 'AGVs, AMRs e transelevadores para movimentação de paletes.', markersDecoration: true },
              ],
            },
          ],
          conclusion: { text: 'Comece manual e automatize por etapas, sem trocar de WMS.' },
        },
      },
    ],
  },
  resumeCards: [
    {
      icon: TrendingUp,
      description: 'Até **25% mais produtividade** na separação com picking guiado e rotas otimizadas.',
    },
    {
      icon: PackageCheck,
      description: '**Conferência por leitura** em cada etapa: erro de separação bloqueado antes de sair.',
    },
    { icon: ScanLine, description: '**Rastreabilidade de lote e série** da nota de entrada até o cliente final.' },
    { icon: Receipt, description: '**Cobrança 3PL automática** a partir das movimentações reais de cada cliente.' },
    { icon: Forklift, description: 'Tarefas de empilhadeira em **fila por prioridade**, com menos viagens vazias.' },
  ],
  meta: {
    title: 'WMS — Gestão de Armazéns',
    description: `WMS da ${brand.companyName}: recebimento, armazenagem, separação com até 25% mais produtividade, expedição, inventário, rastreabilidade e cobrança 3PL.`,
  },
};
