import { MarkedText } from '../components';
import type { ResumeCard } from '../types';

/** The 'Em resumo' grid: an icon and a sentence whose **key fragment** is bold. */
export function ResumeCards({ cards }: { cards: ResumeCard[] }) {
  return (
    <ul className={cards.length === 4 ? 'lp-resume lp-resume--four' : 'lp-resume'}>
      {cards.map((card) => {
        const Icon = card.icon;
        return (
          <li key={card.description} className="lp-resume__card">
            <span className="lp-resume__icon" aria-hidden="true">
              <Icon size={22} strokeWidth={1.8} />
            </span>
            <MarkedText text={card.description} className="lp-resume__text" />
          </li>
        );
      })}
    </ul>
  );
}
