import { ExpertButton } from './ExpertButton';
import { Modal } from '../../components/Modal';
import type { ModuleCard } from '../types';
import { ModuleContent } from './ModuleContent';
import './ModuleDetailModal.css';

export interface ModuleDetailModalProps {
  /** The module shown; null keeps the modal closed. */
  module: ModuleCard | null;
  /** Label of the module's category shown above the content (e.g. the tab name). */
  categoryLabel?: string;
  onClose: () => void;
}

/**
 * A module's detail: the site's Modal (<dialog>, page scroll locked, Escape closes) with the
 * full ModuleContent and a 'Fale com um especialista' button that opens the contact form.
 */
export function ModuleDetailModal({ module, categoryLabel, onClose }: ModuleDetailModalProps) {
  const Icon = module?.icon;
  return (
    <Modal open={module !== null} onClose={onClose} title={module?.title ?? ''} size="lg" className="module-modal">
      {module && (
        <>
          <div className="module-modal__meta">
            {Icon && (
              <span className="module-modal__icon" aria-hidden="true">
                <Icon size={20} strokeWidth={1.8} />
              </span>
            )}
            <span className="module-modal__category">{categoryLabel ?? module.category}</span>
          </div>
          <ModuleContent content={module.content} />
          <div className="module-modal__cta">
            <p>Quer ver o {module.title} funcionando na sua operação?</p>
            <ExpertButton className="cat-btn--primary" closeFirst={onClose} />
          </div>
        </>
      )}
    </Modal>
  );
}
