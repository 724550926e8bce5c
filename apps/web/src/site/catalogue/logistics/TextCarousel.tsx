import { Carousel, Illustration } from '../components';
import type { TextCarouselItem } from '../types';

/** Cards a desktop line holds; the slide width below makes exactly this many fill the row. */
const PER_ROW_DESKTOP = 3;

/** Cards with an illustration, a title and a short text; autoplays (5 s, ~1 s transition). */
export function TextCarousel({ items, label }: { items: TextCarouselItem[]; label: string }) {
  return (
    <Carousel
      label={label}
      autoplay
      // The slide basis is relative to the track, which is one gap (24 px) wider than the
      // viewport: a third of it minus one gap makes three cards fill the content width.
      slideWidth={`calc(${100 / PER_ROW_DESKTOP}% - 24px)`}
      mobileSlideWidth="min(340px, 86%)"
      // Arrows whenever some card starts off-screen, not only from the spec's five items.
      arrows={items.length > PER_ROW_DESKTOP ? 'always' : 'auto'}
    >
      {items.map((item) => (
        <article key={item.title} className="lp-text-card">
          <Illustration illustration={item.image} decorative className="lp-text-card__image" />
          <div className="lp-text-card__body">
            <h3 className="lp-text-card__title">{item.title}</h3>
            <p className="lp-text-card__text">{item.description}</p>
          </div>
        </article>
      ))}
    </Carousel>
  );
}
