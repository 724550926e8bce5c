import type { CSSProperties, ReactNode } from 'react';
import type { InfoCard } from '../types';
import { Carousel } from './Carousel';
import { Illustration } from './Illustration';
import './InfoCards.css';

export interface InfoCardsProps {
  cards: InfoCard[];
  /** Cards per line at lg (1200–1535 px): the spec has 4 in one dataset and 3 in another. */
  perLineLg?: 3 | 4;
  /** Accessible name of the carousel shown on mobile. */
  label?: string;
  /** The phone's carousel as the page renders it (an island on catalogue pages); else a plain one. */
  carousel?: ReactNode;
}

/** Spec: animation 0.4 s, each card 0.2 s after the previous one. */
const STAGGER_S = 0.2;

function InfoCardView({ card }: { card: InfoCard }) {
  const image = card.image;
  const Icon = 'src' in image ? null : image;
  return (
    <article className="cat-card info-card">
      {'src' in image && <Illustration illustration={image} decorative className="info-card__image" />}
      {Icon && (
        <span className="info-card__icon" aria-hidden="true">
          <Icon size={26} strokeWidth={1.8} />
        </span>
      )}
      <h3 className="cat-card__title info-card__title">{card.title}</h3>
      <p className="cat-card__text info-card__text">{card.description}</p>
    </article>
  );
}

/**
 * A solution's info cards: a carousel under 800 px; above, a grid (gap 24 px; 5 per line
 * at xl, `perLineLg` at lg, 2 at md, 1 below) whose cards rise in one after another when
 * the grid scrolls into view (`data-reveal`, islands/reveal.ts: no React needed for it).
 * Reduced motion shows them at once. Both are in the markup and CSS shows one by width, so the
 * prerendered page is already right on a phone (no grid that turns into a carousel, shifting
 * everything below it, once the script runs). Only the carousel is interactive: on a catalogue
 * page it is an island of its own (CatalogueIslands.tsx).
 */
export function InfoCards({ cards, perLineLg = 4, label = 'Destaques', carousel }: InfoCardsProps) {
  return (
    <>
      <div className="phone-only">{carousel ?? <InfoCardsCarousel cards={cards} label={label} />}</div>
      <InfoCardsGrid cards={cards} perLineLg={perLineLg} />
    </>
  );
}

/** The phone's carousel of info cards. */
export function InfoCardsCarousel({ cards, label = 'Destaques' }: Pick<InfoCardsProps, 'cards' | 'label'>) {
  return (
    <Carousel label={label} slideWidth="min(300px, 84%)">
      {cards.map((card) => (
        <InfoCardView key={card.title} card={card} />
      ))}
    </Carousel>
  );
}

function InfoCardsGrid({ cards, perLineLg }: Pick<InfoCardsProps, 'cards' | 'perLineLg'>) {
  return (
    <div
      className={`info-cards info-cards--lg-${perLineLg} wide-only`}
      data-reveal=""
      style={{ '--info-cards-xl': Math.min(5, cards.length) } as CSSProperties}
    >
      {cards.map((card, index) => (
        <div
          key={card.title}
          className="info-cards__cell"
          style={{ '--info-card-delay': `${index * STAGGER_S}s` } as CSSProperties}
        >
          <InfoCardView card={card} />
        </div>
      ))}
    </div>
  );
}
