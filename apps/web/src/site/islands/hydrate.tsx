import { StrictMode, useEffect, type ReactNode } from 'react';
import { unstable_IdlePriority as IdlePriority, unstable_scheduleCallback as scheduleCallback } from 'scheduler';
import { hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { navigate as changeAddress, useBrowserLocation } from 'wouter/use-browser-location';
import { isIslandName } from './islandNames';
import { islands, routesOf } from './registry';

type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

/**
 * An island's router: the browser's address, and links that load the next page's HTML, except
 * to the addresses the island renders itself (registry.ts `routes`), which change in place.
 */
function islandLocation(routes: ((path: string) => boolean) | undefined) {
  const navigate: Navigate = (to, options) => {
    if (routes?.(new URL(to, window.location.href).pathname)) changeAddress(to, options);
    else if (options?.replace) window.location.replace(to);
    else window.location.assign(to);
  };
  return (): [string, Navigate] => [useBrowserLocation()[0], navigate];
}

/** Tells the loader the island has hydrated: its first effects (listeners included) have run. */
function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Text typed into the island's fields while its code was on the way. */
function typedEarly(element: HTMLElement): [Field, string][] {
  return [...element.querySelectorAll<Field>('input, textarea')]
    .filter((field) => field.type !== 'checkbox' && field.type !== 'radio' && field.value !== field.defaultValue)
    .map((field) => [field, field.value]);
}

/**
 * Hands text typed before hydration to the island's state: hydration may put a controlled field
 * back to its state (empty), and its state never heard of the typing. React notices a change by
 * comparing the field's value with the one it last set: so the value is set empty through
 * React's own setter, then the typed text past it (the prototype's setter), then an `input` event
 * makes React run the field's onChange as if the visitor had just typed it.
 */
function giveBackTyped(typed: [Field, string][]) {
  for (const [field, before] of typed) {
    // What the field shows now, typed on during hydration (React may have synced its value
    // attribute to it, so defaultValue tells nothing here); only if hydration emptied it, the
    // text seen before.
    const text = field.value !== '' ? field.value : before;
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Takes over one island's prerendered markup: loads its code, reads its props back from the
 * JSON the server wrote, and hydrates it on its own React root. Resolves once it is live.
 */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  if (!isIslandName(name)) throw new Error(`unknown island "${name}"`);
  const Component = await islands[name].load();
  const props = element.dataset.props ? (JSON.parse(element.dataset.props) as object) : {};
  const hook = islandLocation(routesOf(name));
  const typed = typedEarly(element);
  await new Promise<void>((resolve) => {
    hydrateRoot(
      element,
      <StrictMode>
        <Router hook={hook}>
          <Ready onReady={resolve}>
            <Component {...props} />
          </Ready>
        </Router>
      </StrictMode>,
      // The prefix the server rendered it with (entry-server.tsx): the same `useId` ids.
      { identifierPrefix: element.dataset.islandKey },
    );
  });
  // The first effects often set state that handlers need, and that state comes with a later
  // render: a carousel's API (embla) arrives two renders after hydration. A click replayed
  // before that render reaches a handler without it and does nothing. React schedules its
  // renders and effects as tasks of its scheduler, the `scheduler` package that react-dom
  // imports; a task of idle priority runs after every task it has waiting, so once it runs the
  // island has rendered with what its effects set. (Waiting one frame instead was a race that a
  // busy machine lost: the /solucoes carousel test failed on CI now and then.)
  await new Promise<void>((settled) => scheduleCallback(IdlePriority, () => settled()));
  // And a frame: what those renders changed is laid out before a held click replays.
  await new Promise((settled) => requestAnimationFrame(() => setTimeout(settled, 0)));
  giveBackTyped(typed);
}
