import { createContext, useContext, type ComponentType, type ReactElement } from 'react';
import type { IslandName } from './islandNames';

/**
 * When an island's code is fetched and it is hydrated (islands.ts):
 * - `load`: right after the first paint (what the first view cannot do without);
 * - `visible`: when it comes within a screen of the viewport, from the visitor's first move
 *   (scroll, touch, key, pointer) on;
 * - `interaction`: on the first pointer, touch, focus or key on it (its first click is replayed).
 */
export type IslandTrigger = 'load' | 'visible' | 'interaction';

/** The attribute the build, the loader and the tests find islands by. */
export const ISLAND_ATTRIBUTE = 'data-island';

/** One island the server renders on its own after the page (entry-server.tsx). */
export interface IslandSlot {
  /** Its place in the page, and the prefix of the ids it makes (`useId`), on both sides. */
  key: string;
  element: ReactElement;
}

/**
 * On the server, for a page that wakes only its islands: where islands leave themselves to be
 * rendered apart. Each island is hydrated as a root of its own, and React makes `useId` ids from
 * a component's place in its root: rendered inside the page, an island's ids (a dialog's
 * `aria-labelledby`, a field's label) would not be the ones its browser root makes, and the
 * parts it draws later would point at ids nobody has. So the server renders each one as its own
 * root too, with the same id prefix the browser gives it (`data-island-key`).
 */
export const IslandSlots = createContext<IslandSlot[] | null>(null);

interface IslandProps<P extends object> {
  /** Its key in registry.ts, where the browser finds its code. */
  name: IslandName;
  /** The component (the same one registry.ts loads): rendered here on the server. */
  component: ComponentType<P>;
  /** Serialisable props: written into the page as JSON and read back to hydrate. */
  props: P;
  when: IslandTrigger;
  /**
   * A click on one of its links before it is live waits for it too (and is replayed), instead of
   * loading the link's page: for links the island handles itself (the blog's post modal).
   */
  claimsLinks?: boolean;
  /**
   * Wakes at load, whatever `when` says, when the address carries a query: for a page the server
   * renders without its query (the blog's list is rendered for `/blog`, the search is the browser's).
   */
  loadWithQuery?: boolean;
}

/**
 * A part of a public page that needs code in the browser. The server renders it in place, like
 * the rest of the page; in the browser only islands are hydrated, each on its own React root,
 * when `when` says (islands.ts). Everything outside islands stays the prerendered HTML and ships
 * no component code. The wrapper takes no box of its own (`display: contents`), so the page's
 * layout and styles see the island's markup as if it were not there.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  when,
  claimsLinks,
  loadWithQuery,
}: IslandProps<P>) {
  const slots = useContext(IslandSlots);
  const element = <Component {...props} />;
  const key = slots ? `i${slots.length}-` : undefined;
  if (slots && key) slots.push({ key, element });
  return (
    <div
      className="island"
      data-island={name}
      data-when={when}
      data-props={Object.keys(props).length > 0 ? JSON.stringify(props) : undefined}
      data-claims-links={claimsLinks ? '' : undefined}
      data-load-with-query={loadWithQuery ? '' : undefined}
      // Last, so the server finds the end of the empty wrapper right after it (entry-server.tsx).
      data-island-key={key}
    >
      {slots ? null : element}
    </div>
  );
}
