import { Hourglass as HourglassIcon } from 'lucide-react';

/**
 * The reading-time hourglass turns over every second (docs/PRODUCT.md §9): a CSS animation of
 * `transform` alone (post-content.css), which the compositor runs without any script. Visitors
 * who ask for reduced motion get a still icon.
 */
export function Hourglass() {
  return (
    <span className="hourglass" aria-hidden="true">
      <HourglassIcon size={16} />
    </span>
  );
}
