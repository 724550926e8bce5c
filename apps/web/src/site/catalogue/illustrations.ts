/**
 * The catalogue's illustration set: self-made flat SVGs under apps/web/public/catalogue/.
 * Data files reference `illustrations.warehouse` instead of raw paths so a renamed or
 * redrawn file is changed in one place, and the schema test can check every src exists.
 * Every SVG has a 480×320 viewBox (3:2), which the Illustration component uses as its
 * intrinsic size to avoid layout shift. Reuse an entry with another `alt` via `withAlt`.
 */
import type { Illustration } from './types';

/** Intrinsic size of every catalogue SVG (viewBox 0 0 480 320). */
export const ILLUSTRATION_SIZE = { width: 480, height: 320 } as const;

const svg = (name: string, alt: string): Illustration => ({ src: `/catalogue/${name}.svg`, alt });

export const illustrations = {
  dashboard: svg('dashboard', 'Painel de gestão com gráficos e indicadores'),
  people: svg('people', 'Pessoas de uma equipe em destaque'),
  warehouse: svg('warehouse', 'Armazém com prateleiras e caixas'),
  truck: svg('truck', 'Caminhão de entregas em movimento'),
  security: svg('security', 'Escudo de segurança com cadeado'),
  factory: svg('factory', 'Fábrica com chaminés e engrenagem'),
  financeChart: svg('finance-chart', 'Gráfico financeiro em crescimento com moedas'),
  route: svg('route', 'Mapa com rota traçada entre pontos'),
  documents: svg('documents', 'Documentos empilhados com selo de aprovação'),
  team: svg('team', 'Equipe reunida em torno de uma mesa'),
  cloud: svg('cloud', 'Nuvem conectada a dispositivos'),
  gears: svg('gears', 'Engrenagens integradas girando'),
  analytics: svg('analytics', 'Análise de dados com linha de tendência e previsão'),
  compliance: svg('compliance', 'Lista de verificação com itens conferidos'),
  surveillance: svg('surveillance', 'Câmera de monitoramento e tela de vídeo'),
  accessControl: svg('access-control', 'Crachá e catraca de controle de acesso'),
  code: svg('code', 'Janela de código-fonte com colchetes'),
  packages: svg('packages', 'Caixas e volumes etiquetados'),
  controlTower: svg('control-tower', 'Torre de controle monitorando operações'),
  mobile: svg('mobile', 'Celular com aplicativo de rastreamento'),
  yard: svg('yard', 'Pátio com docas e caminhões agendados'),
  scanner: svg('scanner', 'Lupa examinando dados e documentos'),
  fleet: svg('fleet', 'Frota de veículos com manutenção programada'),
} as const satisfies Record<string, Illustration>;

export type IllustrationName = keyof typeof illustrations;

/** The same drawing with a context-specific alternative text. */
export function withAlt(illustration: Illustration, alt: string): Illustration {
  return { src: illustration.src, alt };
}
