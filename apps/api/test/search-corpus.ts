/**
 * The fixed corpus of the search relevance set (src/features/search/search.test.ts): sixteen
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
];

/**
 * Each query with the post that must come first, and what it checks. The `?search=` form:
 * underscores stand for spaces, as in the site's addresses.
 */
export const RELEVANCE_SET: Array<{ query: string; first: string; checks: string }> = [
  { query: 'roteirização', first: 'entregas', checks: 'a word only the body has' },
  { query: 'roteirizacao', first: 'entregas', checks: 'the same, typed without accents' },
  {
    query: 'frotas',
    first: 'frota',
    checks: 'a plural finds the singular; the title outweighs a body saying it thrice',
  },
  { query: 'frota', first: 'frota', checks: 'the title outweighs the body' },
  { query: 'contratação', first: 'contratacoes', checks: 'a singular finds the plural (-ção / -ções)' },
  { query: 'contratacao', first: 'contratacoes', checks: 'the same without accents' },
  { query: 'temporario', first: 'contratacoes', checks: 'a word of the description, accent and plural apart' },
  { query: '"gestão de pessoas"', first: 'gestao-pessoas', checks: 'a quoted phrase' },
  { query: 'gestao_de_estoque', first: 'estoque', checks: 'underscores for spaces, title words' },
  { query: 'gestao -pessoas', first: 'estoque', checks: 'an excluded word' },
  { query: 'wms', first: 'wms', checks: 'a title word and tag' },
  { query: 'armazem', first: 'wms', checks: 'an accent the visitor left out (armazém)' },
  { query: 'separacao', first: 'wms', checks: 'a -ção word without accents' },
  { query: '"inventário rotativo"', first: 'wms', checks: 'a phrase of the body' },
  { query: 'ESOCIAL', first: 'esocial', checks: 'upper case' },
  { query: 'folha_de_pagamento', first: 'esocial', checks: 'words of the description' },
  { query: 'lgpd', first: 'lgpd', checks: 'an acronym' },
  { query: 'encarregado', first: 'lgpd', checks: 'a word only the body has' },
  { query: 'indústrias', first: 'industria', checks: 'a plural, with its accent' },
  { query: 'producao', first: 'industria', checks: 'a body word, its -ção typed without accent' },
  { query: 'patio', first: 'patio', checks: 'an accent left out (pátio)' },
  { query: 'docas', first: 'patio', checks: 'a plural of the subtitle, the singular in the body' },
  { query: 'reforma tributaria', first: 'tributaria', checks: 'two words, one without its accent' },
  { query: 'imposto', first: 'tributaria', checks: 'a singular finds the body’s plural' },
  { query: 'erp nuvem', first: 'nuvem', checks: 'two words, both required' },
  { query: 'erp -nuvem -industria -tributaria', first: 'estoque', checks: 'several exclusions' },
  { query: 'usuários-chave', first: 'treinamento', checks: 'a hyphenated word, as a phrase' },
  { query: 'treinamentos', first: 'treinamento', checks: 'a plural finds the singular' },
  { query: 'indicador logistico', first: 'indicadores', checks: 'singulars without accents find plurals' },
  { query: 'eficiente', first: 'indicadores', checks: 'another form of the stem (eficiência)' },
  { query: 'frete', first: 'fretes', checks: 'a singular finds the plural title' },
  { query: 'transportadora', first: 'fretes', checks: 'a tag and the body' },
  { query: 'conectividade filiais', first: 'nuvem', checks: 'every word is required (a title has only one of them)' },
  { query: 'senha', first: 'seguranca', checks: 'a singular finds the plural subtitle' },
];
