import { ArrowRight, Plus } from 'lucide-react';
import { Link } from 'wouter';
import type { SolutionCard as SolutionCardData } from '../types';
import { Illustration } from './Illustration';
import './SolutionCard.css';

export interface SolutionCardProps {
  card: SolutionCardData;
  /** Called for cards without a link (consulting): opens their description modal. */
  onOpen?: (card: SolutionCardData) => void;
  /** Label of the call to action (default 'Conhecer' for links, 'Ler descrição' otherwise). */
  actionLabel?: string;
}

/**
 * A card of the solution carousels: illustration, title, one-line subtitle. The whole card
 * is one link when the card has `link`, else one button that calls `onOpen`.
 */
export function SolutionCard({ card, onOpen, actionLabel }: SolutionCardProps) {
  const body = (
    <>
      <span className="solution-card__art">
        <Illustration illustration={card.image} decorative />
      </span>
      <span className="solution-card__body">
        <span className="solution-card__title">{card.title}</span>
        <span className="solution-card__subtitle">{card.subtitle}</span>
        <span className="solution-card__action" aria-hidden="true">
          {actionLabel ?? (card.link ? 'Conhecer' : 'Ler descrição')}
          {card.link ? <ArrowRight size={18} /> : <Plus size={18} />}
        </span>
      </span>
    </>
  );
  if (card.link) {
    return (
      <Link href={card.link} className="solution-card">
        {body}
      </Link>
    );
  }
  return (
    <button type="button" className="solution-card" aria-haspopup="dialog" onClick={() => onOpen?.(card)}>
      {body}
    </button>
  );
}
