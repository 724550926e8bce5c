import { useEffect, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';

/** How many slides make one arrow step: the spec's 0.6 of the visible width, at least one. */
function slidesPerStep(api: EmblaCarouselType, step: number): number {
  const viewport = api.rootNode().clientWidth;
  const [first, second] = api.slideNodes();
  if (!first || !second) return 1;
  const pitch = second.offsetLeft - first.offsetLeft || first.offsetWidth;
  return Math.max(1, Math.round((viewport * step) / pitch));
}

/**
 * Whether the carousel can move back or on, and how far along it is (0 to 1), kept in step with
 * embla. Slides are grouped so each snap is one arrow step, regrouped when the width changes.
 */
export function useCarouselPosition(api: EmblaCarouselType | undefined, scrollStep: number, slideCount: number) {
  const [canPrev, setCanPrev] = useState(false);
  // Enabled in the server's markup when there is more than one slide: a carousel is an island, and
  // a tap on a disabled button makes no click for the islands entry to hold and replay once the
  // island is live (then the carousel's own measure decides).
  const [canNext, setCanNext] = useState(slideCount > 1);
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (!api) return;
    let perStep = 0;
    const regroup = () => {
      const next = slidesPerStep(api, scrollStep);
      if (next !== perStep) {
        perStep = next;
        api.reInit({ slidesToScroll: next });
      }
    };
    const sync = () => {
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
      setProgress(Math.max(0, Math.min(1, api.scrollProgress())));
    };
    regroup();
    sync();
    api.on('resize', regroup).on('reInit', sync).on('select', sync).on('scroll', sync);
    return () => {
      api.off('resize', regroup).off('reInit', sync).off('select', sync).off('scroll', sync);
    };
  }, [api, scrollStep]);

  return { canPrev, canNext, progress };
}
