// Starts the site's code once the prerendered page has been painted. The page arrives as
// complete HTML and CSS; its scripts only make it interactive (hydration). Asked for after the
// first paint, ~120 kB of JavaScript and its parsing stay out of a slow phone's way to showing
// the page, instead of racing the styles and fonts for the same connection.
// The build lists the page's modules in data-modules (apps/web/scripts/postbuild.ts). On a page
// that wakes only its islands (src/islands.ts) it lists none: there it only keeps an early press.
const modules = (document.querySelector('script[data-modules]')?.getAttribute('data-modules') ?? '')
  .split(' ')
  .filter(Boolean);
const start = () => {
  for (const src of modules) import(src);
};

// Until React takes the page over, a button does nothing (links work without code). The last
// button pressed in that time is pressed again once the page is hydrated, so an early tap on
// the menu or "Fale conosco" is not lost. From the moment hydration starts (main.tsx sends
// 'vitrine:hydrating', or islands.ts once it listens) the page sees and replays presses itself, so
// this stops listening there.
let pressed = null;
const remember = (event) => {
  const button = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
  // A submit button sends its form (a native request without the code): left to the browser.
  if (button && button.getAttribute('type') !== 'submit') pressed = button;
};
document.addEventListener('click', remember, true);
document.addEventListener(
  'vitrine:hydrating',
  () => {
    document.removeEventListener('click', remember, true);
    if (!pressed) return;
    new MutationObserver((_, observer) => {
      if (!document.documentElement.dataset.hydrated) return;
      observer.disconnect();
      if (pressed.isConnected) pressed.click();
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
  },
  { once: true },
);

// requestAnimationFrame runs just before the next paint, the timeout just after it. A tab
// opened in the background paints nothing yet: start at once there. A page that wakes only its
// islands lists no modules and schedules nothing: a callback of ours inside the first frame made
// Lighthouse's simulation wait for this file's download before drawing that frame, and count the
// frame's style and layout as blocking time after the first paint.
if (modules.length > 0) {
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}
