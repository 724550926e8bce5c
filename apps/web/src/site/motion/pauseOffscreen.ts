/**
 * Endless CSS animations stop where nobody can see them: an element marked `data-motion` gets
 * `data-motion-paused` while it is out of the viewport or the tab is in the background, and
 * base.css pauses every animation inside it. No React: the islands entry loads it, and a page's
 * animations never wait for a component to wake. (The animated pages, home first, are islands
 * pages; a page that hydrates whole and later renders one in the browser just lets it run.)
 */
const MOTION = '[data-motion]';
const onScreen = new WeakSet<Element>();

function mark(element: Element) {
  element.toggleAttribute('data-motion-paused', document.visibilityState === 'hidden' || !onScreen.has(element));
}

const watcher = new IntersectionObserver((entries) => {
  for (const { target, isIntersecting } of entries) {
    if (isIntersecting) onScreen.add(target);
    else onScreen.delete(target);
    mark(target);
  }
});

document.querySelectorAll(MOTION).forEach((element) => watcher.observe(element));

document.addEventListener('visibilitychange', () => document.querySelectorAll(MOTION).forEach(mark));
