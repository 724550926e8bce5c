import { z } from '../zod';
import type { LeadSource } from '../lead-source';
import { ptBR } from 'zod/locales';
import { messages } from '../messages';

/**
 * zod's Brazilian Portuguese texts for rules that carry no message of their own. Passed per
 * parse rather than through the global z.config(): every caller goes through validate(), and
 * a global switch would also change the language of unrelated parses in the same process
 * (the server's environment check), and could be dropped as a side effect by bundlers.
 */
const localeError = ptBR().localeError;

/** First message per field, as the API's `errors` object and the forms use them. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const root = issue.path.length === 0;
    const key = root ? '_' : issue.path.map(String).join('.');
    // A body of the wrong shape (an array or null instead of an object) has no field to
    // point at, so the person gets the general text, not a type description.
    const message = root && issue.code === 'invalid_type' ? messages.http.validation : issue.message;
    if (!(key in errors)) errors[key] = message;
  }
  return errors;
}

/** Validates with a schema and answers either the data or the per-field messages. */
export function validate<T extends z.ZodType>(
  schema: T,
  input: unknown,
): { ok: true; data: z.output<T> } | { ok: false; errors: Record<string, string> } {
  const result = schema.safeParse(input, { error: localeError });
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

/** A string field that tolerates absence (missing, null) as the empty string. */
export const text = (message: string) =>
  z.preprocess(
    (v: string | null | undefined) => (v === undefined || v === null ? '' : v),
    z.string({ error: message }),
  );

/**
 * A string rule whose message depends on what is wrong: `problem` answers the message for the
 * value (validation.ts), or null when it is valid. The form and the server say the same thing.
 */
export const explain =
  (problem: (value: string) => string | null) =>
  (value: string, ctx: z.RefinementCtx<string>): void => {
    const message = problem(value);
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  };

/** A body with no fields: an action whose path says everything (pause, resume, cancel). */
export const noFieldsSchema = z.record(z.string(), z.never());

/**
 * A whole number from 1 in a query string, capped at `max`; anything else (absent, "abc",
 * "0", "-2") reads as undefined. Lenient on purpose: a hand-edited or stale link still gets
 * a page, with the default in place of what it could not read.
 */
export const lenientQueryInt = (max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().int().min(1))
    .transform((n) => Math.min(n, max))
    .optional()
    .catch(undefined);

/**
 * Where a lead came from, as the site sends it (lead-source.ts): never refused, since a lead must
 * not be lost for its attribution; the server keeps only what parseLeadSource accepts.
 */
export const leadSourceField = z.custom<Partial<LeadSource>>(() => true).optional();
