import type { Illustration as IllustrationData } from '../types';
import { ILLUSTRATION_SIZE } from '../illustrations';

export interface IllustrationProps {
  illustration: IllustrationData;
  /** Above the fold (a hero): load at once. Everything else loads lazily. */
  eager?: boolean;
  /** Decorative next to text that already says the same: empty alt, hidden from readers. */
  decorative?: boolean;
  className?: string;
}

/**
 * A catalogue illustration. Width and height are the SVGs' shared intrinsic size (3:2) so
 * the browser reserves the box before the file arrives — no layout shift; CSS scales it.
 */
export function Illustration({ illustration, eager, decorative, className }: IllustrationProps) {
  return (
    <img
      src={illustration.src}
      alt={decorative ? '' : illustration.alt}
      width={ILLUSTRATION_SIZE.width}
      height={ILLUSTRATION_SIZE.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className ? `catalogue-illustration ${className}` : 'catalogue-illustration'}
    />
  );
}
