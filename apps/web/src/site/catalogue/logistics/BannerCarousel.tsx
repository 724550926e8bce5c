import { useCallback, useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { CAROUSEL_AUTOPLAY_MS } from '@vitrine/shared/constants';
import { Illustration, TabBar, tabElementId, useIsMobile, usePrefersReducedMotion } from '../components';
import type { BannerCarouselItem } from '../types';
import './BannerCarousel.css';

export interface BannerCarouselProps {
  items: BannerCarouselItem[];
  /** Accessible name of the tab list, e.g. 'Etapas do WMS'. */
  label: string;
}

/**
 * Embla's `duration` is a damping factor, not milliseconds: 45 settles in about one second,
 * the spec's 1000 ms transition.
 */
const TRANSITION_DURATION = 45;

/** Under 800 px the spec hides the tabs and the banner carousel: a plain stacked list instead. */
function BannerStack({ items }: { items: BannerCarouselItem[] }) {
  return (
    <ol className="lp-banner-stack">
      {items.map((item) => (
        <li key={item.id} className="lp-banner-stack__item">
          <span className="lp-banner-stack__tab">{item.tabName}</span>
          <span className="lp-banner-stack__title">{item.title}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The product's banner carousel: a tab bar over full-width slides. Choosing a tab slides to
 * its banner; the carousel advances every 5 s and the tab follows. Autoplay pauses while
 * the pointer or focus is inside, and never runs under reduced motion.
 */
function BannerSlides({ items, label }: BannerCarouselProps) {
  const idPrefix = useId().replace(/:/g, '');
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, api] = useEmblaCarousel({ loop: true, duration: TRANSITION_DURATION });
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const hovered = useRef(false);
  const focused = useRef(false);
  const tabs = useMemo(() => items.map((item) => ({ id: item.id, label: item.tabName })), [items]);
  const selected = items[index]?.id ?? '';

  useEffect(() => {
    if (!api) return;
    const sync = () => setIndex(api.selectedScrollSnap());
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api]);

  useEffect(() => {
    if (!api || reducedMotion || paused) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) api.scrollNext();
    }, CAROUSEL_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [api, reducedMotion, paused]);

  const updatePaused = useCallback(() => setPaused(hovered.current || focused.current), []);
  const select = (id: string) =>
    api?.scrollTo(
      Math.max(
        0,
        items.findIndex((item) => item.id === id),
      ),
    );

  return (
    <div
      className="lp-banner"
      onMouseEnter={() => {
        hovered.current = true;
        updatePaused();
      }}
      onMouseLeave={() => {
        hovered.current = false;
        updatePaused();
      }}
      onFocus={() => {
        focused.current = true;
        updatePaused();
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        focused.current = false;
        updatePaused();
      }}
    >
      <TabBar label={label} tabs={tabs} selected={selected} onSelect={select} idPrefix={idPrefix} />
      <div
        id={`${idPrefix}-panel`}
        role="tabpanel"
        aria-labelledby={tabElementId(idPrefix, tabs, selected)}
        className="lp-banner__viewport"
        ref={viewportRef}
      >
        <div className="lp-banner__track">
          {items.map((item, i) => (
            <div
              key={item.id}
              className="lp-banner__slide"
              // Only the current banner is exposed; the others are off-screen copies.
              aria-hidden={i !== index}
              inert={i !== index}
            >
              <div className="lp-banner__text">
                <p className="lp-banner__eyebrow">{item.tabName}</p>
                <p
                  className="lp-banner__title"
                  style={item.titleColor ? ({ '--lp-banner-title': item.titleColor } as CSSProperties) : undefined}
                >
                  {item.title}
                </p>
              </div>
              <div className="lp-banner__art">
                <Illustration illustration={item.image} />
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="lp-banner__dots" aria-hidden="true">
        {items.map((item, i) => (
          <span key={item.id} className={i === index ? 'lp-banner__dot lp-banner__dot--active' : 'lp-banner__dot'} />
        ))}
      </div>
    </div>
  );
}

/** Tabs and banner carousel on desktop; a stacked list under 800 px (spec). */
export function BannerCarousel({ items, label }: BannerCarouselProps) {
  const isMobile = useIsMobile();
  return isMobile ? <BannerStack items={items} /> : <BannerSlides items={items} label={label} />;
}
