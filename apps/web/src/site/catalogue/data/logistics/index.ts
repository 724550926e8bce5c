/**
 * The twelve logistics products, each loaded on demand: a dynamic import per product gives
 * each data file its own chunk, so a visitor downloads only the product being viewed.
 */
import type { LogisticsSolution } from '../../../routes';
import type { LogisticsProduct } from '../../types';
import { cachedLoad, type Loaded } from '../cachedLoad';

export const logisticsProducts: Record<LogisticsSolution, () => Promise<LogisticsProduct>> = {
  'ai-logistics': () => import('./ai-logistics').then((m) => m.aiLogistics),
  'confirma-facil': () => import('./confirma-facil').then((m) => m.confirmaFacil),
  'gestao-frotas': () => import('./gestao-frotas').then((m) => m.gestaoFrotas),
  'gestao-volumes': () => import('./gestao-volumes').then((m) => m.gestaoVolumes),
  lms: () => import('./lms').then((m) => m.lms),
  roteirizador: () => import('./roteirizador').then((m) => m.roteirizador),
  'tms-embarcador': () => import('./tms-embarcador').then((m) => m.tmsEmbarcador),
  'tms-transportadora': () => import('./tms-transportadora').then((m) => m.tmsTransportadora),
  'torre-controle': () => import('./torre-controle').then((m) => m.torreControle),
  'tracking-pedidos': () => import('./tracking-pedidos').then((m) => m.trackingPedidos),
  wms: () => import('./wms').then((m) => m.wms),
  yms: () => import('./yms').then((m) => m.yms),
};

/** Narrows a URL segment to a known product id (unknown ids redirect to /solucoes). */
export function isLogisticsSolution(id: string | undefined): id is LogisticsSolution {
  return id !== undefined && Object.prototype.hasOwnProperty.call(logisticsProducts, id);
}

/** Loads one product's data once; a chunk that fails to download settles as `{ ok: false }`. */
export function loadLogisticsProduct(id: LogisticsSolution): Promise<Loaded<LogisticsProduct>> {
  return cachedLoad(`logistics:${id}`, logisticsProducts[id]);
}
