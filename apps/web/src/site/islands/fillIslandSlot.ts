/** Puts an island rendered apart into its empty wrapper (islands/Island.tsx writes the key last). */
export function fillIslandSlot(page: string, key: string, island: string): string {
  const marker = `data-island-key="${key}"></div>`;
  const at = page.indexOf(marker);
  if (at < 0) throw new Error(`island ${key}: no place for it in the page`);
  const inside = at + marker.length - '</div>'.length;
  return page.slice(0, inside) + island + page.slice(inside);
}
