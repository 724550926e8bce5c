import { z } from 'zod';
import { LIMITS } from '../constants';
import { DSR_REQUEST_KINDS, lgpdMessages, type DsrRequestKind } from '../lgpd';
import { messages } from '../messages';
import { emailProblem, nameProblem } from '../validation';
import { explain } from './common';

const m = lgpdMessages;

/** An address typed by a person (the /lgpd form) or by staff: the same messages as every public form. */
const address = z
  .string({ error: messages.form.emailRequired })
  .superRefine(explain(emailProblem))
  .transform((v) => v.trim().toLowerCase());

/** Opening (or continuing) a data-subject request for one address. */
export const dsrOpenSchema = z.object({ email: address });

/** Erasing needs the address typed again: a slip of the mouse cannot erase anyone. */
export const dsrEraseSchema = z.object({
  confirmacao: z.string({ error: m.eraseConfirmMismatch }).trim().toLowerCase(),
});

export const DSR_EXPORT_FORMATS = ['json', 'csv'] as const;
export const dsrExportQuerySchema = z.object({
  formato: z.enum(DSR_EXPORT_FORMATS, { error: m.exportKindInvalid }),
});

/** A grid export the admin made (recorded in the audit log; the filter text itself is not kept). */
export const STAFF_EXPORT_KINDS = ['contatos', 'assinantes'] as const;
export type StaffExportKind = (typeof STAFF_EXPORT_KINDS)[number];
export const staffExportSchema = z.object({
  tipo: z.enum(STAFF_EXPORT_KINDS, { error: m.exportKindInvalid }),
  linhas: z.number({ error: m.exportKindInvalid }).int().min(0),
  filtrado: z.boolean({ error: m.exportKindInvalid }),
});

/** A request a person sends from the site's /lgpd form (LGPD art. 18): verified by an e-mail link. */
export const dsrSiteRequestSchema = z.object({
  name: z
    .string({ error: m.requesterName })
    .superRefine(explain(nameProblem))
    .transform((v) => v.trim()),
  email: address,
  kind: z.enum(Object.keys(DSR_REQUEST_KINDS) as [DsrRequestKind, ...DsrRequestKind[]], { error: m.requestKind }),
  details: z
    .preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ error: m.requestDetails }))
    .pipe(z.string().trim().max(LIMITS.reasonChars, m.requestDetails)),
});
export type DsrSiteRequest = z.output<typeof dsrSiteRequestSchema>;

/** The token from the request's confirmation link. */
export const dsrVerifySchema = z.object({
  token: z
    .string({ error: m.verificationInvalid })
    .trim()
    .min(1, m.verificationInvalid)
    .max(200, m.verificationInvalid),
});
