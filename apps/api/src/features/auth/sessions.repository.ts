import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';

export async function insertSession(
  db: Db,
  session: { userId: number; address: string | null; createdAt: Date; expiresAt: Date },
): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      id,
      user_id: session.userId,
      created_at: session.createdAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      address: session.address,
    })
    .execute();
  return id;
}

/** The session and its user in one primary-key lookup: what every authenticated request costs. */
export function findSessionUser(
  db: Db,
  sessionId: string,
): Promise<(UserRow & { session_user_id: number; session_expires_at: string }) | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.user_id as session_user_id', 'sessions.expires_at as session_expires_at'])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of a user (but `keepSessionId`, when given); answers how many ended. */
export async function deleteUserSessions(db: Db, userId: number, keepSessionId?: string): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Expired sessions are dead weight: dropped whenever someone signs in. */
export async function purgeExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
}
