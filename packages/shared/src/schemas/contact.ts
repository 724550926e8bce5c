import { z } from '../zod';
import { messages } from '../messages';
import { LIMITS } from '../constants';
import { hasMoreThanTwoChars, isEmail, validPhoneDigits } from '../validation';
import { leadSourceField, text } from './common';

const m = messages.contact;

export const contactSchema = z.object({
  name: text(m.name).pipe(z.string().trim().max(LIMITS.nameChars, m.name)).refine(hasMoreThanTwoChars, m.name),
  email: text(m.email)
    .pipe(z.string().trim().max(LIMITS.emailChars, m.email))
    .refine((v) => v.length > 2 && isEmail(v), m.email),
  // Rejected, not cut: more than 11 digits is not a Brazilian phone number.
  phone: text(m.phone)
    .transform((v) => validPhoneDigits(v) ?? '')
    .refine((v) => v !== '', m.phone),
  subject: text(m.subject)
    .pipe(z.string().trim().max(LIMITS.subjectChars, m.subject))
    .refine((v) => v.length > 2, m.subject),
  message: text(m.message)
    .pipe(z.string().trim().max(LIMITS.messageChars, m.message))
    .refine((v) => v.length > 2, m.message),
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
export type ContactField = keyof Contact;
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'subject', 'message'];

/** The honeypot field: invisible to people, filled by naive bots. */
export const CONTACT_HONEYPOT_FIELD = 'website';

export const contactSendSchema = z.object({ info: contactSchema });

/**
 * What POST /api/contato reads: the form's fields, the honeypot (any value: a bot must get the
 * same answer whatever it fills, so it never fails validation), the page the consent was given
 * on (read by the server's consent record, which keeps only a well-formed path) and where the
 * lead came from (lead-source.ts).
 */
export const contactRequestSchema = contactSchema.extend({
  [CONTACT_HONEYPOT_FIELD]: z.unknown().optional(),
  consent_page: z.string().optional().catch(undefined),
  source: leadSourceField,
});
