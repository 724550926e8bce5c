import { ChevronLeft, ChevronRight } from 'lucide-react';
import { paginationItems } from './pagination';

interface Props {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/**
 * Numbered pages on wide screens, a dropdown up to 800 px (docs/PRODUCT.md §9). Both are rendered
 * and CSS shows one, so the markup is the same on the server and at every width.
 */
export function BlogPagination({ page, totalPages, onChange }: Props) {
  const items = paginationItems(page, totalPages);
  return (
    <nav className="blog-pagination" aria-label="Paginação do blog">
      <button
        type="button"
        className="blog-pagination__step"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label="Página anterior"
      >
        <ChevronLeft aria-hidden="true" size={18} />
      </button>

      <ol className="blog-pagination__pages">
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={item.key} className="blog-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className="blog-pagination__page"
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={`Página ${item.page}`}
                onClick={() => item.page !== page && onChange(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
      </ol>

      <label className="blog-pagination__select">
        <span className="visually-hidden">Escolher página</span>
        <select value={page} onChange={(event) => onChange(Number(event.target.value))}>
          {Array.from({ length: totalPages }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              Página {i + 1} de {totalPages}
            </option>
          ))}
        </select>
      </label>

      <button
        type="button"
        className="blog-pagination__step"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
        aria-label="Próxima página"
      >
        <ChevronRight aria-hidden="true" size={18} />
      </button>
    </nav>
  );
}
