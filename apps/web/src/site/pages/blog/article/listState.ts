/**
 * A card clicked in the blog's list opens the post in the spec's modal over the list; the same
 * address opened any other way (a shared link, a reload, a related post) is the article page.
 * The card's link marks its history entry with this state, which also survives Back/Forward.
 */
const OVER_LIST_KEY = 'blogPostOverList';

export const OVER_LIST_STATE = { [OVER_LIST_KEY]: true } as const;

export function openedFromList(): boolean {
  if (typeof window === 'undefined') return false;
  // While hydrating, the render must match the server's markup, which is always the article.
  if (!document.documentElement.hasAttribute('data-hydrated')) return false;
  return (window.history.state as Record<string, unknown> | null)?.[OVER_LIST_KEY] === true;
}
