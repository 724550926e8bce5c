import { z } from '../zod';
import { messages } from '../messages';
import { LIMITS } from '../constants';
import { emailProblem, parseNewsletterEmail } from '../validation';
import { explain, leadSourceField, text } from './common';

const m = messages.newsletter;

export const newsletterEmailSchema = z.object({
  email: text(messages.form.emailRequired)
    .superRefine(explain(emailProblem))
    .transform((v) => parseNewsletterEmail(v) ?? ''),
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

/** What the signup reads: the address, the page the consent was given on, and where the lead came from. */
export const newsletterSignupSchema = newsletterEmailSchema.extend({
  consent_page: z.string().optional().catch(undefined),
  source: leadSourceField,
});

export const newsletterConfirmSchema = z.object({
  token: z
    .string({ error: m.confirmTokenUnknown })
    .trim()
    .min(1, m.confirmTokenUnknown)
    .max(200, m.confirmTokenUnknown),
});

/**
 * The token from the cancellation mail's link, in the query: the page's link check (its absence is
 * answered by the service) and the cancellation itself.
 */
export const newsletterTokenQuerySchema = z.object({
  token: z.string().trim().optional().catch(undefined),
});

/**
 * The cancellation's body: the token may come in the query (the mail's link), the body, or both;
 * the route takes the query's first, and answers 400 when neither has one.
 */
export const newsletterCancelBodySchema = newsletterCancelSchema.extend({ token: z.string().trim().optional() });
/** "Remover supressão" of the subscribers selected in the grid (Admin). */
export const suppressionLiftSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(10_000),
});
