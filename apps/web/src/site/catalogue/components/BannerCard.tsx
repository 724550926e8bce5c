import type { ReactNode } from 'react';
import type { Banner } from '../types';
import { Illustration } from './Illustration';
import './BannerCard.css';

export interface BannerCardProps {
  banner: Banner;
  /** Optional call to action under the big text (e.g. a 'Fale com um especialista' button). */
  action?: ReactNode;
}

/** The solution page's banner: a navy panel with a title, a big statement and an illustration. */
export function BannerCard({ banner, action }: BannerCardProps) {
  return (
    <section className="banner-card" aria-label={banner.title}>
      <div className="banner-card__text">
        <p className="banner-card__title">{banner.title}</p>
        <p className="banner-card__big">{banner.bigText}</p>
        {action && <div className="banner-card__action">{action}</div>}
      </div>
      <div className="banner-card__art">
        <Illustration illustration={banner.image} />
      </div>
    </section>
  );
}
