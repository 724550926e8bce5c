import { useCallback, useState } from 'react';
import { CONTACT_FIELDS, type ContactField } from '@vitrine/shared/schemas';
import { emptyContact, type ContactStatus, type ContactValues } from './contactForm';

/**
 * The contact form's draft: what was typed, which fields were touched (only those show their
 * message), the honeypot and where the send stands. Kept by the overlay, outside the dialog's
 * content, so closing by mistake loses nothing.
 */
export function useContactDraft() {
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [touched, setTouched] = useState<Set<ContactField>>(() => new Set());
  const [honeypot, setHoneypot] = useState('');
  const [status, setStatus] = useState<ContactStatus>('idle');

  const reset = useCallback(() => {
    setValues(emptyContact);
    setTouched(new Set());
    setHoneypot('');
    setStatus('idle');
  }, []);

  const change = useCallback((field: ContactField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
  }, []);
  const touchAll = useCallback(() => setTouched(new Set(CONTACT_FIELDS)), []);

  return { values, touched, honeypot, setHoneypot, status, setStatus, reset, change, touchAll };
}
