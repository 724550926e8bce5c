import type { ComponentType } from 'react';
import type { IslandName } from './registry';

/**
 * When an island's code is fetched and it is hydrated (islands.ts):
 * - `load`: right after the first paint (what the first view cannot do without);
 * - `visible`: when it comes within a screen of the viewport;
 * - `interaction`: on the first pointer, touch, focus or key on it (its first click is replayed).
 */
export type IslandTrigger = 'load' | 'visible' | 'interaction';

/** The attribute the build, the loader and the tests find islands by. */
export const ISLAND_ATTRIBUTE = 'data-island';

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
}

/**
 * A part of a public page that needs code in the browser. The server renders it in place, like
 * the rest of the page; in the browser only islands are hydrated, each on its own React root,
 * when `when` says (islands.ts). Everything outside islands stays the prerendered HTML and ships
 * no component code. The wrapper takes no box of its own (`display: contents`), so the page's
 * layout and styles see the island's markup as if it were not there.
 */
export function Island<P extends object>({ name, component: Component, props, when, claimsLinks }: IslandProps<P>) {
  return (
    <div
      className="island"
      data-island={name}
      data-when={when}
      data-props={Object.keys(props).length > 0 ? JSON.stringify(props) : undefined}
      data-claims-links={claimsLinks ? '' : undefined}
    >
      <Component {...props} />
    </div>
  );
}
