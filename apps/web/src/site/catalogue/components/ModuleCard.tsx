import { ArrowRight } from 'lucide-react';
import type { ModuleCard as ModuleCardData } from '../types';
import { cardDescription } from './text';
import './ModuleCard.css';

export interface ModuleCardProps {
  module: ModuleCardData;
  /** Opens the module's detail (ModuleDetailModal). */
  onOpen: (module: ModuleCardData) => void;
}

/**
 * A module in the catalogue grid: icon, title, the description as plain text truncated to
 * the spec's 180 / 160 characters, and a 'Ver detalhes' button that opens the detail.
 */
export function ModuleCard({ module, onOpen }: ModuleCardProps) {
  const Icon = module.icon;
  return (
    <article className="cat-card module-card">
      <span className="module-card__icon" aria-hidden="true">
        <Icon size={24} strokeWidth={1.8} />
      </span>
      <h3 className="cat-card__title module-card__title">{module.title}</h3>
      <p className="cat-card__text module-card__text">{cardDescription(module.description)}</p>
      <button
        type="button"
        className="module-card__button"
        onClick={() => onOpen(module)}
        aria-haspopup="dialog"
        aria-label={`Ver detalhes: ${module.title}`}
      >
        Ver detalhes
        <ArrowRight aria-hidden="true" size={18} />
      </button>
    </article>
  );
}
