import { CONTACT_FIELDS, contactSchema, validate, type ContactField } from '@vitrine/shared/schemas';
import { formatPhone, phoneDigits } from '@vitrine/shared/format';

/** The contact form's values as typed; the phone keeps digits only (the mask is display). */
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;
export type ContactStatus = 'idle' | 'submitting' | 'success';

export const emptyContact: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** Every field's current message (docs/PRODUCT.md §5: checked on every change and before sending). */
export function contactErrors(values: ContactValues): ContactErrors {
  const result = validate(contactSchema, values);
  return result.ok ? {} : (result.errors as ContactErrors);
}

/** Only fields the visitor has touched show their message, so an empty form is not all red. */
export function visibleErrors(errors: ContactErrors, touched: ReadonlySet<ContactField>): ContactErrors {
  const shown: ContactErrors = {};
  for (const field of CONTACT_FIELDS) if (touched.has(field) && errors[field]) shown[field] = errors[field];
  return shown;
}

export function firstInvalidField(errors: ContactErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field]);
}

/** Stores what the visitor typed: digits only (at most 11) for the phone, as is otherwise. */
export function nextValue(field: ContactField, typed: string): string {
  return field === 'phone' ? phoneDigits(typed) : typed;
}

/** What the input shows: the phone masked as (DD) XXXX-XXXX / (DD) XXXXX-XXXX. */
export function displayValue(field: ContactField, stored: string): string {
  return field === 'phone' ? formatPhone(stored) : stored;
}
