import { useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { useLocation } from 'wouter';
import { blogSearchHref } from './navigation';

/** The blog search of the header and of the small-screen search dialog. */
export function SearchForm({ variant, onDone }: { variant: 'header' | 'dialog'; onDone?: () => void }) {
  const [term, setTerm] = useState('');
  const [, navigate] = useLocation();
  const inputId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    navigate(blogSearchHref(term));
    onDone?.();
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
        onChange={(event) => setTerm(event.target.value)}
        enterKeyHint="search"
        autoComplete="off"
        // The dialog exists only to search: the Modal puts the cursor here straight away.
        data-autofocus={variant === 'dialog' ? true : undefined}
      />
      <button type="submit" className="search-form__submit" aria-label="Buscar">
        <Search aria-hidden="true" size={18} />
      </button>
    </form>
  );
}
