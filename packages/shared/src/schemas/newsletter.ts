import { z } from '../zod';
import { messages } from '../messages';
import { LIMITS } from '../constants';
import { parseNewsletterEmail } from '../validation';
import { text } from './common';

const m = messages.newsletter;

export const newsletterEmailSchema = z.object({
  email: text(m.submitInvalid)
    .transform((v) => parseNewsletterEmail(v) ?? '')
    .refine((v) => v !== '', m.submitInvalid),
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

export const newsletterConfirmSchema = z.object({
  token: z
    .string({ error: m.confirmTokenUnknown })
    .trim()
    .min(1, m.confirmTokenUnknown)
    .max(200, m.confirmTokenUnknown),
});

/** "Remover supressão" of the subscribers selected in the grid (Admin). */
export const suppressionLiftSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(10_000),
});
