/**
 * The fixed corpus of the search relevance set (src/features/search/search.test.ts): 23
 * posts of a Brazilian B2B blog, each about one thing, with words that only their body has,
 * plurals and singulars, accents, and words several posts share (so weights and exclusions
 * decide). Keys name the posts in the expectations.
 */
export interface CorpusPost {
  key: string;
  title: string;
  subtitle: string;
  description: string;
  tags: string[];
  content: string;
}

export const SEARCH_CORPUS: CorpusPost[] = [
  {
    key: 'entregas',
    title: 'Como planejar entregas urbanas',
    subtitle: 'Janelas de horário e restrições de circulação',
    description: 'Menos quilômetros rodados e clientes avisados do horário de chegada.',
    tags: ['TMS', 'Logística'],
    content:
      '<p>A roteirização dinâmica recalcula as rotas quando um pedido entra no meio do dia.</p>' +
      '<p>Com frota própria ou terceirizada, a frota precisa de rotas que respeitem o rodízio; ' +
      'uma frota bem usada roda menos e entrega mais.</p>',
  },
  {
    key: 'frota',
    title: 'Manutenção preventiva da frota',
    subtitle: 'Pneus, óleo e revisões no prazo certo',
    description: 'Um caminhão parado custa mais do que a revisão que ele deixou de fazer.',
    tags: ['Logística'],
    content: '<p>Cada veículo tem seu plano de revisões, e o motorista registra a quilometragem no aplicativo.</p>',
  },
  {
    key: 'contratacoes',
    title: 'Contratações em alta temporada',
    subtitle: 'Admissões rápidas sem atrasar a folha',
    description: 'Como admitir temporários com documentação completa desde o primeiro dia.',
    tags: ['HCM'],
    content: '<p>O contrato de trabalho intermitente exige atenção aos prazos de convocação.</p>',
  },
  {
    key: 'gestao-pessoas',
    title: 'Gestão de pessoas orientada por dados',
    subtitle: 'Turnover, absenteísmo e clima acompanhados de perto',
    description: 'Indicadores de RH que ajudam a reter talentos.',
    tags: ['Gestão de Pessoas', 'HCM'],
    content: '<p>O turnover voluntário costuma avisar antes de acontecer: basta olhar os números certos.</p>',
  },
  {
    key: 'estoque',
    title: 'Gestão de estoque sem rupturas',
    subtitle: 'Ponto de pedido e estoque de segurança',
    description: 'Comprar na hora certa, na quantidade certa.',
    tags: ['ERP'],
    content:
      '<p>Os compradores do almoxarifado conhecem o giro de cada item melhor do que qualquer planilha.</p>' +
      '<p>A curva ABC mostra onde o capital está parado.</p>',
  },
  {
    key: 'wms',
    title: 'WMS: separação sem erros no armazém',
    subtitle: 'Endereçamento e ondas de separação na prática',
    description: 'Leitura de código de barras em cada etapa, do recebimento à expedição.',
    tags: ['WMS', 'Logística'],
    content: '<p>O inventário rotativo substitui o balanço anual e mantém o saldo confiável.</p>',
  },
  {
    key: 'esocial',
    title: 'eSocial sem sustos',
    subtitle: 'Eventos periódicos e tabelas em dia',
    description: 'Cinco cuidados com a folha de pagamento antes do fechamento.',
    tags: ['HCM', 'Finanças'],
    content: '<p>Conferir os eventos antes do envio evita retificações e multas.</p>',
  },
  {
    key: 'lgpd',
    title: 'LGPD na prática',
    subtitle: 'Bases legais e atendimento ao titular',
    description: 'O que sua empresa precisa ter em dia para tratar informações de clientes.',
    tags: ['Tecnologia'],
    content: '<p>O encarregado responde ao titular e à ANPD; o inventário de tratamento mostra quem acessa o quê.</p>',
  },
  {
    key: 'industria',
    title: 'ERP na indústria de ponta a ponta',
    subtitle: 'Do pedido de venda à expedição',
    description: 'Sem planilhas no meio do caminho.',
    tags: ['ERP'],
    content: '<p>O faturamento sai do mesmo cadastro que alimenta a produção e os custos industriais.</p>',
  },
  {
    key: 'patio',
    title: 'Pátio sem filas',
    subtitle: 'Agendamento, portaria e docas sincronizados',
    description: 'Caminhões atendidos na hora marcada.',
    tags: ['YMS', 'Logística'],
    content: '<p>Cada doca recebe a carga certa, e a portaria libera a entrada pelo agendamento.</p>',
  },
  {
    key: 'tributaria',
    title: 'Reforma tributária: o que muda para a sua empresa',
    subtitle: 'IBS, CBS e o período de transição',
    description: 'Prepare o cadastro fiscal antes das novas regras.',
    tags: ['Finanças', 'ERP'],
    content: '<p>Os impostos sobre o consumo mudam de cálculo, e as notas fiscais ganham campos novos.</p>',
  },
  {
    key: 'nuvem',
    title: 'Migrar o ERP para a nuvem',
    subtitle: 'Infraestrutura, conectividade e cópias de segurança',
    description: 'O que avaliar antes de desligar o servidor local.',
    tags: ['ERP', 'Tecnologia'],
    content: '<p>A conectividade das filiais decide a experiência de quem usa o sistema todos os dias.</p>',
  },
  {
    key: 'treinamento',
    title: 'Treinamento de usuários-chave',
    subtitle: 'Multiplicadores em cada área',
    description: 'Sessões curtas e repetidas funcionam melhor do que uma semana de sala de aula.',
    tags: ['Gestão de Pessoas'],
    content: '<p>Os usuários aprendem fazendo, com os dados da própria empresa.</p>',
  },
  {
    key: 'indicadores',
    title: 'Indicadores logísticos que importam',
    subtitle: 'OTIF, custo por entrega e ocupação',
    description: 'Poucos números, acompanhados toda semana.',
    tags: ['Logística'],
    content: '<p>A eficiência de uma operação aparece quando o custo por entrega cai mês após mês.</p>',
  },
  {
    key: 'fretes',
    title: 'Auditoria de fretes',
    subtitle: 'Conferência de faturas sem planilhas',
    description: 'Cada cobrança comparada com a tabela negociada.',
    tags: ['TMS Transportadora'],
    content: '<p>As transportadoras enviam faturas eletrônicas, conferidas contra o frete combinado.</p>',
  },
  {
    key: 'seguranca',
    title: 'Segurança da informação nas filiais',
    subtitle: 'Senhas, acessos e cópias fora do escritório',
    description: 'Boas práticas para equipes distribuídas.',
    tags: ['Tecnologia'],
    content: '<p>Dois fatores de autenticação protegem contas mesmo quando uma senha vaza.</p>',
  },
  {
    key: 'contratos',
    title: 'Gestão de contratos com fornecedores',
    subtitle: 'Prazos, reajustes e aditivos sob controle',
    description: 'Um contrato vencido custa caro: renove antes do prazo.',
    tags: ['ERP', 'Finanças'],
    content:
      '<p>Cada contrato tem suas cláusulas de reajuste, e os contratos com fornecedores críticos pedem alertas de vencimento.</p>',
  },
  {
    key: 'recrutamento',
    title: 'Recrutamento e seleção sem planilhas',
    subtitle: 'Vagas, triagem e entrevistas num só lugar',
    description: 'Do anúncio da vaga à admissão do candidato aprovado.',
    tags: ['HCM', 'Gestão de Pessoas'],
    content:
      '<p>O recrutamento interno valoriza quem já conhece a empresa; a triagem automática poupa horas do RH.</p>',
  },
  {
    key: 'nfe',
    title: 'NF-e sem rejeições',
    subtitle: 'XML validado antes de chegar à SEFAZ',
    description: 'Menos notas rejeitadas e o DANFE impresso na hora.',
    tags: ['Finanças', 'ERP'],
    content: '<p>Cada rejeição da NF-e tem um código; conhecer os mais comuns evita retrabalho no faturamento.</p>',
  },
  {
    key: 's1200',
    title: 'O evento S-1200 na prática',
    subtitle: 'Remuneração do trabalhador mês a mês',
    description: 'Como conferir as rubricas antes de enviar o S-1200.',
    tags: ['HCM'],
    content: '<p>O S-1200 leva ao e-Social a remuneração de cada trabalhador, a mesma que o contracheque mostra.</p>',
  },
  {
    key: 'picking',
    title: 'Picking mais rápido',
    subtitle: 'Separação por ondas e por zonas',
    description: 'Menos passos do separador entre um pedido e outro.',
    tags: ['WMS', 'Logística'],
    content: '<p>A acuracidade do estoque depende de cada separação conferida com o leitor.</p>',
  },
  {
    key: 'lgpd-rh',
    title: 'Dados de colaboradores e a LGPD',
    subtitle: 'O que o RH pode guardar, e por quanto tempo',
    description: 'Prontuários, exames e documentos dos funcionários com acesso restrito.',
    tags: ['HCM', 'Tecnologia'],
    content: '<p>Os dados de saúde dos colaboradores são sensíveis: só quem precisa deve vê-los.</p>',
  },
  {
    key: 'temporarios',
    title: 'Temporários no fim de ano',
    subtitle: 'Contratação rápida para o pico de vendas',
    description: 'Quanto antes começar, mais gente boa disponível.',
    tags: ['HCM'],
    content: '<p>A contratação de temporários segue regras próprias de prazo e de renovação.</p>',
  },
];

/**
 * The judged relevance set: each query with the post that must come first (grade 2; several
 * when they are equally good answers, any of which may come first) and the
 * other posts a visitor would want to see for it (`also`, grade 1), judged from the posts'
 * text, not from any result; and what it checks. The `?search=` form: underscores stand for
 * spaces, as in the site's addresses. search.test.ts reports nDCG@5 and recall@10 over it.
 */
export interface Judgement {
  query: string;
  /** The post that must come first; several when the judge could not put one above the other (each grade 2). */
  first: string | string[];
  also?: string[];
  checks: string;
}

export const RELEVANCE_SET: Judgement[] = [
  { query: 'roteirização', first: 'entregas', checks: 'a word only the body has' },
  { query: 'roteirizacao', first: 'entregas', checks: 'the same, typed without accents' },
  {
    query: 'frotas',
    first: 'frota',
    also: ['entregas'],
    checks: 'a plural finds the singular; the title outweighs a body saying it thrice',
  },
  { query: 'frota', first: 'frota', also: ['entregas'], checks: 'the title outweighs the body' },
  {
    query: 'contratação',
    first: ['contratacoes', 'temporarios'],
    checks: 'a singular finds the plural (-ção / -ções), not contrato',
  },
  { query: 'contratacao', first: ['contratacoes', 'temporarios'], checks: 'the same without accents' },
  { query: 'temporario', first: 'temporarios', also: ['contratacoes'], checks: 'accent and plural apart' },
  {
    query: '"gestão de pessoas"',
    first: 'gestao-pessoas',
    also: ['treinamento', 'recrutamento'],
    checks: 'a quoted phrase',
  },
  { query: 'gestao_de_estoque', first: 'estoque', checks: 'underscores for spaces, title words' },
  { query: 'gestao -pessoas', first: ['estoque', 'contratos'], checks: 'an excluded word' },
  { query: 'wms', first: 'wms', also: ['picking'], checks: 'a title word and tag' },
  { query: 'armazem', first: 'wms', checks: 'an accent the visitor left out (armazém)' },
  { query: 'separacao', first: 'wms', also: ['picking'], checks: 'a -ção word without accents' },
  { query: '"inventário rotativo"', first: 'wms', checks: 'a phrase of the body' },
  { query: 'ESOCIAL', first: 'esocial', also: ['s1200'], checks: 'upper case' },
  { query: 'folha_de_pagamento', first: 'esocial', checks: 'words of the description' },
  { query: 'lgpd', first: 'lgpd', also: ['lgpd-rh'], checks: 'an acronym' },
  { query: 'encarregado', first: 'lgpd', checks: 'a word only the body has' },
  { query: 'indústrias', first: 'industria', checks: 'a plural, with its accent' },
  { query: 'producao', first: 'industria', checks: 'a body word, its -ção typed without accent' },
  { query: 'patio', first: 'patio', checks: 'an accent left out (pátio)' },
  { query: 'docas', first: 'patio', checks: 'a plural of the subtitle, the singular in the body' },
  { query: 'reforma tributaria', first: 'tributaria', checks: 'two words, one without its accent' },
  { query: 'imposto', first: 'tributaria', checks: 'a singular finds the body’s plural' },
  { query: 'erp nuvem', first: 'nuvem', checks: 'two words, both found' },
  {
    query: 'erp -nuvem -industria -tributaria',
    first: ['estoque', 'contratos', 'nfe'],
    checks: 'several exclusions',
  },
  { query: 'usuários-chave', first: 'treinamento', checks: 'a hyphenated word, as a phrase' },
  { query: 'treinamentos', first: 'treinamento', checks: 'a plural finds the singular' },
  { query: 'indicador logistico', first: 'indicadores', checks: 'singulars without accents find plurals' },
  { query: 'eficiente', first: 'indicadores', checks: 'another form of the stem (eficiência)' },
  { query: 'frete', first: 'fretes', checks: 'a singular finds the plural title' },
  { query: 'transportadora', first: 'fretes', checks: 'a tag and the body' },
  { query: 'conectividade filiais', first: 'nuvem', checks: 'the post with both words before one with one' },
  { query: 'senha', first: 'seguranca', checks: 'a singular finds the plural subtitle' },
  // Typos
  { query: 'roteirisação', first: 'entregas', checks: 'a typo (s for z)' },
  { query: 'recrutamneto', first: 'recrutamento', checks: 'two letters swapped' },
  { query: 'manutencao preventva', first: 'frota', checks: 'a letter missing, accents left out' },
  { query: 'inventraio rotativo', first: 'wms', checks: 'a transposition in a body word' },
  { query: 'trbutária', first: 'tributaria', checks: 'a letter missing' },
  { query: 'autenticaçao', first: 'seguranca', checks: 'a partial accent in a body word' },
  { query: 'conectivdade', first: 'nuvem', checks: 'a letter missing in a subtitle word' },
  { query: 'agendamneto', first: 'patio', checks: 'a typo in a subtitle word' },
  { query: 'treinamneto usuarios', first: 'treinamento', checks: 'a typo beside a word without accents' },
  { query: 'recrutamento selecao', first: 'recrutamento', checks: 'a -ção word without accents' },
  // Partly accented words
  { query: 'contrataçao', first: ['contratacoes', 'temporarios'], checks: 'the cedilla without the tilde' },
  { query: 'contratacão', first: ['contratacoes', 'temporarios'], checks: 'the tilde without the cedilla' },
  { query: 'roteirizaçao', first: 'entregas', checks: 'the cedilla without the tilde' },
  { query: 'separacão', first: 'wms', also: ['picking'], checks: 'the tilde without the cedilla' },
  { query: 'expedicão', first: ['wms', 'industria'], checks: 'a partly accented word' },
  { query: 'manutençao', first: 'frota', checks: 'a partly accented title word' },
  // Abbreviations and codes
  { query: 'nfe', first: 'nfe', checks: 'a code typed without its hyphen' },
  { query: 'NF-e', first: 'nfe', checks: 'a code with its hyphen' },
  { query: 'nf-e rejeição', first: 'nfe', checks: 'a code and a singular of the plural title' },
  { query: 'e-social', first: 'esocial', also: ['s1200'], checks: 'eSocial spelled with a hyphen' },
  { query: 's-1200', first: 's1200', checks: 'an event code with a hyphen (never a number)' },
  { query: 'S1200', first: 's1200', checks: 'the same code without its hyphen' },
  { query: 'holerite', first: 's1200', checks: 'a synonym (holerite, contracheque)' },
  { query: 'danfe', first: 'nfe', checks: 'an acronym of the description' },
  { query: 'otif', first: 'indicadores', checks: 'an acronym of the subtitle' },
  { query: 'ibs cbs', first: 'tributaria', checks: 'two acronyms' },
  { query: 'anpd', first: 'lgpd', checks: 'an acronym of the body' },
  // Several words
  {
    query: 'contratações temporárias',
    first: ['temporarios', 'contratacoes'],
    checks: 'two words, a fallback to part of them',
  },
  { query: 'picking separação', first: 'picking', also: ['wms'], checks: 'a post with one word still found' },
  {
    query: 'lgpd dados de colaboradores',
    first: 'lgpd-rh',
    also: ['lgpd'],
    checks: 'a stop word and a fallback',
  },
  { query: 'gestão de contratos', first: 'contratos', checks: 'contratos, not contratações' },
  { query: 'contrato', first: 'contratos', also: ['contratacoes'], checks: 'contrato, not contratação first' },
  { query: 'custo por entrega', first: 'indicadores', also: ['entregas'], checks: 'a subtitle phrase as words' },
  { query: 'cópias de segurança', first: ['nuvem', 'seguranca'], checks: 'the words of two subtitles' },
  { query: 'faturas eletronicas', first: 'fretes', checks: 'a body phrase without accents' },
  { query: '"estoque de segurança"', first: 'estoque', checks: 'a quoted phrase with a stop word inside' },
  { query: 'curva abc', first: 'estoque', checks: 'a short body phrase' },
  { query: 'rotativo inventário', first: 'wms', checks: 'words in the other order, unquoted' },
  { query: 'triagem vagas', first: 'recrutamento', checks: 'words of the subtitle' },
];
