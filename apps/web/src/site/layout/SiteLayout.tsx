import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import '../styles/tokens.css';
import '../styles/base.css';
import './SiteLayout.css';
import { ContactFormContext, type ContactFormControls } from '../contact/ContactFormContext';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { usePageViews, useScrollTopOnNavigate } from './usePageViews';

// The contact form (and the validation library it uses) is its own chunk: most visits never
// open it. It is fetched while the browser is idle, so the first open is still instant.
const loadContactOverlay = () => import('../contact/ContactOverlay');
const ContactOverlay = lazy(() => loadContactOverlay().then((m) => ({ default: m.ContactOverlay })));

/** Header, footer and the contact overlay around every public page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const [contactOpen, setContactOpen] = useState(false);
  // Mounted from the first open on, so a draft survives closing the overlay.
  const [contactMounted, setContactMounted] = useState(false);
  const openContact = useCallback(() => {
    setContactMounted(true);
    setContactOpen(true);
  }, []);
  const closeContact = useCallback(() => setContactOpen(false), []);
  const controls = useMemo<ContactFormControls>(() => ({ open: openContact }), [openContact]);
  usePageViews();
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    idle(() => void loadContactOverlay());
  }, []);
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
        {contactMounted && (
          <Suspense fallback={null}>
            <ContactOverlay open={contactOpen} onClose={closeContact} />
          </Suspense>
        )}
      </div>
    </ContactFormContext.Provider>
  );
}
