import { brand } from '@vitrine/shared/brand';
import { BlogSearchForm } from './BlogSearchForm';

export const tagDescription = (label: string) => `Artigos da ${brand.companyName} sobre ${label}.`;

/** The blog's heading and search; on a tag's page, the tag's name and description. */
export function BlogHero({
  tagLabel,
  search,
  onSearch,
}: {
  tagLabel: string | undefined;
  search: string;
  onSearch: (term: string) => void;
}) {
  return (
    <section className="blog-hero" aria-labelledby="blog-title">
      <div className="blog-hero__inner">
        <p className="blog-hero__eyebrow">{tagLabel ? 'Blog · Tag' : `Conteúdo ${brand.companyName}`}</p>
        <h1 id="blog-title" className="blog-hero__title">
          {tagLabel ?? 'Blog'}
        </h1>
        <p className="blog-hero__lead">
          {tagLabel
            ? tagDescription(tagLabel)
            : `Ideias, tendências e boas práticas em gestão, logística e tecnologia — de quem apoia empresas brasileiras desde ${brand.foundedYear}.`}
        </p>
        <BlogSearchForm key={search} initial={search} onSearch={onSearch} />
      </div>
    </section>
  );
}
