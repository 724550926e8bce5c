/**
 * `html[data-settled]` once the page has loaded and the main thread has a moment to spare:
 * decorations that only call for attention (the logistics hero's "Conheça os recursos" pulse)
 * start then, by CSS, instead of while the page is still being parsed and laid out. Every frame
 * of a running animation is work for the phone's compositor too, and on a slow phone, as in
 * Lighthouse's runs on a 2-core machine, it competed with the page's own loading (issue 26:
 * WMS's blocking time, median of 7 runs, 94 ms with the pulse from the first paint, 64 without).
 */
const SETTLED_ATTRIBUTE = 'data-settled';

export function markSettledAfterLoad(): void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
  const settle = () => idle(() => document.documentElement.setAttribute(SETTLED_ATTRIBUTE, ''));
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
}
