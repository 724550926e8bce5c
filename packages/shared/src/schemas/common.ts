import { z } from 'zod';

/** First message per field, as the API's `errors` object and the forms use them. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Validates with a schema and answers either the data or the per-field messages. */
export function validate<T extends z.ZodType>(
  schema: T,
  input: unknown,
): { ok: true; data: z.output<T> } | { ok: false; errors: Record<string, string> } {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

/** A string field that tolerates absence (missing, null) as the empty string. */
export const text = (message: string) =>
  z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ error: message }));
