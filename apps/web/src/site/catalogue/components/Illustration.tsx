import type { Illustration as IllustrationData } from '../types';
import { ILLUSTRATION_SIZE } from '../illustrations';
import { inlineIllustration } from '../inlineIllustrations';

export interface IllustrationProps {
  illustration: IllustrationData;
  /** Above the fold (a hero): load at once. Everything else loads lazily. */
  eager?: boolean;
  /**
   * Drawn into the page itself, not loaded as an image (the first screen's illustration of a
   * static section: see inlineIllustrations.ts). Never inside an island: the browser draws the
   * `<img>` instead, which would not match the server's markup.
   */
  inline?: boolean;
  /** Decorative next to text that already says the same: empty alt, hidden from readers. */
  decorative?: boolean;
  className?: string;
}

/**
 * A catalogue illustration. Width and height are the SVGs' shared intrinsic size (3:2) so
 * the browser reserves the box before the file arrives — no layout shift; CSS scales it.
 */
export function Illustration({ illustration, eager, inline, decorative, className }: IllustrationProps) {
  const classes = className ? `catalogue-illustration ${className}` : 'catalogue-illustration';
  const drawing = inline ? inlineIllustration(illustration.src) : undefined;
  if (drawing) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox={drawing.viewBox}
        width={ILLUSTRATION_SIZE.width}
        height={ILLUSTRATION_SIZE.height}
        className={classes}
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': illustration.alt })}
        dangerouslySetInnerHTML={{ __html: drawing.content }}
      />
    );
  }
  return (
    <img
      src={illustration.src}
      alt={decorative ? '' : illustration.alt}
      width={ILLUSTRATION_SIZE.width}
      height={ILLUSTRATION_SIZE.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={classes}
    />
  );
}
