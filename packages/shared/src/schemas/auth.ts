import { z } from '../zod';
import { messages } from '../messages';
import { LIMITS } from '../constants';
import { isRoleId, type RoleId } from '../roles';
import { text } from './common';

export const loginSchema = z.object({
  username: text(messages.login.usernameInvalid).pipe(
    z.string().trim().min(1, messages.login.usernameInvalid).max(LIMITS.usernameChars, messages.login.usernameInvalid),
  ),
  password: text(messages.login.passwordInvalid).pipe(
    z.string().min(1, messages.login.passwordInvalid).max(LIMITS.passwordMaxChars, messages.login.passwordInvalid),
  ),
});

export const usernameSchema = z
  .string({ error: messages.users.usernameRequired })
  .trim()
  .min(3, messages.users.usernameRequired)
  .max(LIMITS.usernameChars, messages.users.usernameRequired)
  .regex(/^\S+$/, messages.users.usernameRequired);

export const roleSchema = z.custom<RoleId>((v) => isRoleId(v), messages.users.roleInvalid);

export const userInputSchema = z.object({ username: usernameSchema, role: roleSchema });
export type UserInput = z.output<typeof userInputSchema>;

export const passwordChangeSchema = z.object({
  password: text(messages.users.passwordRequired).pipe(
    z.string().min(1, messages.users.passwordRequired).max(LIMITS.passwordMaxChars),
  ),
  newPassword: text(messages.users.passwordTooShort).pipe(
    z.string().min(LIMITS.passwordMinChars, messages.users.passwordTooShort).max(LIMITS.passwordMaxChars),
  ),
});

/** Rules a new password must meet beyond its length; answers the message or null. */
export function newPasswordProblem(newPassword: string, username: string, currentPassword?: string): string | null {
  if (newPassword.length < LIMITS.passwordMinChars) return messages.users.passwordTooShort;
  if (newPassword.trim().toLowerCase() === username.trim().toLowerCase()) return messages.users.passwordEqualsUsername;
  if (currentPassword !== undefined && newPassword === currentPassword) return messages.users.passwordUnchanged;
  return null;
}

/**
 * A second-factor code as typed: six digits from the authenticator (spaces allowed) or a
 * recovery code (letters and digits, dashes and spaces ignored). `kind` says which.
 */
export function parseSecondFactorCode(raw: string): { kind: 'totp' | 'recovery'; code: string } | null {
  const compact = raw.replace(/[\s-]/g, '').toLowerCase();
  if (/^\d{6}$/.test(compact)) return { kind: 'totp', code: compact };
  if (/^[a-z0-9]{10}$/.test(compact)) return { kind: 'recovery', code: compact };
  return null;
}

const secondFactorCode = (message: string) =>
  text(message).pipe(
    z
      .string()
      .max(40, message)
      .refine((v) => parseSecondFactorCode(v) !== null, message),
  );

/** Six digits only (enrolment confirms the authenticator itself, so no recovery code there). */
export const totpCodeSchema = z.object({
  code: text(messages.totp.codeFormat).pipe(
    z
      .string()
      .max(40, messages.totp.codeFormat)
      .refine((v) => parseSecondFactorCode(v)?.kind === 'totp', messages.totp.codeFormat),
  ),
});

export const loginSecondStepSchema = z.object({
  challenge: text(messages.login.totpChallengeExpired).pipe(
    z.string().min(1, messages.login.totpChallengeExpired).max(2000, messages.login.totpChallengeExpired),
  ),
  code: secondFactorCode(messages.login.totpRequired),
});

/** Re-authentication: the signed-in person's current password, before a change a stolen session must not make. */
const currentPassword = text(messages.users.passwordRequired).pipe(
  z.string().min(1, messages.users.passwordRequired).max(LIMITS.passwordMaxChars),
);

/** "Cadastrar" two-factor sign-in: the current password, so a stolen session cannot enrol its own authenticator. */
export const totpEnrolSchema = z.object({ password: currentPassword });

/**
 * An Admin's edit of a user: a new e-mail (the username) needs the Admin's current password too;
 * a role change alone does not. The server decides which applies.
 */
export const userUpdateSchema = userInputSchema.extend({
  currentPassword: z.string().max(LIMITS.passwordMaxChars).optional(),
});

export const totpDisableSchema = z.object({
  password: text(messages.users.passwordRequired).pipe(
    z.string().min(1, messages.users.passwordRequired).max(LIMITS.passwordMaxChars),
  ),
  code: secondFactorCode(messages.login.totpRequired),
});

const isoInstant = z
  .string()
  .max(30)
  .refine((v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)), 'Data inválida.');

/**
 * GET /api/auditoria's filters (query string, so every value arrives as text). The screen
 * turns the person's local days into instants: `de` is the first instant included, `ate` the
 * first instant after the range.
 */
export const auditQuerySchema = z
  .object({
    usuario: z.string().trim().max(LIMITS.usernameChars).optional(),
    acao: z.string().trim().max(40).optional(),
    de: isoInstant.optional(),
    ate: isoInstant.optional(),
    pagina: z.coerce.number().int().min(1).max(100_000).optional(),
  })
  .refine((q) => !q.de || !q.ate || Date.parse(q.de) < Date.parse(q.ate), {
    message: 'A data inicial deve ser anterior à final.',
    path: ['ate'],
  });
