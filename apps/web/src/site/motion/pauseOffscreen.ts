/**
 * Endless CSS animations stop where nobody can see them: an element marked `data-motion` gets
 * `data-motion-paused` while it is out of the viewport or the tab is in the background, and
 * base.css pauses every animation inside it. No React: the islands entry and the whole app both
 * load it, and a page's animations never wait for a component to wake.
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

// Observing an element twice is harmless, so a look over the page after each change finds
// what a whole-app page renders later (a client-side navigation to the home page).
const watchAll = () => document.querySelectorAll(MOTION).forEach((element) => watcher.observe(element));
watchAll();
new MutationObserver(watchAll).observe(document.body, { childList: true, subtree: true });

document.addEventListener('visibilitychange', () => document.querySelectorAll(MOTION).forEach(mark));
