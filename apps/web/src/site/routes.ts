/**
 * The public route table (spec public-site §2). Each page's code is loaded on demand;
 * unknown paths redirect to / (SiteRoutes).
 */
export const MANAGEMENT_SOLUTIONS = ['hcm', 'erp', 'gas'] as const;
export const LOGISTICS_SOLUTIONS = [
  'ai-logistics',
  'confirma-facil',
  'gestao-frotas',
  'gestao-volumes',
  'lms',
  'roteirizador',
  'tms-embarcador',
  'tms-transportadora',
  'torre-controle',
  'tracking-pedidos',
  'wms',
  'yms',
] as const;

export type ManagementSolution = (typeof MANAGEMENT_SOLUTIONS)[number];
export type LogisticsSolution = (typeof LOGISTICS_SOLUTIONS)[number];

/** What each solution is called in menus and cards (its page's own heading says the same). */
export const MANAGEMENT_TITLES: Record<ManagementSolution, string> = { hcm: 'HCM', erp: 'ERP', gas: 'GAS' };
export const LOGISTICS_TITLES: Record<LogisticsSolution, string> = {
  'ai-logistics': 'AI Logistics',
  'confirma-facil': 'Confirma Fácil',
  'gestao-frotas': 'Gestão de Frotas',
  'gestao-volumes': 'Gestão de Volumes',
  lms: 'LMS',
  roteirizador: 'Roteirizador',
  'tms-embarcador': 'TMS Embarcador',
  'tms-transportadora': 'TMS Transportadora',
  'torre-controle': 'Torre de Controle',
  'tracking-pedidos': 'Tracking de Pedidos',
  wms: 'WMS',
  yms: 'YMS',
};

export const paths = {
  home: '/',
  solutions: '/solucoes',
  management: '/solucoes/sistemas-gestao',
  managementSolution: (id: ManagementSolution) => `/solucoes/sistemas-gestao/${id}`,
  logistics: '/solucoes/sistemas-logistica',
  logisticsSolution: (id: LogisticsSolution) => `/solucoes/sistemas-logistica/${id}`,
  consulting: '/solucoes/consultoria',
  partners: '/parcerias',
  blog: '/blog',
  privacy: '/politica-privacidade',
  lgpd: '/lgpd',
  cancelNewsletter: '/cancelar-newsletter',
  onboarding: '/colaborador/onboarding',
  login: '/login',
  admin: '/admin',
} as const;
