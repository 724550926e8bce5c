import { createContext, useContext } from 'react';

/**
 * Opens the full-screen contact form from anywhere in the public site (header, footer,
 * every 'Saiba mais' button, the privacy policy's 'contact us' link). SiteLayout provides it.
 */
export interface ContactFormControls {
  open(): void;
}

export const ContactFormContext = createContext<ContactFormControls>({ open: () => undefined });

export function useContactForm(): ContactFormControls {
  return useContext(ContactFormContext);
}
