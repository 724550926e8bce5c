/**
 * `html[data-settled]` once the page has loaded and the main thread has a moment to spare:
 * decorations start then, by CSS, instead of while the page is still being parsed and laid out
 * (the home's hero and clients strip, `[data-motion]` in base.css, and the logistics hero's
 * "Conheça os recursos" pulse). Every frame of a running animation is work for the phone's
 * compositor too, and on a slow phone, as in Lighthouse's runs on a 2-core machine, it competed
 * with the page's own loading (issue 26, Lighthouse's blocking time, median of 6–7 runs at 4×:
 * WMS 94 ms with the pulse from the first paint, 64 without; the home 186 ms with its hero moving
 * from the first paint, 103 with it still until then).
 */
export const SETTLED_ATTRIBUTE = 'data-settled';

export function markSettledAfterLoad(): void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
  const settle = () => idle(() => document.documentElement.setAttribute(SETTLED_ATTRIBUTE, ''));
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
}
