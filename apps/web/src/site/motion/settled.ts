/**
 * `html[data-settled]` once the page has loaded and the main thread has a moment to spare:
 * decorations that only call for attention start then instead of while the page is still being
 * parsed and laid out. The logistics hero's "Conheça os recursos" pulse waits for the attribute
 * in CSS; the home's hero and clients strip are prerendered paused and pauseOffscreen.ts lets
 * them go on the event. Every frame of a running animation is work for the phone's compositor
 * too, and on a slow phone, as in Lighthouse's runs on a 2-core machine, it competed with the
 * page's own loading (WMS's blocking time, median of 7 runs, 94 ms with the pulse from
 * the first paint, 64 without).
 */
const SETTLED_ATTRIBUTE = 'data-settled';
export const SETTLED_EVENT = 'vitrine:settled';

export function isSettled(): boolean {
  return document.documentElement.hasAttribute(SETTLED_ATTRIBUTE);
}

export function markSettledAfterLoad(): void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
  const settle = () =>
    idle(() => {
      document.documentElement.setAttribute(SETTLED_ATTRIBUTE, '');
      document.dispatchEvent(new Event(SETTLED_EVENT));
    });
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
}
