import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Search } from 'lucide-react';
import { useLocation } from 'wouter';
import { paths } from '@vitrine/shared/routes';
import { api, type PostSuggestion, type PostSuggestions } from '../api';
import { Highlight } from '../components/Highlight';
import { blogSearchHref } from './navigation';

/** Typing pauses this long before the box asks for suggestions. */
const DEBOUNCE_MS = 200;
/** Fewer characters than this ask for nothing. */
const MIN_CHARS = 2;

type Suggested = { term: string; answer: PostSuggestions };

/**
 * The blog search of the header and of the small-screen search dialog: an ARIA 1.2 combobox.
 * While the visitor types it suggests up to five posts (their words marked); the arrows move
 * through them, Enter opens the chosen post (or, with none chosen, searches the blog), Escape
 * closes the list. When nothing matches it says so and offers the newest posts.
 */
export function SearchForm({ variant, onDone }: { variant: 'header' | 'dialog'; onDone?: () => void }) {
  const [term, setTerm] = useState('');
  const [suggested, setSuggested] = useState<Suggested | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [, navigate] = useLocation();
  const inputId = useId();
  const listId = useId();
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
  const expanded = open && current !== null;
  const optionId = (index: number) => `${listId}-${index}`;

  function go(href: string) {
    setOpen(false);
    setTerm('');
    setSuggested(null);
    navigate(href);
    onDone?.();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (expanded && active >= 0 && options[active]) go(paths.post(options[active].slug));
    else go(blogSearchHref(term));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const last = options.length - 1;
      setActive((index) =>
        event.key === 'ArrowDown' ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1,
      );
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list only: the dialog around it stays open.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <form role="search" className={`search-form search-form--${variant}`} onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        Buscar no blog
      </label>
      <input
        id={inputId}
        type="search"
        className="search-form__input"
        placeholder="Buscar no blog"
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        enterKeyHint="search"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        // The dialog exists only to search: the Modal puts the cursor here straight away.
        data-autofocus={variant === 'dialog' ? true : undefined}
      />
      <button type="submit" className="search-form__submit" aria-label="Buscar">
        <Search aria-hidden="true" size={18} />
      </button>
      <div className="search-suggest" hidden={!expanded}>
        {current && current.posts.length === 0 && (
          <p className="search-suggest__empty">
            Nenhum resultado para “{typed}”. <span>Posts recentes:</span>
          </p>
        )}
        <ul id={listId} role="listbox" aria-label="Sugestões de posts" className="search-suggest__list">
          {options.map((option, index) => (
            // The keyboard chooses through the input (arrows, Enter: aria-activedescendant), so
            // options are not focusable themselves.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="search-suggest__option"
              // Chosen before the input loses focus (which closes the list).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(paths.post(option.slug))}
            >
              <span className="search-suggest__title">
                <Highlight value={option.title} />
              </span>
              {option.excerpt && (
                <span className="search-suggest__excerpt">
                  <Highlight value={option.excerpt} />
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
      <p className="visually-hidden" role="status">
        {expanded && current
          ? current.posts.length > 0
            ? `${current.posts.length} ${current.posts.length === 1 ? 'sugestão' : 'sugestões'}`
            : `Nenhum resultado para “${typed}”`
          : ''}
      </p>
    </form>
  );
}
