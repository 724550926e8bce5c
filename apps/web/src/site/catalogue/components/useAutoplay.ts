import { useCallback, useEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { CAROUSEL_AUTOPLAY_MS } from '@vitrine/shared/constants';
import { usePrefersReducedMotion } from './useMediaQuery';

/**
 * Embla's `duration` is a damping factor, not milliseconds: 25 (its default) settles in about
 * half a second; 45 in about one second, the spec's 1000 ms autoplay transition.
 */
export const AUTOPLAY_TRANSITION_DURATION = 45;

/**
 * Advances an embla carousel every 5 s (spec), back to the start after the last slide. It
 * pauses while the pointer or keyboard focus is inside (spread the returned handlers on the
 * carousel's wrapper), while the tab or the carousel is hidden, and never runs under reduced motion.
 * `playing` says whether it is advancing now (a moving region should not be aria-live).
 */
export function useAutoplay(api: EmblaCarouselType | undefined, enabled: boolean) {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const hovered = useRef(false);
  const focused = useRef(false);

  useEffect(() => {
    if (!api || !enabled || reducedMotion || paused) return;
    const timer = window.setInterval(() => {
      // A hidden tab, or a carousel CSS hides at this width (offsetParent is null under display: none).
      if (document.hidden || api.rootNode().offsetParent === null) return;
      if (api.canScrollNext()) api.scrollNext();
      else api.scrollTo(0);
    }, CAROUSEL_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [api, enabled, reducedMotion, paused]);

  const update = useCallback(() => setPaused(hovered.current || focused.current), []);
  const pauseHandlers = useMemo(
    () => ({
      onMouseEnter() {
        hovered.current = true;
        update();
      },
      onMouseLeave() {
        hovered.current = false;
        update();
      },
      onFocus() {
        focused.current = true;
        update();
      },
      onBlur(event: FocusEvent) {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        focused.current = false;
        update();
      },
    }),
    [update],
  );
  return { pauseHandlers, playing: Boolean(api) && enabled && !reducedMotion && !paused };
}
