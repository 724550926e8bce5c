import { z } from '../zod';
import { messages } from '../messages';
import { LIMITS } from '../constants';
import { emailProblem, nameProblem, phoneProblem, textProblem, validPhoneDigits } from '../validation';
import { explain, leadSourceField, text } from './common';

const m = messages.contact;
const f = messages.form;
const trim = (v: string) => v.trim();

/** Each field's message says what is wrong with it (docs/PRODUCT.md §5). */
export const contactSchema = z.object({
  name: text(m.name).superRefine(explain(nameProblem)).transform(trim),
  email: text(m.email).superRefine(explain(emailProblem)).transform(trim),
  // Rejected, not cut: more than 11 digits is not a Brazilian phone number.
  phone: text(m.phone)
    .superRefine(explain(phoneProblem))
    .transform((v) => validPhoneDigits(v) ?? ''),
  subject: text(m.subject)
    .superRefine(explain((v) => textProblem(v, m.subject, f.subjectShort, LIMITS.subjectChars)))
    .transform(trim),
  message: text(m.message)
    .superRefine(explain((v) => textProblem(v, m.message, f.messageShort, LIMITS.messageChars)))
    .transform(trim),
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
