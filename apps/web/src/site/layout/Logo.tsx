import { brand } from '@vitrine/shared/brand';
import './Logo.css';

/**
 * The Alvorada mark: a sun rising over two horizon lines ("alvorada" is Portuguese for
 * dawn); the lines double as roads and data streams, the company's two trades.
 */
export function LogoMark({ tone = 'dark', size = 36 }: { tone?: 'dark' | 'light'; size?: number }) {
  const horizon = tone === 'dark' ? 'var(--color-navy-800)' : '#ffffff';
  return (
    <svg className="logo-mark" width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <g stroke="var(--color-sunrise-400)" strokeWidth="3" strokeLinecap="round">
        <path d="M24 15.5V11M31.25 17.44l2.25-3.9M36.56 22.75l3.9-2.25M16.75 17.44l-2.25-3.9M11.44 22.75l-3.9-2.25" />
      </g>
      <path d="M12.5 30a11.5 11.5 0 0 1 23 0Z" fill="var(--color-sunrise-500)" />
      <rect x="4" y="32" width="40" height="4.5" rx="2.25" fill={horizon} />
      <rect x="13" y="39.5" width="22" height="4.5" rx="2.25" fill="var(--color-teal-500)" />
    </svg>
  );
}

/** Mark + wordmark. Text stays real text so it scales crisply and reads to assistive tech. */
export function Logo({ tone = 'dark', compact = false }: { tone?: 'dark' | 'light'; compact?: boolean }) {
  return (
    <span className={`logo logo--${tone}${compact ? ' logo--compact' : ''}`}>
      <LogoMark tone={tone} />
      <span className="logo__text">
        <span className="logo__name">{brand.companyName}</span>
        <span className="logo__tag">Sistemas</span>
      </span>
    </span>
  );
}
