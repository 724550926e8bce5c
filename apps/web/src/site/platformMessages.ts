/**
 * The partner platform may post the employee's session on the iframe's load event, long
 * before the onboarding page's code has been downloaded (it is a lazily loaded route). The
 * entry script calls startBufferingMessages() before React mounts, so every `message` event
 * from the first moment is kept, and the page replays them when it subscribes. Nothing here
 * reads `window` at module top level (pages are prerendered).
 */
type Listener = (event: MessageEvent) => void;

/** Enough for any real platform; a page flooding us cannot grow memory without bound. */
const MAX_BUFFERED = 20;

// Kept even after a subscriber has seen them: React's StrictMode (and a remount) subscribes
// twice, and the second subscriber must still see the session that arrived early.
const received: MessageEvent[] = [];
const listeners = new Set<Listener>();
let started = false;

function receive(event: MessageEvent) {
  received.push(event);
  if (received.length > MAX_BUFFERED) received.shift();
  listeners.forEach((listener) => listener(event));
}

/** Starts listening for `message` events; safe to call more than once, a no-op without a window. */
export function startBufferingMessages(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('message', receive);
}

/**
 * Calls `listener` with every message received so far (in order) and every later one, until
 * the returned function is called.
 */
export function subscribeToMessages(listener: Listener): () => void {
  startBufferingMessages();
  received.forEach((event) => listener(event));
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
