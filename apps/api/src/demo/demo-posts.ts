import type { LinkButton, PostFooter } from '@vitrine/shared/schemas';
import type { DemoArt } from './demo-covers';

/**
 * The demo blog: seven posts on the company's subjects, in the HTML our editor produces
 * (headings 1–2, lists, a quote, 'referencia' links, a content image as /images/2).
 * Listed oldest first; they are created in this order so ids grow with dates.
 */
export interface DemoPost {
  title: string;
  subtitle: string;
  reading_time: string;
  description: string;
  tags: string[];
  cover: DemoArt;
  /** Content images by id (2, 3, ...), referenced from the content as /images/{id}. */
  contentImages?: Record<number, DemoArt>;
  content: string;
  link_button?: LinkButton;
  footer?: PostFooter;
  /** How long before the seed the post was published. */
  daysAgo: number;
}

const html = (...parts: string[]) => parts.join('');
const ref = (href: string, label: string) =>
  `<a class="referencia" href="${href}" target="_blank" rel="noopener noreferrer">${label}</a>`;

export const DEMO_POSTS: DemoPost[] = [
  {
    title: 'WMS: como reduzir erros de separação no armazém',
    subtitle: 'Endereçamento, ondas de separação e inventário rotativo na prática',
    reading_time: '06:30',
    description:
      'Erros de separação custam frete de retorno, retrabalho e a confiança do cliente. Veja como um WMS bem implantado ataca as causas.',
    tags: ['WMS', 'Logística', 'Tecnologia'],
    cover: 'warehouse',
    contentImages: { 2: 'throughputChart' },
    daysAgo: 62,
    content: html(
      '<h1>Por que a separação erra</h1>',
      '<p>Na maior parte dos centros de distribuição, o erro de separação não nasce do operador: nasce do processo. ',
      'Endereços desatualizados, produtos parecidos lado a lado e listas em papel criam a oportunidade para o erro.</p>',
      '<h2>O que muda com um WMS</h2>',
      '<ul><li><strong>Endereçamento dinâmico:</strong> cada posição tem um código, e o sistema sabe o que há nela.</li>',
      '<li><strong>Conferência por leitura:</strong> o coletor só aceita o item e a quantidade certos.</li>',
      '<li><strong>Ondas de separação:</strong> pedidos agrupados por rota e janela de expedição.</li>',
      '<li><strong>Inventário rotativo:</strong> contagens diárias e pequenas, sem parar a operação.</li></ul>',
      '<figure class="image"><img src="/images/2" alt="Gráfico de produtividade semanal subindo após a implantação" width="1200" height="630">',
      '<figcaption>Produtividade de separação nas sete semanas após a implantação, em pedidos por hora.</figcaption></figure>',
      '<h2>Por onde começar</h2>',
      '<ol><li>Meça a taxa de erro atual por tipo (item, quantidade, lote).</li>',
      '<li>Revise o cadastro de produtos e de endereços antes da implantação.</li>',
      '<li>Comece por uma área piloto e expanda em ondas.</li></ol>',
      '<blockquote><p>Processo primeiro, sistema depois: o WMS potencializa o que já está organizado.</p></blockquote>',
      `<p>Para aprofundar, veja o material da ${ref('https://www.abralog.com.br', 'Associação Brasileira de Logística')}.</p>`,
    ),
    link_button: { isActive: true, text: 'Conheça o WMS', href: '/solucoes/sistemas-logistica/wms', target: '_self' },
  },
  {
    title: 'eSocial e folha de pagamento: cinco cuidados para não perder prazos',
    subtitle: 'Eventos periódicos, tabelas e conferência antes do fechamento',
    reading_time: '05:10',
    description:
      'O eSocial mudou a rotina do departamento pessoal. Reunimos os cuidados que evitam multas e retrabalho no fechamento da folha.',
    tags: ['Gestão de Pessoas', 'HCM', 'Finanças'],
    cover: 'payroll',
    daysAgo: 51,
    content: html(
      '<h1>A folha começa antes do dia 1</h1>',
      '<p>Admissões, afastamentos e alterações contratuais precisam chegar ao eSocial no prazo. ',
      'Quando a informação nasce atrasada no RH, o fechamento vira corrida contra o relógio.</p>',
      '<h2>Os cinco cuidados</h2>',
      '<ol><li>Manter as tabelas de rubricas alinhadas com a natureza de cada verba.</li>',
      '<li>Enviar eventos não periódicos assim que o fato acontece.</li>',
      '<li>Conferir totalizadores antes de fechar o período.</li>',
      '<li>Tratar pendências de retorno do governo no mesmo dia.</li>',
      '<li>Documentar quem aprova cada etapa do fechamento.</li></ol>',
      '<blockquote><p>Um fechamento tranquilo é o resultado de um mês inteiro de dados corretos.</p></blockquote>',
      `<p>O calendário oficial está no ${ref('https://www.gov.br/esocial', 'portal do eSocial')}.</p>`,
    ),
    footer: {
      isActive: true,
      text: 'Conteúdo informativo; consulte sempre a legislação vigente.',
      isHighlighted: false,
    },
  },
  {
    title: 'ERP na indústria: integração de ponta a ponta',
    subtitle: 'Do pedido de venda ao faturamento, sem planilhas no meio do caminho',
    reading_time: '07:00',
    description:
      'Compras, produção, estoque e fiscal conversando no mesmo sistema: o que muda na rotina e nos indicadores da indústria.',
    tags: ['ERP', 'Soluções', 'Planejamento'],
    cover: 'erp',
    daysAgo: 40,
    content: html(
      '<h1>Ilhas de informação custam caro</h1>',
      '<p>Quando cada área mantém sua própria planilha, o mesmo dado é digitado várias vezes e ninguém confia no número final.</p>',
      '<h2>Um cadastro, muitos usos</h2>',
      '<ul><li>O pedido de venda reserva estoque e dispara a necessidade de produção.</li>',
      '<li>A ordem de produção consome materiais e apura custos reais.</li>',
      '<li>O faturamento gera os documentos fiscais e atualiza o financeiro.</li></ul>',
      '<h2>Indicadores que passam a existir</h2>',
      '<p>Com os processos integrados, margem por pedido, giro de estoque e prazo médio de entrega ',
      'deixam de ser estimativas e passam a ser consultas.</p>',
      '<blockquote><p>Integração não é um projeto de TI: é uma decisão de gestão.</p></blockquote>',
    ),
    link_button: { isActive: true, text: 'Conheça o ERP', href: '/solucoes/sistemas-gestao/erp', target: '_self' },
  },
  {
    title: 'TMS para transportadoras: frete sob controle',
    subtitle: 'Cotação, roteirização e conferência de fretes em um só lugar',
    reading_time: '04:45',
    description:
      'Um TMS ajuda a transportadora a cotar com margem, planejar rotas e rastrear entregas. Veja os ganhos mais comuns.',
    tags: ['TMS Transportadora', 'Logística'],
    cover: 'transport',
    daysAgo: 30,
    content: html(
      '<h1>Frete é margem</h1>',
      '<p>Em transporte, cada ponto percentual de custo mal calculado sai direto do resultado. ',
      'O TMS traz para o sistema o que antes ficava na experiência de poucas pessoas.</p>',
      '<h2>Onde estão os ganhos</h2>',
      '<ul><li>Tabelas de frete por cliente, região e faixa de peso.</li>',
      '<li>Roteirização que considera janelas de entrega e restrições de veículo.</li>',
      '<li>Ocorrências registradas pelo motorista em tempo real.</li>',
      '<li>Conferência automática de CT-e e faturas.</li></ul>',
      '<p>O resultado aparece em menos quilômetros rodados e menos divergências na cobrança.</p>',
    ),
  },
  {
    title: 'LGPD na prática: o que sua empresa precisa ter em dia',
    subtitle: 'Bases legais, inventário de dados e atendimento ao titular',
    reading_time: '06:00',
    description:
      'A LGPD vale para empresas de todos os tamanhos. Um roteiro objetivo para organizar dados pessoais e responder a titulares.',
    tags: ['Tecnologia', 'Soluções'],
    cover: 'privacy',
    daysAgo: 21,
    content: html(
      '<h1>Proteção de dados é rotina</h1>',
      '<p>Adequação à LGPD não termina com uma política publicada no site: ela vive nos processos de cada área.</p>',
      '<h2>Um roteiro em quatro passos</h2>',
      '<ol><li>Inventariar quais dados pessoais a empresa trata, onde e por quê.</li>',
      '<li>Definir a base legal de cada tratamento.</li>',
      '<li>Revisar acessos: cada pessoa vê apenas o que precisa.</li>',
      '<li>Criar um canal para os titulares exercerem seus direitos.</li></ol>',
      '<blockquote><p>Coletar menos dados é a forma mais barata de protegê-los.</p></blockquote>',
      `<p>O texto da lei está disponível no ${ref('https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm', 'site do Planalto')}.</p>`,
    ),
    footer: {
      isActive: true,
      text: 'Dúvidas sobre privacidade? Escreva para o nosso encarregado de dados.',
      isHighlighted: true,
    },
  },
  {
    title: 'Gestão de pessoas orientada por dados',
    subtitle: 'Turnover, absenteísmo e clima acompanhados de perto',
    reading_time: '05:30',
    description:
      'Indicadores de pessoas ajudam líderes a agir antes que o problema apareça. Saiba quais acompanhar e com que frequência.',
    tags: ['Gestão de Pessoas', 'HCM', 'Planejamento'],
    cover: 'people',
    daysAgo: 12,
    content: html(
      '<h1>Decisões sobre pessoas merecem bons dados</h1>',
      '<p>Com a folha, o ponto e as avaliações no mesmo sistema, o RH consegue cruzar informações que antes viviam separadas.</p>',
      '<h2>Indicadores essenciais</h2>',
      '<ul><li><strong>Turnover</strong> por área e por tempo de casa.</li>',
      '<li><strong>Absenteísmo</strong> e seus motivos mais frequentes.</li>',
      '<li><strong>Tempo de contratação</strong> de cada vaga.</li>',
      '<li><strong>Pesquisa de clima</strong> com ações acompanhadas.</li></ul>',
      '<p>O importante é olhar tendências, não fotografias: um número isolado diz pouco.</p>',
      '<blockquote><p>Dados mostram onde olhar; conversas mostram o que fazer.</p></blockquote>',
    ),
    link_button: { isActive: true, text: 'Veja a solução HCM', href: '/solucoes/sistemas-gestao/hcm', target: '_self' },
  },
  {
    title: 'Gestão de pátio: o gargalo que ninguém vê',
    subtitle: 'Agendamento, portaria e docas sincronizados com um YMS',
    reading_time: '04:20',
    description:
      'Caminhões parados na fila custam diárias e atrasam a operação. Um YMS organiza agendamentos, portaria e docas.',
    tags: ['YMS', 'Logística', 'WMS'],
    cover: 'yard',
    daysAgo: 4,
    content: html(
      '<h1>A fila começa do lado de fora</h1>',
      '<p>Muitas operações investem no armazém e esquecem o pátio. Sem agendamento, os veículos chegam todos ao mesmo tempo.</p>',
      '<h2>O que um YMS organiza</h2>',
      '<ul><li>Agendamento de janelas por transportadora.</li>',
      '<li>Portaria com registro de chegada e liberação.</li>',
      '<li>Chamada de veículos para a doca certa, na hora certa.</li>',
      '<li>Indicadores de tempo de permanência por etapa.</li></ul>',
      '<p>Integrado ao WMS, o pátio passa a seguir o ritmo da separação e da expedição.</p>',
    ),
    footer: { isActive: true, text: 'Quer um diagnóstico do seu pátio? Fale com a gente.', isHighlighted: true },
  },
];
