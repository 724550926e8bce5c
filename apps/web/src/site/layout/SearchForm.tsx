import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Search } from 'lucide-react';
import { useLocation } from 'wouter';
import { paths } from '@vitrine/shared/routes';
import { blogSearchHref } from './navigation';
import { SearchSuggestions, SuggestionsStatus } from './SearchSuggestions';
import { usePostSuggestions } from './usePostSuggestions';

/** The arrows move through the suggestions and wrap around at either end. */
const step = (index: number, last: number, down: boolean) =>
  down ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1;

/**
 * The blog search of the header and of the small-screen search dialog: an ARIA 1.2 combobox.
 * While the visitor types it suggests up to five posts (their words marked); the arrows move
 * through them, Enter opens the chosen post (or, with none chosen, searches the blog), Escape
 * closes the list. When nothing matches it says so and offers the newest posts.
 */
export function SearchForm({ variant, onDone }: { variant: 'header' | 'dialog'; onDone?: () => void }) {
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const inputId = useId();
  const listId = useId();
  const { typed, current, options, active, setActive, clear } = usePostSuggestions(term);
  const expanded = open && current !== null;
  const optionId = (index: number) => `${listId}-${index}`;

  function go(href: string) {
    setOpen(false);
    setTerm('');
    clear();
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
      setActive((index) => step(index, options.length - 1, event.key === 'ArrowDown'));
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
      <SearchSuggestions
        listId={listId}
        optionId={optionId}
        typed={typed}
        current={current}
        options={options}
        active={active}
        expanded={expanded}
        choose={(option) => go(paths.post(option.slug))}
      />
      <SuggestionsStatus current={current} typed={typed} expanded={expanded} />
    </form>
  );
}
