/**
 * ERP — the enterprise management suite (docs/PRODUCT.md §9, "Catalogue content").
 * Content only: rendered by the solution page template. Two tabs: the ERP's own modules
 * ('Módulos') and the systems that plug into it ('Sistemas': HCM and CRM).
 */
import {
  BadgeCheck,
  Bot,
  Calculator,
  ChartPie,
  Coins,
  Factory,
  Handshake,
  Landmark,
  PackageSearch,
  RefreshCw,
  ShoppingCart,
  SlidersHorizontal,
  Users,
  Workflow,
  Wrench,
} from 'lucide-react';
import { yearsInBusiness } from '@vitrine/shared/brand';
import { illustrations, withAlt } from '../illustrations';
import type { Solution } from '../types';

export const erp: Solution = {
  id: 'erp',
  title: 'ERP',
  subtitle: 'A gestão da sua empresa integrada de ponta a ponta',
  description:
    'Um ERP brasileiro, feito para a realidade fiscal e tributária do país: finanças, controladoria, suprimentos, manufatura, vendas, serviços, qualidade, custos e orçamento em uma única base de dados, preparado para a Reforma Tributária e integrado às soluções de HCM e CRM.',
  infoCardsData: [
    {
      image: Workflow,
      title: 'Integração de processos',
      description:
        'Compras, estoque, produção, vendas, finanças e contabilidade compartilham a mesma informação: cada operação gera automaticamente os reflexos financeiros, fiscais e contábeis.',
    },
    {
      image: Bot,
      title: 'Automação',
      description:
        'Conciliação bancária, escrituração fiscal, lançamentos contábeis e aprovações por alçada acontecem sem digitação, reduzindo erros e liberando a equipe para analisar.',
    },
    {
      image: SlidersHorizontal,
      title: 'Personalização',
      description:
        'Campos, regras, fluxos de aprovação, relatórios e integrações configurados para o seu segmento, sem alterar o núcleo do sistema e sem perder as atualizações.',
    },
    {
      image: RefreshCw,
      title: 'Atualização e suporte',
      description: `Mudanças na legislação entregues antes dos prazos e um time de suporte especialista no seu negócio, com ${yearsInBusiness()} anos de experiência em sistemas de gestão.`,
    },
  ],
  infoCardsPerLineLg: 4,
  bannerData: {
    title: 'Preparado para a Reforma Tributária',
    bigText:
      'IBS, CBS e split payment calculados lado a lado com os tributos atuais durante toda a transição, sem planilhas paralelas.',
    image: withAlt(illustrations.gears, 'Engrenagens integradas representando os processos do ERP'),
  },
  tabOptions: [
    {
      id: 'Módulos',
      tabName: 'Módulos',
      description:
        'Os módulos do ERP cobrem da compra da matéria-prima ao fechamento contábil, e cada um pode ser contratado conforme a necessidade da empresa.',
    },
    {
      id: 'Sistemas',
      tabName: 'Sistemas',
      description:
        'Sistemas que se integram nativamente ao ERP para levar a mesma gestão às pessoas e ao relacionamento com os clientes.',
    },
  ],
  modulesCardsData: [
    // ——— Módulos ———
    {
      id: 'servicos',
      title: 'Serviços',
      icon: Wrench,
      description:
        'Contratos, ordens de serviço, medições, apontamento de horas e faturamento recorrente com emissão de NFS-e, para empresas que vendem serviços ou prestam assistência técnica.',
      category: 'Módulos',
      content: {
        section: {
          title: 'Do contrato à nota fiscal de serviço',
          text: 'Empresas de serviços vivem de contratos, prazos e horas bem apontadas. O módulo **Serviços** acompanha todo o ciclo, da proposta ao faturamento, e mostra a [[rentabilidade de cada contrato]] em tempo real.',
          image: withAlt(illustrations.documents, 'Contratos de serviço e notas fiscais organizados'),
        },
        sections: [
          {
            title: 'Gestão de contratos',
            items: [
              {
                title: 'Contratos recorrentes e por medição',
                text: 'Mensalidades, pacotes de horas, preço fixo ou medição por etapa, com reajustes automáticos por IPCA, IGP-M ou índice próprio.',
                markersDecoration: true,
              },
              {
                title: 'Acordos de nível de serviço',
                text: 'Prazos de atendimento e solução monitorados por contrato, com alertas antes de o SLA ser violado.',
                markersDecoration: true,
              },
              {
                title: 'Renovações e aditivos',
                text: 'Vencimentos acompanhados com antecedência e histórico de todas as alterações contratuais.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Ordens de serviço em campo',
            text: 'Abertura de chamados, agendamento de técnicos, check-in por geolocalização, fotos, assinatura do cliente e consumo de peças registrados pelo celular. As peças utilizadas baixam do estoque e entram no custo da ordem.',
          },
          {
            title: 'Faturamento sem atrasos',
            subtitle: 'NFS-e e retenções calculadas',
            text: 'Contratos e ordens encerradas geram a **NFS-e** no padrão nacional ou municipal, com retenções de ISS, INSS, IR, PIS, Cofins e CSLL calculadas conforme o serviço e o tomador. A cobrança segue direto para o contas a receber, com boleto ou PIX.',
          },
          {
            title: 'Projetos e alocação de equipes',
            text: 'Para serviços entregues como projeto, acompanhe fases, marcos, horas previstas e realizadas e a alocação de cada consultor ou técnico. O custo da equipe vem do HCM, e a margem do projeto é recalculada a cada apontamento aprovado.',
          },
        ],
        conclusion: {
          text: 'Nenhuma hora deixa de ser faturada e cada contrato mostra se está dando lucro ou prejuízo.',
        },
      },
    },
    {
      id: 'controladoria',
      title: 'Controladoria',
      icon: Calculator,
      description:
        'Contabilidade, Tributos e Patrimônio integrados: lançamentos automáticos, apuração de impostos, SPED, Reforma Tributária (IBS/CBS) e ativo imobilizado com depreciação.',
      category: 'Módulos',
      content: {
        section: {
          title: 'Números confiáveis para decidir e para declarar',
          text: 'A **Controladoria** reúne três frentes que precisam falar a mesma língua: **Contabilidade**, **Tributos** e **Patrimônio**. Como todas as operações do ERP já chegam classificadas, o fechamento mensal fica [[mais rápido e auditável]].',
          image: withAlt(illustrations.compliance, 'Conferência de lançamentos contábeis e obrigações fiscais'),
        },
        sections: [
          {
            title: 'Contabilidade',
            text: 'Plano de contas referencial, lançamentos automáticos a partir de compras, vendas, folha e finanças, conciliação de contas, consolidação de empresas do grupo e demonstrações em IFRS. A **ECD** e a **ECF** do SPED são geradas diretamente da escrituração, sem retrabalho.',
          },
          {
            title: 'Tributos',
            subtitle: 'Do regime atual à Reforma Tributária',
            items: [
              {
                title: 'Apuração dos tributos atuais',
                text: 'ICMS, ICMS-ST, DIFAL, IPI, PIS, Cofins e ISS apurados a partir dos documentos fiscais, com a EFD ICMS/IPI e a EFD-Contribuições prontas para transmissão.',
                markersDecoration: true,
              },
              {
                title: 'Reforma Tributária (IBS/CBS)',
                text: 'Cálculo do IBS, da CBS e do Imposto Seletivo em paralelo aos tributos atuais durante a transição de 2026 a 2033, com simulações do impacto na carga e nos créditos.',
                markersDecoration: true,
              },
              {
                title: 'Retenções e obrigações federais',
                text: 'EFD-Reinf e DCTFWeb alimentadas pelas retenções registradas nas notas de serviço e nos pagamentos.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Patrimônio',
            text: 'Cadastro do ativo imobilizado com plaquetas, localização e responsável, depreciação fiscal e societária em paralelo, controle do CIAP para créditos de ICMS, baixas, transferências e inventário patrimonial pelo celular com leitura de código de barras.',
          },
          {
            textNImage: {
              text: 'Um calendário de fechamento lista as tarefas de cada área, bloqueia períodos já encerrados e mostra o que ainda impede o fechamento do mês. Trilhas de auditoria registram quem lançou, alterou ou estornou cada valor.',
              image: withAlt(illustrations.dashboard, 'Calendário de fechamento contábil com tarefas concluídas'),
            },
          },
        ],
        conclusion: {
          text: 'Fechamentos em menos dias, obrigações entregues no prazo e uma empresa pronta para atravessar a transição tributária com segurança.',
        },
      },
    },
    {
      id: 'manufatura',
      title: 'Manufatura',
      icon: Factory,
      description:
        'Estruturas de produto, roteiros, MRP, programação com capacidade finita (APS), ordens de produção e apontamento no chão de fábrica com indicadores de OEE.',
      category: 'Módulos',
      content: {
        section: {
          title: 'Produção planejada, fábrica sob controle',
          text: 'O módulo **Manufatura** conecta a demanda de vendas à programação da fábrica. O planejamento calcula o que comprar e o que produzir, e o chão de fábrica informa em tempo real o que foi feito, com [[custo e rastreabilidade]] de cada ordem.',
          image: withAlt(illustrations.factory, 'Fábrica com linha de produção em operação'),
        },
        sections: [
          {
            title: 'Engenharia de produto',
            items: [
              {
                text: 'Estruturas de produto (BOM) com múltiplos níveis, alternativos, revisões e datas de validade.',
                markersDecoration: true,
              },
              {
                text: 'Roteiros de fabricação com operações, centros de trabalho, tempos de setup e de máquina.',
                markersDecoration: true,
              },
              {
                text: 'Produtos configuráveis, em que o pedido de venda define a estrutura a ser produzida.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'MRP e APS',
            subtitle: 'Do plano mestre à sequência de cada máquina',
            text: 'O **MRP** explode a necessidade de materiais a partir de pedidos, previsões e estoques de segurança e sugere ordens de compra e de produção. O **APS** programa as ordens com capacidade finita, respeitando turnos, gargalos e setups, e recalcula a sequência quando uma máquina para ou um pedido urgente entra.',
          },
          {
            title: 'Chão de fábrica',
            text: 'Operadores apontam início, fim, quantidades produzidas, refugos e paradas em terminais ou tablets. Os apontamentos alimentam o **OEE** de cada equipamento, o consumo real de materiais e as informações do **Bloco K** da EFD ICMS/IPI.',
          },
          {
            textNImage: {
              text: 'Lotes e números de série são rastreados da matéria-prima ao produto acabado, o que permite localizar em minutos todos os clientes afetados por um lote de insumo.',
              image: withAlt(illustrations.packages, 'Volumes etiquetados com lote e número de série'),
            },
          },
        ],
        conclusion: {
          text: 'Menos estoque parado, entregas no prazo prometido e uma fábrica que sabe exatamente quanto custa cada peça.',
        },
      },
    },
    {
      id: 'mercado',
      title: 'Mercado',
      icon: ShoppingCart,
      description:
        'Vendas e clientes em um só módulo: pedidos, tabelas de preço, política comercial, análise de crédito, emissão de NF-e, comissões e pós-venda integrados ao estoque e ao financeiro.',
      category: 'Módulos',
      content: {
        section: {
          title: 'Venda mais, com margem e sem risco',
          text: 'O módulo **Mercado** cuida de tudo o que envolve vendas e clientes. Do orçamento à entrega, cada pedido respeita a política comercial, passa pela [[análise de crédito]] e chega ao faturamento com os impostos calculados corretamente.',
          image: withAlt(illustrations.financeChart, 'Crescimento das vendas acompanhado em gráfico'),
        },
        sections: [
          {
            title: 'Gestão comercial',
            items: [
              {
                title: 'Tabelas de preço e descontos',
                text: 'Preços por região, canal, cliente ou volume, com limites de desconto por vendedor e aprovação quando a margem mínima não é atingida.',
                markersDecoration: true,
              },
              {
                title: 'Pedidos de vários canais',
                text: 'Pedidos digitados, vindos da força de vendas no aplicativo, do e-commerce ou de marketplaces entram no mesmo fluxo.',
                markersDecoration: true,
              },
              {
                title: 'Crédito e cobrança',
                text: 'Limite de crédito, títulos em atraso e consulta a birôs avaliados antes da liberação do pedido.',
                markersDecoration: true,
              },
              {
                title: 'Comissões',
                text: 'Regras por vendedor, produto e prazo, calculadas sobre o faturamento ou o recebimento.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Faturamento fiscal correto',
            text: 'Emissão de **NF-e** e **NFC-e** com cálculo de ICMS, ICMS-ST, DIFAL, IPI, PIS e Cofins e, na transição, do IBS e da CBS, conforme a operação e o destino. Devoluções, remessas e bonificações seguem regras fiscais próprias sem depender do conhecimento de cada operador.',
          },
          {
            title: 'Conheça seus clientes',
            text: 'Histórico de compras, curva ABC, frequência e ticket médio por cliente ajudam a equipe comercial a identificar quem está comprando menos e onde há espaço para vender mais. Com o CRM integrado, oportunidades ganhas viram pedidos sem redigitação.',
          },
          {
            textNImage: {
              text: 'No pós-venda, trocas, devoluções e garantias são registradas com o motivo de cada ocorrência, geram a nota fiscal de entrada correta e voltam ao estoque ou à análise da qualidade, enquanto a área comercial acompanha os clientes com mais reclamações.',
              image: withAlt(illustrations.packages, 'Volumes devolvidos identificados para análise'),
            },
          },
        ],
        conclusion: {
          text: 'Uma operação comercial ágil, que vende com a margem certa e fatura sem erros fiscais.',
        },
      },
    },
    {
      id: 'financas',
      title: 'Finanças',
      icon: Landmark,
      description:
        'Contas a pagar e a receber, fluxo de caixa, conciliação bancária automática, cobrança por PIX e boleto, integração via Open Finance e APIs bancárias e gestão de empréstimos.',
      category: 'Módulos',
      content: {
        section: {
          title: 'O caixa da empresa em tempo real',
          text: 'O módulo **Finanças** recebe automaticamente os títulos gerados por compras, vendas, serviços e folha e mostra a posição de caixa atualizada a cada movimento. Com a [[conciliação bancária automática]], o tesoureiro deixa de conferir extratos linha a linha.',
          image: withAlt(illustrations.financeChart, 'Fluxo de caixa projetado e realizado'),
        },
        sections: [
          {
            title: 'Pagamentos e recebimentos',
            items: [
              {
                title: 'Contas a pagar',
                text: 'Captura de boletos pelo DDA, aprovação por alçada e remessa de pagamentos por CNAB ou API, com agendamento por data e prioridade.',
                markersDecoration: true,
              },
              {
                title: 'Contas a receber',
                text: 'Cobrança por boleto, boleto híbrido com QR Code e PIX, baixa automática dos recebimentos e régua de cobrança por e-mail e WhatsApp.',
                markersDecoration: true,
              },
              {
                title: 'Conciliação bancária',
                text: 'Extratos importados via Open Finance ou API do banco e conciliados por regras, com as exceções apresentadas para análise.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Fluxo de caixa e tesouraria',
            text: 'Projeção diária, semanal e mensal com base em títulos, pedidos e contratos, saldos consolidados de todas as contas, controle de aplicações, empréstimos e financiamentos com cálculo de juros e variação cambial.',
          },
          {
            title: 'Pronto para o split payment',
            text: 'Com a Reforma Tributária, parte do IBS e da CBS passará a ser recolhida no momento do pagamento. O módulo separa o valor líquido do tributo retido e projeta o efeito do **split payment** no capital de giro, para que a empresa se prepare com antecedência.',
          },
          {
            textNImage: {
              text: 'Indicadores de prazo médio de recebimento e de pagamento, inadimplência por carteira e necessidade de capital de giro ficam disponíveis para a diretoria financeira sem montar relatórios à mão.',
              image: withAlt(illustrations.dashboard, 'Indicadores financeiros em painel'),
            },
          },
        ],
        conclusion: {
          text: 'Previsibilidade de caixa, menos tarefas manuais e decisões financeiras tomadas com dados do dia.',
        },
      },
    },
    {
      id: 'suprimentos',
      title: 'Suprimentos',
      icon: PackageSearch,
      description:
        'Requisições, cotações, pedidos de compra com aprovação por alçada, contratos com fornecedores, recebimento pelo XML da NF-e e gestão de estoques com ponto de reposição.',
      category: 'Módulos',
      content: {
        section: {
          title: 'Compre melhor e mantenha o estoque certo',
          text: 'O módulo **Suprimentos** organiza compras e estoques com regras claras: quem pode pedir, quem aprova, de quem comprar e quanto manter. O resultado é um processo de compras [[transparente, rastreável e econômico]].',
          image: withAlt(illustrations.warehouse, 'Almoxarifado com prateleiras organizadas'),
        },
        sections: [
          {
            title: 'Processo de compras',
            items: [
              {
                text: 'Requisições de materiais e serviços com centro de custo e aprovação conforme valor e categoria.',
                markersDecoration: true,
              },
              {
                text: 'Cotações enviadas a vários fornecedores pelo portal, com mapa comparativo de preço, prazo e condição de pagamento.',
                markersDecoration: true,
              },
              {
                text: 'Contratos e acordos de fornecimento com saldo, preço negociado e vigência controlados.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Recebimento fiscal automatizado',
            text: 'O XML da **NF-e** é capturado na SEFAZ com a manifestação do destinatário e confrontado com o pedido de compra: quantidades, preços, impostos e CFOP divergentes são sinalizados antes da entrada. Créditos de ICMS, IPI, PIS e Cofins, e na transição de IBS e CBS, são registrados automaticamente.',
          },
          {
            title: 'Estoques sob controle',
            text: 'Saldos por depósito, lote e validade, ponto de reposição, estoque mínimo e máximo, curva ABC e inventários rotativos. Quando combinado ao WMS, o ERP conversa com o armazém em tempo real.',
          },
          {
            title: 'Portal do fornecedor',
            text: 'Fornecedores respondem cotações, confirmam pedidos, informam previsões de entrega e enviam documentos de homologação, como certidões e licenças, em um portal próprio. Avaliações de prazo, preço e qualidade compõem o ranking usado nas próximas compras.',
          },
        ],
        conclusion: {
          text: 'Compras negociadas com base em dados e um estoque que não falta nem sobra.',
        },
      },
    },
    {
      id: 'qualidade',
      title: 'Qualidade',
      icon: BadgeCheck,
      description:
        'Inspeções no recebimento, no processo e no produto final, não conformidades com ações corretivas, calibração de instrumentos e documentos para sistemas ISO 9001.',
      category: 'Módulos',
      content: {
        section: {
          title: 'Qualidade integrada à operação',
          text: 'No módulo **Qualidade**, as inspeções fazem parte do fluxo de compras e de produção: um lote reprovado não chega ao estoque disponível nem à expedição. Cada desvio vira um registro com [[causa, ação e responsável]].',
          image: withAlt(illustrations.compliance, 'Checklist de inspeção com itens aprovados'),
        },
        sections: [
          {
            title: 'Inspeções',
            items: [
              {
                title: 'Recebimento',
                text: 'Planos de amostragem por material e fornecedor, com liberação, reprovação ou aprovação condicional do lote.',
                markersDecoration: true,
              },
              {
                title: 'Processo e produto final',
                text: 'Características e tolerâncias verificadas nas operações do roteiro, com registro dos resultados e gráficos de controle estatístico.',
                markersDecoration: true,
              },
              {
                title: 'Certificados de qualidade',
                text: 'Emissão do certificado de análise do lote para o cliente, com os resultados das inspeções realizadas.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Não conformidades e ações corretivas',
            text: 'Registre não conformidades internas, de fornecedores ou reclamações de clientes, investigue com ferramentas como Ishikawa, 5 porquês e **8D** e acompanhe as ações até a verificação da eficácia. O índice de qualidade de cada fornecedor alimenta as próximas decisões de compra.',
          },
          {
            title: 'Sistema de gestão',
            text: 'Controle de documentos com revisões e aprovações, calibração de instrumentos de medição com vencimentos e certificados, e evidências organizadas para auditorias de **ISO 9001** e de clientes.',
          },
          {
            textNImage: {
              text: 'Painéis de índice de rejeição por fornecedor, produto e linha, custo da não qualidade e eficácia das ações corretivas mostram onde investir para melhorar.',
              image: withAlt(illustrations.analytics, 'Tendência de queda no índice de rejeição'),
            },
          },
        ],
        conclusion: {
          text: 'Menos retrabalho, menos devoluções e clientes que confiam no que recebem.',
        },
      },
    },
    {
      id: 'custos',
      title: 'Custos',
      icon: Coins,
      description:
        'Custo médio, padrão e real por absorção, custeio variável com margem de contribuição, rateios de despesas indiretas e formação de preço com a carga tributária correta.',
      category: 'Módulos',
      content: {
        section: {
          title: 'Saiba quanto custa e quanto rende cada produto',
          text: 'O módulo **Custos** usa os dados reais de compras, produção, folha e despesas para calcular o custo de cada produto e serviço. Com margens confiáveis, a empresa sabe [[onde ganha e onde perde dinheiro]].',
          image: withAlt(illustrations.analytics, 'Análise de margem por produto'),
        },
        sections: [
          {
            title: 'Métodos de custeio',
            items: [
              {
                title: 'Custeio por absorção',
                text: 'Custo médio ou real, atendendo à legislação fiscal e à avaliação de estoques para o balanço.',
                markersDecoration: true,
              },
              {
                title: 'Custo padrão',
                text: 'Custos de referência comparados com o realizado, com análise das variações de preço, eficiência e volume.',
                markersDecoration: true,
              },
              {
                title: 'Custeio variável',
                text: 'Margem de contribuição por produto, cliente, canal e região para decisões comerciais.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Rateios e custos indiretos',
            text: 'Despesas de energia, manutenção, supervisão e áreas de apoio distribuídas por critérios como horas-máquina, área ocupada ou quantidade produzida. Os rateios são refeitos automaticamente a cada fechamento.',
          },
          {
            title: 'Formação de preço',
            text: 'Calcule o preço de venda a partir do custo, das despesas, da margem desejada e dos tributos de cada operação. Simule o efeito da Reforma Tributária sobre o preço, considerando o fim da cumulatividade e os novos créditos de IBS e CBS.',
          },
          {
            textNImage: {
              text: 'Relatórios de rentabilidade por produto, cliente e canal cruzam custo e faturamento real e apontam os itens que vendem muito, mas deixam pouca margem.',
              image: withAlt(illustrations.financeChart, 'Rentabilidade por produto em gráfico de barras'),
            },
          },
        ],
        conclusion: {
          text: 'Preços competitivos, margens protegidas e um mix de produtos definido por números, não por intuição.',
        },
      },
    },
    {
      id: 'planejamento-orcamentario',
      title: 'Planejamento Orçamentário',
      icon: ChartPie,
      description:
        'Orçamento anual e rolling forecast por centro de custo, premissas e cenários, fluxo de aprovação e acompanhamento do orçado contra o realizado direto dos dados do ERP.',
      category: 'Módulos',
      content: {
        section: {
          title: 'Da planilha ao orçamento colaborativo',
          text: 'O **Planejamento Orçamentário** substitui dezenas de planilhas trocadas por e-mail por um processo único. Cada gestor preenche o orçamento da sua área, a controladoria consolida e a diretoria aprova, com [[versões e premissas registradas]].',
          image: withAlt(illustrations.dashboard, 'Painel de orçamento por centro de custo'),
        },
        sections: [
          {
            title: 'Como o orçamento é construído',
            items: [
              {
                text: 'Premissas globais, como inflação, câmbio, reajustes salariais e volumes de venda, aplicadas a todas as áreas.',
                markersDecoration: true,
              },
              {
                text: 'Orçamento de receitas, custos, despesas, investimentos e quadro de pessoal por centro de custo e conta contábil.',
                markersDecoration: true,
              },
              {
                text: 'Cenários otimista, realista e conservador comparados antes da aprovação final.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Orçado x realizado',
            subtitle: 'Sem exportações nem conciliações manuais',
            text: 'Como o realizado vem da própria contabilidade do ERP, a comparação fica disponível assim que o mês fecha, com desvios destacados e justificativas registradas pelos responsáveis. A DRE, o balanço e o fluxo de caixa projetados são gerados a partir do orçamento aprovado.',
          },
          {
            title: 'Rolling forecast',
            text: 'Revise a projeção mês a mês sem perder o orçamento original, mantendo a visão dos próximos doze meses sempre atualizada diante das mudanças do mercado.',
          },
          {
            textNImage: {
              text: 'O orçamento de pessoal chega pronto do Planejamento de Pessoal do HCM, com salários, encargos e benefícios projetados, e os investimentos aprovados viram compromissos controlados em Suprimentos.',
              image: withAlt(illustrations.gears, 'Engrenagens conectando orçamento, HCM e compras'),
            },
          },
        ],
        conclusion: {
          text: 'Um orçamento construído em conjunto, acompanhado de perto e usado de verdade na gestão.',
        },
      },
    },

    // ——— Sistemas ———
    {
      id: 'hcm',
      title: 'HCM',
      icon: Users,
      description:
        'A suíte HCM de gestão de pessoas integrada nativamente ao ERP: folha contabilizada, provisões, pagamentos e orçamento de pessoal fluindo sem exportações.',
      category: 'Sistemas',
      content: {
        section: {
          title: 'Pessoas e gestão na mesma base',
          text: 'O **HCM** cuida de todo o ciclo do colaborador, do recrutamento à folha, e se conecta ao ERP de forma nativa. A [[integração com a suíte HCM]] elimina arquivos de exportação, conferências manuais e diferenças entre o RH e a controladoria.',
          image: withAlt(illustrations.people, 'Colaboradores conectados à gestão da empresa'),
        },
        sections: [
          {
            title: 'O que flui entre o HCM e o ERP',
            items: [
              {
                title: 'Contabilização da folha',
                text: 'Salários, encargos, benefícios e provisões de férias e 13º lançados por centro de custo na contabilidade.',
                markersDecoration: true,
              },
              {
                title: 'Pagamentos',
                text: 'Líquidos da folha, guias do FGTS Digital e DARF da DCTFWeb enviados ao contas a pagar com os vencimentos corretos.',
                markersDecoration: true,
              },
              {
                title: 'Orçamento de pessoal',
                text: 'O quadro planejado no HCM alimenta o Planejamento Orçamentário, e o realizado volta para o acompanhamento mensal.',
                markersDecoration: true,
              },
              {
                title: 'Cadastros compartilhados',
                text: 'Empresas, filiais, centros de custo e estrutura organizacional mantidos uma única vez.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Uma suíte completa de gestão de pessoas',
            text: 'Folha, Ponto, Departamento Pessoal, Saúde e Segurança, Recrutamento, Admissão Digital, Desempenho, Carreira, Remuneração, Aprendizagem e o App do colaborador, com eSocial e legislação trabalhista sempre em dia. Conheça todos os módulos na página do HCM.',
          },
          {
            textNImage: {
              text: 'Com o custo de pessoal integrado ao módulo de Custos, o esforço da mão de obra entra corretamente no custo dos produtos e dos contratos de serviço.',
              image: withAlt(illustrations.gears, 'Engrenagens do HCM e do ERP girando juntas'),
            },
          },
        ],
        conclusion: {
          text: 'RH e finanças trabalhando com os mesmos números, do primeiro dia de cada competência ao fechamento contábil.',
        },
      },
    },
    {
      id: 'crm',
      title: 'CRM',
      icon: Handshake,
      description:
        'CRM com funil de vendas, gestão de leads e oportunidades, propostas, automação de marketing e atendimento omnichannel, integrado ao ERP e adaptado a cada setor.',
      category: 'Sistemas',
      content: {
        section: {
          title: 'Relacionamento que vira resultado',
          text: 'O **CRM** organiza cada contato com prospects e clientes, do primeiro interesse ao pós-venda. Vendedores, marketing e atendimento enxergam o mesmo histórico, e as oportunidades ganhas viram [[pedidos no ERP sem redigitação]].',
          image: withAlt(illustrations.team, 'Equipe comercial acompanhando o relacionamento com clientes'),
        },
        sections: [
          {
            title: 'Funcionalidades',
            items: [
              {
                title: 'Pipeline de vendas',
                text: 'Funil visual com etapas configuráveis, probabilidade de fechamento e previsão de receita por vendedor e equipe.',
                markersDecoration: true,
              },
              {
                title: 'Leads e oportunidades',
                text: 'Captura de leads de formulários, redes sociais e eventos, com pontuação e distribuição automática para os vendedores.',
                markersDecoration: true,
              },
              {
                title: 'Propostas e agenda',
                text: 'Propostas geradas com preços e condições do ERP, agenda de visitas e tarefas e registro de ligações e e-mails.',
                markersDecoration: true,
              },
              {
                title: 'Automação de marketing',
                text: 'Campanhas segmentadas por e-mail e WhatsApp, com jornadas de nutrição e métricas de conversão.',
                markersDecoration: true,
              },
              {
                title: 'Atendimento omnichannel',
                text: 'Chamados de telefone, e-mail, chat e WhatsApp em uma fila única, com SLA e pesquisa de satisfação.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Benefícios',
            items: [
              {
                text: 'Previsão de vendas confiável, baseada no funil real e não em estimativas.',
                markersDecoration: true,
              },
              {
                text: 'Ciclo de vendas mais curto, com follow-ups automáticos e nenhuma oportunidade esquecida.',
                markersDecoration: true,
              },
              {
                text: 'Mais retenção e recompra, com visão completa do histórico de cada cliente, inclusive financeiro e fiscal.',
                markersDecoration: true,
              },
              {
                text: 'Dados de clientes tratados conforme a LGPD, com registro de consentimento e preferências de contato.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Setores atendidos',
            subtitle: 'Configurações prontas para a realidade de cada mercado',
            text: 'O CRM é utilizado por empresas de **varejo**, **indústria**, **saúde**, **finanças**, **educação**, **TI**, **construção**, **turismo**, **telecom**, **energia**, **serviços profissionais**, **logística**, **mídia**, **agronegócio** e **food service**. Em cada setor, funis, campos e indicadores partem de modelos que refletem o processo comercial típico, como matrículas na educação, safras no agronegócio ou contratos recorrentes em telecom.',
          },
          {
            textNImage: {
              text: 'Integrado ao ERP, o CRM consulta estoque, preços, limite de crédito e títulos em aberto do cliente durante a negociação, e o pedido gerado segue direto para o faturamento.',
              image: withAlt(illustrations.gears, 'Engrenagens ligando o CRM ao ERP'),
            },
          },
        ],
        conclusion: {
          text: 'Um relacionamento com o cliente organizado, mensurável e integrado à operação, qualquer que seja o seu setor.',
        },
      },
    },
  ],
  meta: {
    title: 'ERP: sistema de gestão empresarial integrado | Alvorada Sistemas',
    description:
      'ERP da Alvorada Sistemas: finanças, controladoria, tributos, Reforma Tributária (IBS/CBS), suprimentos, manufatura, vendas, serviços, qualidade, custos e orçamento, integrado ao HCM e ao CRM.',
  },
};
