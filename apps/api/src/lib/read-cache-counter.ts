/** Which read cache answered: the replay of finished answers, or the bodies cache under the route. */
export type ReadCacheLayer = 'replay' | 'bodies';

/** How the read caches report a hit or a miss; the metrics count them (features/ops/metrics.ts). */
export type ReadCacheCounter = (layer: ReadCacheLayer, outcome: 'hit' | 'miss') => void;
