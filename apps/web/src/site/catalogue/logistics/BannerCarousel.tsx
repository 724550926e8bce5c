import { useEffect, useId, useMemo, useState, type CSSProperties } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { AUTOPLAY_TRANSITION_DURATION, Illustration, TabBar, tabElementId, useAutoplay } from '../components';
import type { BannerCarouselItem } from '../types';
import './BannerCarousel.css';

export interface BannerCarouselProps {
  items: BannerCarouselItem[];
  /** Accessible name of the tab list, e.g. 'Etapas do WMS'. */
  label: string;
}

/** Under 800 px the spec hides the tabs and the banner carousel: a plain stacked list instead. */
function BannerStack({ items }: { items: BannerCarouselItem[] }) {
  return (
    <ol className="lp-banner-stack phone-only">
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
  const [viewportRef, api] = useEmblaCarousel({ loop: true, duration: AUTOPLAY_TRANSITION_DURATION });
  const [index, setIndex] = useState(0);
  const { pauseHandlers } = useAutoplay(api, true);
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

  const select = (id: string) =>
    api?.scrollTo(
      Math.max(
        0,
        items.findIndex((item) => item.id === id),
      ),
    );

  return (
    <div className="lp-banner wide-only" {...pauseHandlers}>
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

/**
 * Tabs and banner carousel on desktop; a stacked list under 800 px (spec). Both are in the
 * markup and CSS shows one: the prerendered page is right at every width, so a phone sees no
 * banner that vanishes (and shifts the page) once the script runs.
 */
export function BannerCarousel({ items, label }: BannerCarouselProps) {
  return (
    <>
      <BannerStack items={items} />
      <BannerSlides items={items} label={label} />
    </>
  );
}
