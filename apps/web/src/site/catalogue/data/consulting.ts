/**
 * The eight consulting services (docs/PRODUCT.md §2: Software Factory, Finance
 * Administration, Predictive and Prescriptive Analysis, Deep Scanner, People and
 * Management, Management Indicators, Process Redesign and Automation, Supply Chain).
 * Descriptions are marked text (types.ts): blank lines separate paragraphs.
 */
import { ChartNoAxesCombined, Code2, Gauge, Landmark, ScanSearch, Users, Workflow, Network } from 'lucide-react';
import { yearsInBusiness } from '@vitrine/shared/brand';
import { illustrations, withAlt } from '../illustrations';
import type { ConsultingService } from '../types';

export const consulting: ConsultingService[] = [
  {
    id: 'fabrica-de-software',
    title: 'Fábrica de Software',
    englishName: 'Software Factory',
    subtitle: 'Squads dedicados para construir o software que o seu negócio não encontra pronto.',
    icon: Code2,
    image: withAlt(illustrations.code, 'Janela de código-fonte representando a Fábrica de Software'),
    description: `Nem todo processo cabe em um produto de prateleira. A **Fábrica de Software** da Alvorada monta squads com analista de negócios, desenvolvedores, QA e UX para construir integrações, portais, aplicativos e extensões dos seus sistemas de gestão, com entregas quinzenais e backlog priorizado junto com a sua equipe.

Trabalhamos com escopo fechado para projetos de requisitos estáveis e com alocação por capacidade para produtos em evolução contínua. Em ambos os modelos, o código é seu: repositório na sua organização, documentação técnica, testes automatizados e pipeline de publicação entregues junto com cada versão.

Como conhecemos por dentro os ERPs, HCMs e sistemas de logística que nossos clientes usam, o squad começa já falando a língua das suas regras fiscais, trabalhistas e operacionais — e isso encurta a fase de descoberta em semanas.`,
    deliverables: [
      'Squad multidisciplinar com cerimônias ágeis e relatório de avanço a cada sprint',
      'Integrações via API e mensageria com ERP, HCM, WMS e TMS',
      'Aplicativos web e mobile com testes automatizados e pipeline de CI/CD',
      'Transferência de conhecimento e documentação para a sua equipe de TI',
    ],
  },
  {
    id: 'administracao-financeira',
    title: 'Administração Financeira',
    englishName: 'Finance Administration',
    subtitle: 'Caixa previsível, custos sob controle e fechamento contábil sem sustos.',
    icon: Landmark,
    image: withAlt(
      illustrations.financeChart,
      'Gráfico financeiro em crescimento representando a Administração Financeira',
    ),
    description: `Empresas que crescem rápido costumam descobrir tarde que o faturamento subiu e o caixa não acompanhou. A consultoria de **Administração Financeira** revisa de ponta a ponta o ciclo financeiro: prazos de recebimento e pagamento, política de crédito, capital de giro, estrutura de custos e rotina de fechamento.

O diagnóstico inicial cruza os dados do seu ERP com extratos bancários e relatórios gerenciais para mostrar onde o dinheiro fica parado. A partir dele, desenhamos o fluxo de caixa projetado de 13 semanas, a matriz de aprovação de despesas e os indicadores que a diretoria passa a acompanhar mensalmente.

A implantação é feita lado a lado com a controladoria: parametrizamos conciliação bancária automática, centros de custo e rateios no sistema, e treinamos a equipe para que o novo modelo continue de pé depois que o projeto termina.`,
    deliverables: [
      'Diagnóstico do ciclo financeiro e do capital de giro',
      'Fluxo de caixa projetado de 13 semanas com cenários',
      'Revisão de centros de custo, rateios e política de aprovação',
      'Fechamento mensal com calendário, responsáveis e prazos definidos',
    ],
  },
  {
    id: 'analise-preditiva-e-prescritiva',
    title: 'Análise Preditiva e Prescritiva',
    englishName: 'Predictive and Prescriptive Analysis',
    subtitle: 'Modelos que antecipam a demanda e recomendam a melhor decisão.',
    icon: ChartNoAxesCombined,
    image: withAlt(illustrations.analytics, 'Linha de tendência com previsão representando a Análise Preditiva'),
    description: `Relatórios contam o que já aconteceu; a **Análise Preditiva** estima o que vai acontecer e a **Análise Prescritiva** indica o que fazer a respeito. Aplicamos estatística e aprendizado de máquina aos dados que a sua empresa já produz para prever demanda, risco de inadimplência, rotatividade de pessoas, ruptura de estoque ou atraso de entregas.

Cada projeto parte de uma pergunta de negócio com valor mensurável — por exemplo, quanto custa hoje um erro de previsão de vendas de 10%. Construímos o modelo, validamos com dados históricos que ele não conheceu e só então o colocamos em produção, com monitoramento de acurácia para detectar quando o comportamento do mercado muda.

Na etapa prescritiva, modelos de otimização transformam a previsão em recomendação: quanto comprar, quanto produzir, onde posicionar o estoque ou qual cliente priorizar na cobrança — respeitando as restrições reais de capacidade, orçamento e nível de serviço.`,
    deliverables: [
      'Mapeamento de casos de uso com estimativa de retorno financeiro',
      'Modelos preditivos validados com dados históricos da empresa',
      'Otimização prescritiva com as restrições reais da operação',
      'Monitoramento de acurácia e rotina de retreinamento em produção',
    ],
  },
  {
    id: 'deep-scanner',
    title: 'Deep Scanner',
    englishName: 'Deep Scanner',
    subtitle: 'Uma varredura completa dos seus sistemas, dados e processos em poucas semanas.',
    icon: ScanSearch,
    image: illustrations.scanner,
    description: `O **Deep Scanner** é o nosso diagnóstico de profundidade: em quatro a seis semanas, uma equipe sênior examina a arquitetura de sistemas, a qualidade dos dados, as integrações, a segurança de acesso e os processos críticos da empresa, e devolve um retrato objetivo de onde estão os riscos e as oportunidades.

A varredura combina entrevistas com as áreas, leitura de bases e logs, análise de parametrizações do ERP e do HCM e testes de consistência entre sistemas — por exemplo, notas fiscais sem título financeiro, cadastros duplicados de clientes ou colaboradores ativos sem acesso revogado após desligamento.

O resultado é um relatório executivo com achados classificados por impacto e esforço, e um roteiro de 90 dias com as correções de maior retorno. É o ponto de partida ideal antes de uma troca de sistema, uma auditoria, uma fusão ou um novo ciclo de planejamento estratégico.`,
    deliverables: [
      'Inventário de sistemas, integrações e fluxos de dados',
      'Testes de consistência entre bases com evidências dos achados',
      'Matriz de riscos classificada por impacto e esforço',
      'Roteiro de 90 dias com as ações de maior retorno',
    ],
  },
  {
    id: 'pessoas-e-gestao',
    title: 'Pessoas e Gestão',
    englishName: 'People and Management',
    subtitle: 'Estrutura, papéis e lideranças preparados para a próxima fase da empresa.',
    icon: Users,
    image: withAlt(illustrations.people, 'Pessoas de uma equipe representando a consultoria de Pessoas e Gestão'),
    description: `Estratégia nenhuma se sustenta sem as pessoas certas nos papéis certos. A consultoria de **Pessoas e Gestão** revisa estrutura organizacional, cargos e salários, modelo de competências e o ritual de gestão das lideranças, com base no que a empresa precisa entregar nos próximos anos.

Começamos pelo desenho organizacional — níveis, amplitude de controle, responsabilidades sobrepostas — e seguimos para a arquitetura de cargos, trilhas de carreira e a política de remuneração alinhada a pesquisas de mercado. Quando a empresa já usa o nosso HCM, tudo é parametrizado diretamente no sistema.

A parte mais importante é a adoção: formamos os gestores para conduzir avaliações de desempenho, conversas de feedback e planos de desenvolvimento, e acompanhamos os primeiros ciclos até que a rotina se torne natural para as equipes.`,
    deliverables: [
      'Desenho organizacional com papéis e responsabilidades claros',
      'Plano de cargos, salários e trilhas de carreira',
      'Modelo de competências e ciclo de avaliação de desempenho',
      'Formação de lideranças e acompanhamento dos primeiros ciclos',
    ],
  },
  {
    id: 'indicadores-de-gestao',
    title: 'Indicadores de Gestão',
    englishName: 'Management Indicators',
    subtitle: 'Poucos indicadores, bem definidos, acompanhados no ritmo certo.',
    icon: Gauge,
    image: withAlt(
      illustrations.dashboard,
      'Painel com indicadores representando a consultoria de Indicadores de Gestão',
    ),
    description: `Muitas empresas têm dezenas de relatórios e nenhuma resposta rápida para a pergunta "estamos indo bem?". A consultoria de **Indicadores de Gestão** define, com a diretoria, o conjunto enxuto de KPIs que traduz a estratégia em metas para cada área — financeiro, comercial, operações, logística e pessoas.

Cada indicador ganha uma ficha técnica: fórmula, fonte de dados, responsável, frequência de atualização, meta e faixa de tolerância. Assim, o número que aparece no painel do diretor é o mesmo que o analista calcula, e as discussões deixam de ser sobre a planilha certa para serem sobre a decisão certa.

Em seguida, construímos os painéis conectados aos sistemas de origem e implantamos o ritual de acompanhamento: reuniões mensais de resultado, análise de causa para desvios e planos de ação com prazo e dono.`,
    deliverables: [
      'Mapa estratégico com os indicadores de cada área',
      'Ficha técnica por indicador: fórmula, fonte, meta e responsável',
      'Painéis gerenciais conectados aos sistemas de origem',
      'Ritual de reuniões de resultado e gestão de planos de ação',
    ],
  },
  {
    id: 'redesenho-e-automacao-de-processos',
    title: 'Redesenho e Automação de Processos',
    englishName: 'Process Redesign and Automation',
    subtitle: 'Menos etapas manuais, menos retrabalho e prazos que a empresa consegue cumprir.',
    icon: Workflow,
    image: withAlt(illustrations.gears, 'Engrenagens integradas representando o Redesenho e Automação de Processos'),
    description: `Automatizar um processo ruim só faz o erro acontecer mais rápido. Por isso, o **Redesenho e Automação de Processos** começa mapeando como o trabalho realmente acontece hoje — do pedido ao faturamento, da requisição à compra, da admissão ao primeiro salário — medindo tempos, filas, retrabalhos e pontos de aprovação.

Com o processo atual visível, redesenhamos o fluxo futuro eliminando etapas que não agregam valor, padronizando regras de decisão e definindo o que deve ser feito por pessoas e o que pode ser executado por sistemas. Só então entram workflows no ERP, robôs de RPA, integrações e validações automáticas.

Cada automação é entregue com indicador de antes e depois — tempo de ciclo, custo por transação, taxa de erro — para que o ganho seja comprovado e não apenas prometido.`,
    deliverables: [
      'Mapeamento do processo atual com tempos, filas e retrabalhos',
      'Desenho do processo futuro e regras de decisão padronizadas',
      'Workflows, integrações e robôs de RPA em produção',
      'Medição de ganhos: tempo de ciclo, custo por transação e erros',
    ],
  },
  {
    id: 'supply-chain',
    title: 'Supply Chain',
    englishName: 'Supply Chain',
    subtitle: 'Do fornecedor ao cliente final, uma cadeia planejada e integrada.',
    icon: Network,
    image: withAlt(illustrations.route, 'Mapa com rota entre pontos representando a cadeia de suprimentos'),
    description: `A consultoria de **Supply Chain** une ${yearsInBusiness()} anos de experiência em sistemas de logística a uma visão de negócio: planejamento de demanda, política de estoques, compras, armazenagem, transporte e atendimento ao cliente tratados como uma única cadeia, e não como áreas que disputam metas entre si.

Avaliamos a malha logística — número e localização de centros de distribuição, modais, contratos de frete — e o processo de S&OP, que conecta as previsões comerciais à capacidade de produção e de entrega. O resultado é um plano com metas de nível de serviço, giro de estoque e custo logístico por pedido.

Quando a solução passa por tecnologia, indicamos e implantamos o que faz sentido entre WMS, TMS, roteirizador e torre de controle, sempre com o objetivo de dar visibilidade ponta a ponta e reduzir o custo total da cadeia.`,
    deliverables: [
      'Diagnóstico da malha logística e do custo por pedido',
      'Processo de S&OP com previsão de demanda e plano de capacidade',
      'Política de estoques por curva ABC e nível de serviço',
      'Roteiro de tecnologia logística: WMS, TMS, roteirização e torre de controle',
    ],
  },
];
