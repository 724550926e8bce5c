import { useCallback, useMemo, useState, type ReactNode } from 'react';
import '../styles/tokens.css';
import '../styles/base.css';
import './SiteLayout.css';
import { ContactFormContext, type ContactFormControls } from '../contact/ContactFormContext';
import { ContactOverlay } from '../contact/ContactOverlay';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { usePageViews, useScrollTopOnNavigate } from './usePageViews';

/** Header, footer and the contact overlay around every public page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const [contactOpen, setContactOpen] = useState(false);
  const openContact = useCallback(() => setContactOpen(true), []);
  const closeContact = useCallback(() => setContactOpen(false), []);
  const controls = useMemo<ContactFormControls>(() => ({ open: openContact }), [openContact]);
  usePageViews();
  useScrollTopOnNavigate();

  return (
    <ContactFormContext.Provider value={controls}>
      <div className="site">
        <a href="#conteudo" className="skip-link">
          Pular para o conteúdo
        </a>
        <SiteHeader onContact={openContact} />
        <div className="site__main">{children}</div>
        <SiteFooter onContact={openContact} />
        <ContactOverlay open={contactOpen} onClose={closeContact} />
      </div>
    </ContactFormContext.Provider>
  );
}
