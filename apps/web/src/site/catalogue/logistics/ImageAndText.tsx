import { Illustration, MarkedText } from '../components';
import type { ImageAndTextItem } from '../types';

export interface ImageAndTextProps {
  item: ImageAndTextItem;
  /** Puts the image on the right on desktop, so consecutive items alternate sides. */
  reversed?: boolean;
}

/** An illustration beside a marked statement and three small supporting cards. */
export function ImageAndText({ item, reversed }: ImageAndTextProps) {
  return (
    <div className={reversed ? 'lp-split lp-split--reversed' : 'lp-split'}>
      <div className="lp-split__art">
        <Illustration illustration={item.image} />
      </div>
      <div className="lp-split__body">
        <MarkedText text={item.text} className="lp-split__text" />
        <ul className="lp-split__cards">
          {item.cards.map((card) => {
            const Icon = card.icon;
            return (
              <li key={card.title} className="lp-mini-card">
                <span className="lp-mini-card__icon" aria-hidden="true">
                  <Icon size={20} strokeWidth={1.8} />
                </span>
                <span>
                  <strong className="lp-mini-card__title">{card.title}</strong>
                  <span className="lp-mini-card__text">{card.text}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
