import { MessageCircle } from 'lucide-react';
import { OPENS_CONTACT } from '../../contact/openContact';

export interface ExpertButtonProps {
  /** Extra classes after 'cat-btn' (e.g. 'cat-btn--primary'). */
  className?: string;
  label?: string;
  /**
   * Called before the contact form opens. From inside a dialog, close it here: the contact
   * form is its own overlay, so only one dialog holds the focus and the scroll lock.
   */
  closeFirst?: () => void;
}

/** The catalogue's 'Fale com um especialista' button: it opens the site's contact form. */
export function ExpertButton({ className, label = 'Fale com um especialista', closeFirst }: ExpertButtonProps) {
  return (
    <button
      type="button"
      className={className ? `cat-btn ${className}` : 'cat-btn'}
      {...OPENS_CONTACT}
      onClick={closeFirst}
    >
      <MessageCircle aria-hidden="true" size={18} />
      {label}
    </button>
  );
}
