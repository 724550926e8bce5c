import { z } from 'zod';
import { messages } from '../messages';
import { LIMITS } from '../constants';
import { isEmail } from '../validation';
import { text } from './common';

const m = messages.newsletter;

export const newsletterEmailSchema = z.object({
  email: text(m.submitInvalid)
    .pipe(z.string().trim().toLowerCase().max(LIMITS.emailChars, m.submitInvalid))
    .refine(isEmail, m.submitInvalid),
});

export const newsletterCancelSchema = z.object({
  token: z.string().trim().min(1, m.cancelTokenMissing),
  motivo_cancelamento: z
    .string()
    .trim()
    .max(LIMITS.reasonChars)
    .optional()
    .nullable()
    .transform((v) => (v ? v : m.cancelDefaultReason)),
});

/** The footer field shows its error only once more than 5 characters are typed. */
export function newsletterFieldError(value: string): string | null {
  return value.length > 5 && !isEmail(value) ? m.fieldInvalid : null;
}
