/**
 * Endless CSS animations play only where somebody can see them, once the page has settled: an
 * element marked `data-motion` (motionProps.ts) has `data-motion-paused` while it is out of the
 * viewport, while the tab is in the background and, in a prerendered page, until the page has
 * settled (settled.ts), and base.css pauses every animation inside it. The page paints its
 * first frame of them and loads with nothing moving; lifting the attribute then restyles only
 * that element's subtree. No React: the islands entry loads this, and a page's animations never
 * wait for a component to wake. (The animated pages, home first, are islands pages; a page that
 * hydrates whole and later renders one in the browser just lets it run.)
 */
import { SETTLED_EVENT, isSettled } from './settled';

const MOTION = '[data-motion]';
const onScreen = new WeakSet<Element>();

function mark(element: Element) {
  const still = document.visibilityState === 'hidden' || !onScreen.has(element) || !isSettled();
  element.toggleAttribute('data-motion-paused', still);
}
const markAll = () => document.querySelectorAll(MOTION).forEach(mark);

const watcher = new IntersectionObserver((entries) => {
  for (const { target, isIntersecting } of entries) {
    if (isIntersecting) onScreen.add(target);
    else onScreen.delete(target);
    mark(target);
  }
});

document.querySelectorAll(MOTION).forEach((element) => watcher.observe(element));

document.addEventListener('visibilitychange', markAll);
document.addEventListener(SETTLED_EVENT, markAll);
