import { useEffect } from 'react';
import { brand } from '@vitrine/shared/brand';

/** Sets the document title ("Página | Alvorada") and the meta description of a page. */
export function usePageMeta(title: string | null, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${brand.companyName}` : `${brand.companyName} — ${brand.slogan}`;
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}
