import type { DbOrTx } from '#server/db/database.ts';

export async function insertSession(
  db: DbOrTx,
  session: { tokenHash: string; userId: number; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
    })
    .execute();
}

/** The account of an unexpired session, if any. */
export function findSession(db: DbOrTx, tokenHash: string, now: string): Promise<{ user_id: number } | undefined> {
  return db
    .selectFrom('sessions')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function deleteSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteSessionsOfUser(db: DbOrTx, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function deleteExpiredSessions(db: DbOrTx, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
