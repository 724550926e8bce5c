import { useEffect, useRef, useState } from 'react';
import { ArrowDown } from 'lucide-react';
import { SCROLL_OFFSET_PX } from '@vitrine/shared/constants';
import { usePrefersReducedMotion } from '../components';
import './FeaturesButton.css';

export interface FeaturesButtonProps {
  label: string;
  /** Id of the features section the button scrolls to. */
  targetId: string;
}

/**
 * The hero's 'Conheça os recursos' button. It slides in and pulses once it enters the view
 * (so it draws the eye even when the hero loads below a banner), and scrolls smoothly to the
 * features, leaving room for the fixed header. Reduced motion: no animation, instant jump.
 */
export function FeaturesButton({ label, targetId }: FeaturesButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const canObserve = typeof IntersectionObserver !== 'undefined';
  const [entered, setEntered] = useState(false);

  useEffect(() => {
    const button = ref.current;
    if (!button || entered || !canObserve) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setEntered(true);
          observer.disconnect();
        }
      },
      { threshold: 0.6 },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [entered, canObserve]);

  const scrollToFeatures = () => {
    const target = document.getElementById(targetId);
    if (!target) return;
    const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
    window.scrollTo({ top: Math.max(0, top), behavior: reducedMotion ? 'auto' : 'smooth' });
    // Move keyboard focus along with the view; the section is focusable for this only.
    target.focus({ preventScroll: true });
  };

  const motion =
    reducedMotion || !canObserve ? '' : entered ? ' features-button--entered' : ' features-button--waiting';
  return (
    <button
      ref={ref}
      type="button"
      className={`cat-btn cat-btn--primary features-button${motion}`}
      onClick={scrollToFeatures}
    >
      {label}
      <ArrowDown aria-hidden="true" size={18} className="features-button__arrow" />
    </button>
  );
}
