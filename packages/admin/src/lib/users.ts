import { Role, type RoleId } from '@vitrine/shared/roles';
import type { AdminSession } from '../host';

/**
 * After an Admin edits a user: when that user is the one logged in, the session to store
 * again (new name and role, so the sidebar follows), and whether the screen must leave the
 * Admin-only pages (their own role went from Admin to another). Null for anyone else.
 */
export function sessionAfterUserEdit(
  session: AdminSession,
  edited: { username: string },
  saved: { username: string; role: RoleId },
): { session: AdminSession; leftAdmin: boolean } | null {
  if (edited.username !== session.username) return null;
  return {
    session: { ...session, username: saved.username, role: saved.role },
    leftAdmin: session.role === Role.Admin && saved.role !== Role.Admin,
  };
}
