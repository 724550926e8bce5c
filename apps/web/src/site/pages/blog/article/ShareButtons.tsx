import { useEffect, useState } from 'react';
import { Check, Link2, Mail, MessageCircle } from 'lucide-react';
import { paths } from '@vitrine/shared/routes';
import { SocialGlyph } from '../../../layout/SocialGlyph';
import { useClientValue } from '../../../useClientValue';
import { shareLinks } from './shareLinks';

/**
 * Copy link, LinkedIn, WhatsApp and e-mail for an article. On the article page the server
 * renders, `site` is the deployment's public address and the links work before any code runs
 * (an island: only the copy button needs it). In the post modal the address is known only in
 * the browser (the canonical origin may differ behind a proxy), so the links get their targets
 * after hydration; the server's markup has the same buttons without them.
 */
export function ShareButtons({ slug, title, site }: { slug: string; title: string; site?: string }) {
  // The deployment's address as the server wrote it into the canonical link, else this page's origin.
  const clientOrigin = useClientValue(() => {
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
    return canonical ? new URL(canonical).origin : window.location.origin;
  });
  const origin = site ?? clientOrigin;
  const url = origin ? new URL(paths.post(slug), origin).href : null;
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 3000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const links = url ? shareLinks(url, title) : null;
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard API (an insecure origin, an old browser): the selection route still works.
      const field = Object.assign(document.createElement('textarea'), { value: url });
      document.body.append(field);
      field.select();
      document.execCommand('copy');
      field.remove();
    }
    setCopied(true);
  };

  return (
    <div className="share" role="group" aria-label="Compartilhar este artigo">
      <span className="share__label">Compartilhar</span>
      <button type="button" className="share__button" onClick={copy} aria-label="Copiar link do artigo">
        {copied ? <Check aria-hidden="true" size={18} /> : <Link2 aria-hidden="true" size={18} />}
      </button>
      <a
        className="share__button"
        href={links?.linkedIn}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Compartilhar no LinkedIn"
      >
        <SocialGlyph network="linkedin" size={18} />
      </a>
      <a
        className="share__button"
        href={links?.whatsApp}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Compartilhar no WhatsApp"
      >
        <MessageCircle aria-hidden="true" size={18} />
      </a>
      <a className="share__button" href={links?.email} aria-label="Enviar por e-mail">
        <Mail aria-hidden="true" size={18} />
      </a>
      <span className="share__status" role="status">
        {copied ? 'Link copiado' : ''}
      </span>
    </div>
  );
}
