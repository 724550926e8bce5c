import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { headingText } from '../../components/headingText';
import './cancel-newsletter.css';

/** The end of a newsletter link's page (cancel or confirm): what happened, and the way home. */
export function Outcome({ tone, title, children }: { tone: 'success' | 'error'; title: string; children: ReactNode }) {
  const Icon = tone === 'success' ? CircleCheck : CircleAlert;
  return (
    <div className={`cancel-outcome cancel-outcome--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="cancel-card__icon" aria-hidden="true">
        <Icon size={28} />
      </span>
      <h1 id="cancel-title" className="cancel-card__title">
        {headingText(title)}
      </h1>
      <p className="cancel-card__lead">{children}</p>
      <Link href="/" className="cancel-form__submit cancel-outcome__home">
        Ir para a página inicial
      </Link>
    </div>
  );
}
