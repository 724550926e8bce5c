/**
 * A card clicked in the blog's list opens the post in the spec's modal over the list; the same
 * address opened any other way (a shared link, a reload, a related post) is the article page.
 * The card's link marks its history entry with this state, which also survives Back/Forward.
 */
const OVER_LIST_KEY = 'blogPostOverList';

export const OVER_LIST_STATE = { [OVER_LIST_KEY]: true } as const;

// A document loaded fresh (a reload keeps history.state) shows its own address as the article:
// drop the mark from the entry it was loaded into, so a later render cannot turn it into the modal.
if (typeof window !== 'undefined') {
  const state = window.history.state as Record<string, unknown> | null;
  if (state?.[OVER_LIST_KEY] === true) window.history.replaceState({ ...state, [OVER_LIST_KEY]: false }, '');
}

export function openedFromList(): boolean {
  if (typeof window === 'undefined') return false;
  // While hydrating, the render must match the server's markup, which is always the article.
  if (!document.documentElement.hasAttribute('data-hydrated')) return false;
  return (window.history.state as Record<string, unknown> | null)?.[OVER_LIST_KEY] === true;
}
