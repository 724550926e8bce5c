import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { track } from '../analytics';

/** Analytics: one 'pageview' on arrival and on every route change (fire and forget). */
export function usePageViews(): void {
  const [location] = useLocation();
  useEffect(() => {
    track('pageview', location);
  }, [location]);
}

/** A new page starts at its top unless the address points at a section of it. */
export function useScrollTopOnNavigate(): void {
  const [location] = useLocation();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, behavior: 'auto' });
  }, [location]);
}
