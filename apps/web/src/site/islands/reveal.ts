/**
 * Parts that rise in as they first come into view (`data-reveal`: a solution's info cards), with
 * no island and no React: the islands entry runs this once the page is up. A part already in view
 * then is left as it was painted (no flash of it vanishing to rise again); a part below waits
 * hidden (`data-reveal="waiting"`) until 15 % of it shows, then plays its CSS animation
 * (`data-reveal="shown"`). Reduced motion, or no script at all: every part is simply there.
 */
export function revealOnView(): void {
  if (typeof IntersectionObserver === 'undefined') return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        (entry.target as HTMLElement).dataset.reveal = 'shown';
        observer.unobserve(entry.target);
      }
    },
    { threshold: 0.15 },
  );
  for (const part of document.querySelectorAll<HTMLElement>('[data-reveal]')) {
    if (part.getBoundingClientRect().top < window.innerHeight) continue;
    part.dataset.reveal = 'waiting';
    observer.observe(part);
  }
}
