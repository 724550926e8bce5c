import { ExpertButton } from './ExpertButton';
import { Modal } from '../../components/Modal';
import type { Illustration as IllustrationData } from '../types';
import { Illustration } from './Illustration';
import { MarkedText } from './MarkedText';
import './DescriptionModal.css';

export interface DescriptionModalItem {
  title: string;
  /** Small label above the text (e.g. the service's English name). */
  eyebrow?: string;
  subtitle?: string;
  image?: IllustrationData;
  /** Marked text; blank lines separate paragraphs. */
  description: string;
  /** Optional bullet list under the text (e.g. what a consulting engagement delivers). */
  highlights?: string[];
  /** Heading of the highlights list (e.g. 'O que entregamos'). */
  highlightsTitle?: string;
}

export interface DescriptionModalProps {
  /** The item shown; null keeps the modal closed. */
  item: DescriptionModalItem | null;
  onClose: () => void;
}

/** A card's description in the site Modal (consulting), with a 'Fale com um especialista' button. */
export function DescriptionModal({ item, onClose }: DescriptionModalProps) {
  return (
    <Modal open={item !== null} onClose={onClose} title={item?.title ?? ''} size="lg" className="description-modal">
      {item && (
        <div className="description-modal__layout">
          {item.image && <Illustration illustration={item.image} eager className="description-modal__image" />}
          <div className="description-modal__text">
            {item.eyebrow && item.eyebrow !== item.title && <p className="cat-eyebrow">{item.eyebrow}</p>}
            {item.subtitle && <p className="description-modal__subtitle">{item.subtitle}</p>}
            <MarkedText text={item.description} />
            {item.highlights && item.highlights.length > 0 && item.highlightsTitle && (
              <h3 className="description-modal__highlights-title">{item.highlightsTitle}</h3>
            )}
            {item.highlights && item.highlights.length > 0 && (
              <ul className="description-modal__highlights">
                {item.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            )}
            <ExpertButton className="cat-btn--primary description-modal__cta" closeFirst={onClose} />
          </div>
        </div>
      )}
    </Modal>
  );
}
