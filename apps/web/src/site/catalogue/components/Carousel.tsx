import { Children, useCallback, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { CAROUSEL_ARROWS_MIN_ITEMS, CAROUSEL_SCROLL_STEP } from '@vitrine/shared/constants';
import { AUTOPLAY_TRANSITION_DURATION, useAutoplay } from './useAutoplay';
import { useCarouselPosition } from './useCarouselPosition';
import './Carousel.css';

export interface CarouselProps {
  /** Accessible name of the region, e.g. 'Sistemas de gestão'. */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** CSS width of one slide (default 'min(300px, 82%)'). */
  slideWidth?: string;
  /** Its width under 800 px, when it differs (CSS picks it: the prerendered page is right at every width). */
  mobileSlideWidth?: string;
  /** Fraction of the viewport width an arrow click scrolls (spec: 0.6). */
  scrollStep?: number;
  /** Advance every 5 s with a ~1 s transition; paused on hover, focus and reduced motion. */
  autoplay?: boolean;
  /** 'auto' (spec): with 5 or more items, or on mobile (< 800 px, by CSS). */
  arrows?: 'auto' | 'always' | 'never';
  className?: string;
}
/**
 * The catalogue's carousel (embla). A labelled region with real Prev/Next buttons, Left and
 * Right keys while focus is inside, a progress bar, and optional autoplay.
 */
export function Carousel({
  label,
  children,
  slideWidth = 'min(300px, 82%)',
  mobileSlideWidth,
  scrollStep = CAROUSEL_SCROLL_STEP,
  autoplay = false,
  arrows = 'auto',
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const [viewportRef, api] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    duration: autoplay ? AUTOPLAY_TRANSITION_DURATION : 25,
  });
  const { pauseHandlers, playing } = useAutoplay(api, autoplay);
  // After autoplay, so its listeners are on embla before the first regrouping (as they always were).
  const { canPrev, canNext, progress } = useCarouselPosition(api, scrollStep, slides.length);

  const prev = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      prev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  // 'auto' with fewer items than the spec's five: the arrows are there on phones only, which
  // CSS decides (no script-time switch that would shift the page after it was shown).
  const arrowsOnPhonesOnly = arrows === 'auto' && slides.length < CAROUSEL_ARROWS_MIN_ITEMS;
  const showArrows = arrows !== 'never';
  const scrollable = canPrev || canNext;

  return (
    // The keyboard handler listens for Left/Right from anything focused inside the region
    // (the viewport, a slide's link, an arrow); the region itself is not a control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={`carousel${className ? ` ${className}` : ''}`}
      aria-roledescription="carrossel"
      aria-label={label}
      style={
        {
          '--carousel-slide-desktop': slideWidth,
          ...(mobileSlideWidth ? { '--carousel-slide-mobile': mobileSlideWidth } : {}),
        } as CSSProperties
      }
      onKeyDown={onKeyDown}
      {...pauseHandlers}
    >
      <div
        className="carousel__viewport"
        ref={viewportRef}
        // Focusable so keyboard users can reach and scroll slides that hold no link of
        // their own (the info cards); Left/Right then move the carousel.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <div className="carousel__track" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              className="carousel__slide"
              key={index}
              role="group"
              aria-roledescription="item"
              aria-label={`${index + 1} de ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {showArrows && (
        <CarouselControls
          phoneOnly={arrowsOnPhonesOnly}
          progress={scrollable ? Math.max(progress, 0.08) : 1}
          canPrev={canPrev}
          canNext={canNext}
          prev={prev}
          next={next}
        />
      )}
    </section>
  );
}

/** The progress bar and the Prev/Next arrows under the slides. */
function CarouselControls({
  phoneOnly,
  progress,
  canPrev,
  canNext,
  prev,
  next,
}: {
  phoneOnly: boolean;
  progress: number;
  canPrev: boolean;
  canNext: boolean;
  prev: () => void;
  next: () => void;
}) {
  return (
    <div className={phoneOnly ? 'carousel__controls phone-only' : 'carousel__controls'}>
      <div className="carousel__progress" aria-hidden="true">
        <span style={{ transform: `scaleX(${progress})` }} />
      </div>
      <button type="button" className="carousel__arrow" onClick={prev} disabled={!canPrev} aria-label="Anterior">
        <ChevronLeft aria-hidden="true" size={22} />
      </button>
      <button type="button" className="carousel__arrow" onClick={next} disabled={!canNext} aria-label="Próximo">
        <ChevronRight aria-hidden="true" size={22} />
      </button>
    </div>
  );
}
