/**
 * Parts that rise in as they first come into view (`data-reveal`: a solution's info cards), with
 * no island and no React: the islands entry runs this once the page is up. A part already in view
 * then is left as it was painted (no flash of it vanishing to rise again); a part below waits
 * hidden (`data-reveal="waiting"`) until 15 % of it shows, then plays its CSS animation
 * (`data-reveal="shown"`). Reduced motion, or no script at all: every part is simply there.
 *
 * Where each part is comes from the observer's first report, made with the browser's own next
 * layout: asking each part for its position here instead (getBoundingClientRect) forced a layout
 * of the whole page, most of it just parsed, in the middle of its loading.
 */
export function revealOnView(): void {
  if (typeof IntersectionObserver === 'undefined') return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const part = entry.target as HTMLElement;
        // Only a part found below the first screen is still watched after the first report.
        if (part.dataset.reveal === 'waiting') {
          if (!entry.isIntersecting) continue;
          part.dataset.reveal = 'shown';
          observer.unobserve(part);
        } else if (entry.boundingClientRect.top < (entry.rootBounds?.bottom ?? window.innerHeight)) {
          observer.unobserve(part);
        } else {
          part.dataset.reveal = 'waiting';
        }
      }
    },
    { threshold: 0.15 },
  );
  for (const part of document.querySelectorAll('[data-reveal]')) observer.observe(part);
}
