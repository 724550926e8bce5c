import { useEffect, useState } from 'react';
import { Hourglass as HourglassIcon } from 'lucide-react';
import { HOURGLASS_FLIP_MS } from '@vitrine/shared/constants';

/**
 * The reading-time hourglass turns over every second (docs/PRODUCT.md §9). Visitors who ask for
 * reduced motion get a still icon: no timer runs at all.
 */
export function Hourglass() {
  const [flipped, setFlipped] = useState(false);
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setFlipped((f) => !f), HOURGLASS_FLIP_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <span className="hourglass" data-flipped={flipped} aria-hidden="true">
      <HourglassIcon size={16} />
    </span>
  );
}
