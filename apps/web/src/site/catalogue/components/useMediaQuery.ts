import { useSyncExternalStore } from 'react';
import { mediaQueryStore } from '@vitrine/shared/media-query';

/** Whether a CSS media query matches, kept in sync as the window changes. */
export function useMediaQuery(query: string): boolean {
  const { subscribe, getSnapshot, getServerSnapshot } = mediaQueryStore(query);
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** The visitor asked the system for less motion: no autoplay, no entrance animations. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
