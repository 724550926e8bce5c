/**
 * The management solutions (HCM, ERP, GAS), each loaded on demand: a dynamic import per
 * solution gives each data file its own chunk, so a visitor downloads only the solution
 * in front of them. Each data file exports one Solution named after it.
 */
import { MANAGEMENT_SOLUTIONS, type ManagementSolution } from '../../routes';
import type { Solution } from '../types';
import { cachedLoad, type Loaded } from './cachedLoad';

export const managementSolutions: Record<ManagementSolution, () => Promise<Solution>> = {
  hcm: () => import('./hcm').then((m) => m.hcm),
  erp: () => import('./erp').then((m) => m.erp),
  gas: () => import('./gas').then((m) => m.gas),
};

/** Narrows a URL segment to a management solution id (unknown ids redirect to /solucoes). */
export function isManagementSolution(id: string | undefined): id is ManagementSolution {
  return id !== undefined && (MANAGEMENT_SOLUTIONS as readonly string[]).includes(id);
}

/** Loads one solution's data once; a chunk that fails to download settles as `{ ok: false }`. */
export function loadManagementSolution(id: ManagementSolution): Promise<Loaded<Solution>> {
  return cachedLoad(`management:${id}`, managementSolutions[id]);
}
