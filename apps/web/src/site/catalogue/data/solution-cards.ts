/**
 * The cards of the /solucoes carousels (spec public-site §2): the three management systems,
 * the twelve logistics systems (each linking to its page) and the eight consulting services
 * (each opening its description in a modal). The logistics landing reuses `logisticsCards`.
 */
import { paths, type LogisticsSolution } from '../../routes';
import { illustrations, withAlt } from '../illustrations';
import type { SolutionCard } from '../types';
import { consulting } from './consulting';

export const managementCards: SolutionCard[] = [
  {
    title: 'HCM',
    subtitle: 'Gestão de pessoas da vaga ao desligamento: folha, ponto, benefícios, desempenho e carreira.',
    image: withAlt(illustrations.people, 'Pessoas de uma equipe representando o HCM'),
    link: paths.managementSolution('hcm'),
  },
  {
    title: 'ERP',
    subtitle: 'Finanças, controladoria, suprimentos, manufatura e vendas integrados em um só sistema.',
    image: withAlt(illustrations.dashboard, 'Painel de gestão representando o ERP'),
    link: paths.managementSolution('erp'),
  },
  {
    title: 'GAS',
    subtitle: 'Gestão de acesso e segurança: portaria, visitantes, terceiros, CFTV e conformidade com as NRs.',
    image: withAlt(illustrations.accessControl, 'Catraca de controle de acesso representando o GAS'),
    link: paths.managementSolution('gas'),
  },
];

const logistics = (id: LogisticsSolution, title: string, subtitle: string, image: SolutionCard['image']) => ({
  title,
  subtitle,
  image,
  link: paths.logisticsSolution(id),
});

export const logisticsCards: SolutionCard[] = [
  logistics(
    'ai-logistics',
    'AI Logistics',
    'BI e inteligência artificial que transformam dados da operação em decisões.',
    withAlt(illustrations.analytics, 'Gráfico de tendência representando o AI Logistics'),
  ),
  logistics(
    'confirma-facil',
    'Confirma Fácil',
    'Portal de confirmação de entregas e auditoria de fretes com mais de 300 integrações.',
    withAlt(illustrations.documents, 'Comprovantes de entrega representando o Confirma Fácil'),
  ),
  logistics(
    'gestao-frotas',
    'Gestão de Frotas',
    'Custos, manutenção, abastecimento e documentação de cada veículo sob controle.',
    withAlt(illustrations.fleet, 'Frota de veículos representando a Gestão de Frotas'),
  ),
  logistics(
    'gestao-volumes',
    'Gestão de Volumes',
    'Rastreabilidade de cada volume, da etiquetagem à entrega ao destinatário.',
    withAlt(illustrations.packages, 'Caixas etiquetadas representando a Gestão de Volumes'),
  ),
  logistics(
    'lms',
    'LMS',
    'Gestão de mão de obra logística com metas, produtividade e ganhos de até 10%.',
    withAlt(illustrations.team, 'Equipe de armazém representando o LMS'),
  ),
  logistics(
    'roteirizador',
    'Roteirizador',
    'Rotas otimizadas por janela, capacidade e restrição de cada entrega.',
    withAlt(illustrations.route, 'Mapa com rota representando o Roteirizador'),
  ),
  logistics(
    'tms-embarcador',
    'TMS Embarcador',
    'Contratação, cálculo e auditoria de fretes para quem embarca mercadorias.',
    withAlt(illustrations.factory, 'Fábrica embarcadora representando o TMS Embarcador'),
  ),
  logistics(
    'tms-transportadora',
    'TMS Transportadora',
    'Da coleta à fatura: a operação completa de transportadoras em um sistema.',
    withAlt(illustrations.truck, 'Caminhão de entregas representando o TMS Transportadora'),
  ),
  logistics(
    'torre-controle',
    'Torre de Controle',
    'Visibilidade em tempo real de todas as cargas, com alertas de desvio.',
    withAlt(illustrations.controlTower, 'Torre de controle representando a Torre de Controle logística'),
  ),
  logistics(
    'tracking-pedidos',
    'Tracking de Pedidos',
    'Consulta por CPF, CNPJ ou código e avisos por e-mail ou WhatsApp.',
    withAlt(illustrations.mobile, 'Celular com rastreamento representando o Tracking de Pedidos'),
  ),
  logistics(
    'wms',
    'WMS',
    'Armazém sob controle: recebimento, estoque, separação e expedição.',
    withAlt(illustrations.warehouse, 'Armazém com prateleiras representando o WMS'),
  ),
  logistics(
    'yms',
    'YMS',
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
