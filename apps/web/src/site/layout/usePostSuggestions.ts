import { useEffect, useRef, useState } from 'react';
import { api, type PostSuggestion, type PostSuggestions } from '../api';

/** Typing pauses this long before the box asks for suggestions. */
const DEBOUNCE_MS = 200;
/** Fewer characters than this ask for nothing. */
const MIN_CHARS = 2;

type Suggested = { term: string; answer: PostSuggestions };

/**
 * The posts suggested for what the visitor typed (after a pause, from MIN_CHARS on), and which
 * of them the keyboard has chosen (`active`, -1 for none). When nothing matches, `options` are
 * the newest posts.
 */
export function usePostSuggestions(term: string) {
  const [suggested, setSuggested] = useState<Suggested | null>(null);
  const [active, setActive] = useState(-1);
  const latest = useRef('');

  const typed = term.trim();
  useEffect(() => {
    latest.current = typed;
    if (typed.length < MIN_CHARS) return;
    const timer = setTimeout(() => {
      api
        .suggestPosts(term)
        .then((answer) => {
          // An answer to an earlier text arriving late is dropped.
          if (latest.current === typed) {
            setSuggested({ term: typed, answer });
            setActive(-1);
          }
        })
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, typed]);

  const current = suggested && typed.length >= MIN_CHARS && suggested.term === typed ? suggested.answer : null;
  const options: PostSuggestion[] = current ? (current.posts.length > 0 ? current.posts : current.recent) : [];
  return { typed, current, options, active, setActive, clear: () => setSuggested(null) };
}
