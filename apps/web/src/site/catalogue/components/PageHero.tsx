import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ChevronRight } from 'lucide-react';
import type { Illustration as IllustrationData } from '../types';
import { Illustration } from './Illustration';
import './PageHero.css';

export interface PageHeroProps {
  /** Small label above the title, e.g. 'Sistemas de gestão'. */
  eyebrow?: string;
  /** The page's h1. */
  title: string;
  subtitle?: string;
  description?: ReactNode;
  image?: IllustrationData;
  /** Shown in place of the image on the right (e.g. a summary panel). */
  aside?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** Breadcrumb trail before the current page: [{label, href}]. */
  trail?: { label: string; href: string }[];
  /** The current page's name at the end of the trail (default: the title). */
  current?: string;
}

/** The navy hero at the top of every catalogue page (h1, text, actions, illustration). */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  description,
  image,
  aside,
  actions,
  trail,
  current,
}: PageHeroProps) {
  return (
    <header className="page-hero">
      <div className="cat-container page-hero__inner">
        <div className="page-hero__text">
          {trail && trail.length > 0 && (
            <nav aria-label="Trilha de navegação" className="page-hero__trail">
              <ol>
                {trail.map((crumb) => (
                  <li key={crumb.href}>
                    <Link href={crumb.href}>{crumb.label}</Link>
                    <ChevronRight aria-hidden="true" size={14} />
                  </li>
                ))}
                <li aria-current="page">{current ?? title}</li>
              </ol>
            </nav>
          )}
          {eyebrow && <p className="page-hero__eyebrow">{eyebrow}</p>}
          <h1 className="page-hero__title">{title}</h1>
          {subtitle && <p className="page-hero__subtitle">{subtitle}</p>}
          {description && <div className="page-hero__description">{description}</div>}
          {actions && <div className="page-hero__actions">{actions}</div>}
        </div>
        {image && !aside && (
          <div className="page-hero__art">
            <Illustration illustration={image} eager inline />
          </div>
        )}
        {aside && <div className="page-hero__aside">{aside}</div>}
      </div>
    </header>
  );
}
