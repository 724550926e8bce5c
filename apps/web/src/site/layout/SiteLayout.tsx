import type { ReactNode } from 'react';
import '../styles/tokens.css';
import '../styles/base.css';
import './SiteLayout.css';
import { ContactHost } from '../contact/ContactHost';
import { Island } from '../islands/Island';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { usePageViews, useScrollTopOnNavigate } from './usePageViews';

/**
 * Header, footer and the contact overlay around every public page. On a prerendered page only
 * the islands here come alive in the browser (islands.ts): the header on first interaction, the
 * newsletter form as it nears the screen, the contact overlay when a button asks for it. When
 * the whole app renders in the browser (the dev server), the hooks below do what islands.ts
 * does for a prerendered page: count the view, start each new address at its top.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  usePageViews();
  useScrollTopOnNavigate();
  return (
    <div className="site">
      <a href="#conteudo" className="skip-link">
        Pular para o conteúdo
      </a>
      <Island name="header" component={SiteHeader} props={{}} when="interaction" />
      <div className="site__main">{children}</div>
      <SiteFooter />
      <Island name="contact" component={ContactHost} props={{}} when="interaction" />
    </div>
  );
}
