import type { LucideIcon } from 'lucide-react';

interface FeatureCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The guide's icon cards ("O que fazemos", the social network's features); teal sets the second section apart. */
export function FeatureCards({ cards, tone }: { cards: readonly FeatureCard[]; tone?: 'teal' }) {
  return (
    <ul className="onb-cards">
      {cards.map(({ icon: Icon, title, text }) => (
        <li key={title} className="onb-card">
          <span className={tone ? `onb-card__icon onb-card__icon--${tone}` : 'onb-card__icon'} aria-hidden="true">
            <Icon size={24} />
          </span>
          <h3>{title}</h3>
          <p>{text}</p>
        </li>
      ))}
    </ul>
  );
}
