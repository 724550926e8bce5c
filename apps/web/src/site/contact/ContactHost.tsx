import { lazy, Suspense, useEffect, useState } from 'react';
import { CONTACT_EVENT } from './openContact';

// The contact form (and the validation library it uses) is its own chunk: most visits never open it.
const ContactOverlay = lazy(() => import('./ContactOverlay').then((m) => ({ default: m.ContactOverlay })));

/**
 * Opens the contact overlay on CONTACT_EVENT (openContact.ts). Renders nothing until the first
 * open, and stays mounted after it, so a draft survives closing the overlay.
 */
export function ContactHost() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const show = () => {
      setMounted(true);
      setOpen(true);
    };
    document.addEventListener(CONTACT_EVENT, show);
    return () => document.removeEventListener(CONTACT_EVENT, show);
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ContactOverlay open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
