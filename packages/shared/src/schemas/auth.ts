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
