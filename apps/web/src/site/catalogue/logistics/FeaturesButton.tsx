import { ArrowDown } from 'lucide-react';
import { SCROLL_OFFSET_PX } from '@vitrine/shared/constants';
import { scrollToSection } from '../../layout/navigation';
import './FeaturesButton.css';

export interface FeaturesButtonProps {
  label: string;
  /** Id of the features section the button scrolls to. */
  targetId: string;
}

/**
 * The hero's 'Conheça os recursos' button. It slides in and pulses as the page opens (CSS alone,
 * FeaturesButton.css), and scrolls smoothly to the features, leaving room for the fixed header.
 * Reduced motion: no animation, instant jump.
 */
export function FeaturesButton({ label, targetId }: FeaturesButtonProps) {
  const scrollToFeatures = () => {
    if (!scrollToSection(targetId, SCROLL_OFFSET_PX)) return;
    // Move keyboard focus along with the view; the section is focusable for this only.
    document.getElementById(targetId)?.focus({ preventScroll: true });
  };

  return (
    <button type="button" className="cat-btn cat-btn--primary features-button" onClick={scrollToFeatures}>
      {label}
      <ArrowDown aria-hidden="true" size={18} className="features-button__arrow" />
    </button>
  );
}
