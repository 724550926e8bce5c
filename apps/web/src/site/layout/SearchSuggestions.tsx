import type { PostSuggestion, PostSuggestions } from '../api';
import { Highlight } from '../components/Highlight';

/** The list under the search box: the suggested posts, or the newest ones after a notice that nothing matched. */
export function SearchSuggestions({
  listId,
  optionId,
  typed,
  current,
  options,
  active,
  expanded,
  choose,
}: {
  listId: string;
  optionId: (index: number) => string;
  typed: string;
  current: PostSuggestions | null;
  options: PostSuggestion[];
  active: number;
  expanded: boolean;
  choose: (option: PostSuggestion) => void;
}) {
  return (
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
            onClick={() => choose(option)}
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
  );
}

/** What a screen reader hears as suggestions arrive: how many, or that nothing matched. */
export function SuggestionsStatus({
  current,
  typed,
  expanded,
}: {
  current: PostSuggestions | null;
  typed: string;
  expanded: boolean;
}) {
  return (
    <p className="visually-hidden" role="status">
      {expanded && current
        ? current.posts.length > 0
          ? `${current.posts.length} ${current.posts.length === 1 ? 'sugestão' : 'sugestões'}`
          : `Nenhum resultado para “${typed}”`
        : ''}
    </p>
  );
}
