import { useId, useState } from 'react';
import { Search } from 'lucide-react';

interface Props {
  initial: string;
  onSearch: (term: string) => void;
}

/** The blog's own search box; the page decides where a search goes (spec: spaces only → /blog). */
export function BlogSearchForm({ initial, onSearch }: Props) {
  const [term, setTerm] = useState(initial);
  const id = useId();
  return (
    <form
      className="blog-search"
      role="search"
      aria-label="Pesquisar nos posts"
      onSubmit={(event) => {
        event.preventDefault();
        // The field's own value: text typed on the prerendered page before the script took
        // over is in the field but not in `term`.
        const typed = new FormData(event.currentTarget).get('search');
        onSearch(typeof typed === 'string' ? typed : term);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Buscar posts
      </label>
      <Search className="blog-search__icon" aria-hidden="true" size={20} />
      <input
        id={id}
        className="blog-search__input"
        type="search"
        name="search"
        value={term}
        placeholder="Buscar por título, assunto ou tag"
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setTerm(event.target.value)}
      />
      <button type="submit" className="blog-search__button">
        Buscar
      </button>
    </form>
  );
}
