import { useEffect, useState } from 'react';
import type { LogisticsSolution } from '../../routes';
import { loadLogisticsProduct } from '../data/logistics';
import type { LogisticsProduct } from '../types';

export type ProductState =
  { status: 'loading' } | { status: 'ready'; product: LogisticsProduct } | { status: 'error'; retry: () => void };

/**
 * Loads one product's data chunk. Keyed by id so navigating between products never shows
 * the previous product's content while the next chunk downloads.
 */
export function useLogisticsProduct(id: LogisticsSolution | null): ProductState {
  const [result, setResult] = useState<{ id: string; product?: LogisticsProduct; failed?: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!id) return;
    let cancelled = false;
    loadLogisticsProduct(id).then(
      (product) => !cancelled && setResult({ id, product }),
      () => !cancelled && setResult({ id, failed: true }),
    );
    return () => {
      cancelled = true;
    };
  }, [id, attempt]);

  if (!result || result.id !== id) return { status: 'loading' };
  if (result.product) return { status: 'ready', product: result.product };
  return {
    status: 'error',
    retry: () => {
      setResult(null);
      setAttempt((n) => n + 1);
    },
  };
}
