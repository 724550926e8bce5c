import type { Db } from '../../db/database';

/** The two-factor columns of `users` and the `recovery_codes` table: every query of totp.service.ts. */

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const left = await db
    .selectFrom('recovery_codes')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(left.n);
}

/** Keeps a new (encrypted) secret while enrolment waits for its first code; never over an enabled one. */
export async function storePendingSecret(db: Db, userId: number, encryptedSecret: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ totp_secret: encryptedSecret, totp_last_step: null })
    .where('id', '=', userId)
    .where('totp_enabled', '=', 0)
    .execute();
}

/** Compare-and-set of the last accepted time step: true when `step` is newer and is now taken. */
export async function takeTimeStep(db: Db, userId: number, step: number): Promise<boolean> {
  const taken = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Marks an unused recovery code used, in one UPDATE: true only for the caller that spent it. */
export async function spendRecoveryCodeHash(
  db: Db,
  userId: number,
  codeHash: string,
  usedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: usedAt })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Turns 2FA on and replaces the recovery codes, together. */
export async function enableTotp(db: Db, userId: number, codeHashes: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ totp_enabled: 1 }).where('id', '=', userId).execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
      .execute();
  });
}

/** Turns 2FA off and forgets the secret and the recovery codes, together. */
export async function disableTotp(db: Db, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ totp_enabled: 0, totp_secret: null, totp_last_step: null })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  });
}
