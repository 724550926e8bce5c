import { use, useState } from 'react';
import type { LogisticsSolution } from '../../routes';
import { loadLogisticsProduct } from '../data/logistics';
import type { LogisticsProduct } from '../types';

export type ProductState = { status: 'ready'; product: LogisticsProduct } | { status: 'error'; retry: () => void };

/**
 * One product's data chunk, read with `use()`: the page suspends (the route's loading state)
 * until it arrives, so it is in the prerendered markup and in the first client render alike.
 * Null for an unknown id.
 */
export function useLogisticsProduct(id: LogisticsSolution | null): ProductState | null {
  const [, setAttempt] = useState(0);
  if (!id) return null;
  const result = use(loadLogisticsProduct(id));
  if (result.ok) return { status: 'ready', product: result.value };
  // The failed load was forgotten: rendering again downloads the chunk again.
  return { status: 'error', retry: () => setAttempt((n) => n + 1) };
}
