import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@vitrine/shared/constants';
import { mediaQueryStore } from '@vitrine/shared/media-query';

/** Whether a CSS media query matches, kept in sync as the window changes. */
export function useMediaQuery(query: string): boolean {
  const { subscribe, getSnapshot, getServerSnapshot } = mediaQueryStore(query);
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** Below the spec's mobile breakpoint (800 px): carousels instead of grids, arrows always on. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
}

/** The visitor asked the system for less motion: no autoplay, no entrance animations. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
