// Starts the site's code once the prerendered page has been painted. The page arrives as
// complete HTML and CSS; its scripts only make it interactive (hydration). Asked for after the
// first paint, ~120 kB of JavaScript and its parsing stay out of a slow phone's way to showing
// the page, instead of racing the styles and fonts for the same connection.
// The build lists the page's modules in data-modules (apps/web/scripts/postbuild.ts).
const modules = (document.querySelector('script[data-modules]')?.getAttribute('data-modules') ?? '')
  .split(' ')
  .filter(Boolean);
const start = () => {
  for (const src of modules) import(src);
};
// requestAnimationFrame runs just before the next paint, the timeout just after it. A tab
// opened in the background paints nothing yet: start at once there.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
