/**
 * The cards of the /solucoes carousels (docs/PRODUCT.md §2): the three management systems,
 * the twelve logistics systems (each linking to its page) and the eight consulting services
 * (each opening its description in a modal). The logistics landing reuses `logisticsCards`.
 */
import { LOGISTICS_TITLES, MANAGEMENT_TITLES, paths, type LogisticsSolution } from '../../routes';
import { illustrations, withAlt } from '../illustrations';
import type { SolutionCard } from '../types';
import { consulting } from './consulting';

export const managementCards: SolutionCard[] = [
  {
    title: MANAGEMENT_TITLES.hcm,
    subtitle: 'Gestão de pessoas da vaga ao desligamento: folha, ponto, benefícios, desempenho e carreira.',
    image: withAlt(illustrations.people, 'Pessoas de uma equipe representando o HCM'),
    link: paths.managementSolution('hcm'),
  },
  {
    title: MANAGEMENT_TITLES.erp,
    subtitle: 'Finanças, controladoria, suprimentos, manufatura e vendas integrados em um só sistema.',
    image: withAlt(illustrations.dashboard, 'Painel de gestão representando o ERP'),
    link: paths.managementSolution('erp'),
  },
  {
    title: MANAGEMENT_TITLES.gas,
    subtitle: 'Gestão de acesso e segurança: portaria, visitantes, terceiros, CFTV e conformidade com as NRs.',
    image: withAlt(illustrations.accessControl, 'Catraca de controle de acesso representando o GAS'),
    link: paths.managementSolution('gas'),
  },
];

const logistics = (id: LogisticsSolution, subtitle: string, image: SolutionCard['image']) => ({
  title: LOGISTICS_TITLES[id],
  subtitle,
  image,
  link: paths.logisticsSolution(id),
});

export const logisticsCards: SolutionCard[] = [
  logistics(
    'ai-logistics',
    'BI e inteligência artificial que transformam dados da operação em decisões.',
    withAlt(illustrations.analytics, 'Gráfico de tendência representando o AI Logistics'),
  ),
  logistics(
    'confirma-facil',
    'Portal de confirmação de entregas e auditoria de fretes com mais de 300 integrações.',
    withAlt(illustrations.documents, 'Comprovantes de entrega representando o Confirma Fácil'),
  ),
  logistics(
    'gestao-frotas',
    'Custos, manutenção, abastecimento e documentação de cada veículo sob controle.',
    withAlt(illustrations.fleet, 'Frota de veículos representando a Gestão de Frotas'),
  ),
  logistics(
    'gestao-volumes',
    'Rastreabilidade de cada volume, da etiquetagem à entrega ao destinatário.',
    withAlt(illustrations.packages, 'Caixas etiquetadas representando a Gestão de Volumes'),
  ),
  logistics(
    'lms',
    'Gestão de mão de obra logística com metas, produtividade e ganhos de até 10%.',
    withAlt(illustrations.team, 'Equipe de armazém representando o LMS'),
  ),
  logistics(
    'roteirizador',
    'Rotas otimizadas por janela, capacidade e restrição de cada entrega.',
    withAlt(illustrations.route, 'Mapa com rota representando o Roteirizador'),
  ),
  logistics(
    'tms-embarcador',
    'Contratação, cálculo e auditoria de fretes para quem embarca mercadorias.',
    withAlt(illustrations.factory, 'Fábrica embarcadora representando o TMS Embarcador'),
  ),
  logistics(
    'tms-transportadora',
    'Da coleta à fatura: a operação completa de transportadoras em um sistema.',
    withAlt(illustrations.truck, 'Caminhão de entregas representando o TMS Transportadora'),
  ),
  logistics(
    'torre-controle',
    'Visibilidade em tempo real de todas as cargas, com alertas de desvio.',
    withAlt(illustrations.controlTower, 'Torre de controle representando a Torre de Controle logística'),
  ),
  logistics(
    'tracking-pedidos',
    'Consulta por CPF, CNPJ ou código e avisos por e-mail ou WhatsApp.',
    withAlt(illustrations.mobile, 'Celular com rastreamento representando o Tracking de Pedidos'),
  ),
  logistics(
    'wms',
    'Armazém sob controle: recebimento, estoque, separação e expedição.',
    withAlt(illustrations.warehouse, 'Armazém com prateleiras representando o WMS'),
  ),
  logistics(
    'yms',
    'Agendamento, portaria e docas: o pátio fluindo sem filas.',
    withAlt(illustrations.yard, 'Pátio com docas representando o YMS'),
  ),
];

/** Consulting cards carry their description; the carousel opens it in a modal. */
export const consultingCards: SolutionCard[] = consulting.map((service) => ({
  title: service.title,
  subtitle: service.subtitle,
  image: service.image,
  description: service.description,
}));
