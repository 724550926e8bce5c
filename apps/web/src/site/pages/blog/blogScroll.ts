import { useEffect, useRef, type RefObject } from 'react';

/**
 * Opening and closing a post changes the address, and the layout scrolls every new address
 * to the top; the list behind the modal should stay where the visitor left it. Returns what
 * remembers the place, called as a post opens.
 */
export function useKeptScroll(postId: string | null): () => void {
  const keptScroll = useRef<number | null>(null);
  const rememberScroll = () => {
    keptScroll.current = window.scrollY;
  };
  useEffect(() => {
    const y = keptScroll.current;
    if (y === null) return;
    if (postId === null) keptScroll.current = null;
    const frame = requestAnimationFrame(() => window.scrollTo({ top: y, behavior: 'instant' }));
    return () => cancelAnimationFrame(frame);
  }, [postId]);
  return rememberScroll;
}

/**
 * Going to another page of posts starts the visitor at the list, not the hero. Returns what
 * marks the next page change as one to scroll for.
 */
export function useScrollToListOnPage(page: number, listTop: RefObject<HTMLDivElement | null>): () => void {
  const scrollToList = useRef(false);
  const scrollOnNextPage = () => {
    scrollToList.current = true;
  };
  useEffect(() => {
    if (!scrollToList.current) return;
    scrollToList.current = false;
    // After the layout's scroll-to-top on navigation: a new page of posts starts at the list, not the hero.
    const frame = requestAnimationFrame(() => listTop.current?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [page]);
  return scrollOnNextPage;
}
