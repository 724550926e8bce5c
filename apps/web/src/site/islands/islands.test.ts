import { createElement as h, useId } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { paths } from '@vitrine/shared/routes';
import { fillIslandSlot } from './fillIslandSlot';
import { Island, IslandSlots, type IslandSlot } from './Island';
import { wakesIslandsOnly } from './islandPages';

/** A field and its label, tied by a `useId` id: what breaks when server and browser ids differ. */
function LabelledField() {
  const id = useId();
  return h('label', { htmlFor: id }, 'Nome', h('input', { id }));
}

function PageWithIsland() {
  return h(
    'main',
    null,
    h(LabelledField),
    h(Island, { name: 'newsletter', component: LabelledField, props: {}, when: 'visible' }),
  );
}

describe('islands rendered apart on the server', () => {
  it('give each island the markup and ids of a root of its own, as the browser hydrates it', () => {
    const slots: IslandSlot[] = [];
    let page = renderToString(h(IslandSlots.Provider, { value: slots }, h(PageWithIsland)));
    expect(slots.map((slot) => slot.key)).toEqual(['i0-']);
    for (const slot of slots) {
      page = fillIslandSlot(page, slot.key, renderToString(slot.element, { identifierPrefix: slot.key }));
    }
    const browserRoot = renderToString(h(LabelledField), { identifierPrefix: 'i0-' });
    expect(page).toContain(`data-island-key="i0-">${browserRoot}</div>`);
    // The page's own field keeps the page's ids: no id is used twice.
    const ids = [...page.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(2);
  });

  it('render in place where the whole page hydrates (no slots)', () => {
    const page = renderToString(h(PageWithIsland));
    expect(page).not.toContain('data-island-key');
    expect(page.match(/<input/g)).toHaveLength(2);
  });

  it('refuse a page without the island’s place', () => {
    expect(() => fillIslandSlot('<main></main>', 'i0-', '<p></p>')).toThrow('island i0-: no place for it in the page');
  });
});

describe('wakesIslandsOnly', () => {
  it('is every page the prerender knows whole, not the ones that depend on the query or a session', () => {
    for (const path of [paths.home, paths.blog, '/blog/um-post', paths.solutions, paths.managementSolution('hcm')]) {
      expect(wakesIslandsOnly(path)).toBe(true);
    }
    for (const path of [paths.privacy, paths.lgpd, paths.confirmNewsletter, paths.cancelNewsletter, paths.onboarding]) {
      expect(wakesIslandsOnly(path)).toBe(false);
    }
  });
});
