import { sql } from 'kysely';
import type { ChangeReplyLimits } from '#server/config.ts';
import type { Db } from '#server/db/database.ts';
import type { AppliedChange } from '#server/db/schema.ts';

export interface ChangeClaim {
  changeId: string;
  userId: number;
  method: string;
  path: string;
  /** When it was claimed: also the claim's mark, so that only its holder settles it. */
  claimedAt: string;
}

/** Claims a change id not seen before; false when it is known already. */
export async function insertClaim(db: Db, claim: ChangeClaim): Promise<boolean> {
  const result = await db
    .insertInto('applied_changes')
    .values({
      change_id: claim.changeId,
      user_id: claim.userId,
      method: claim.method,
      path: claim.path,
      status: null,
      reply: null,
      created_at: claim.claimedAt,
    })
    .onConflict((conflict) => conflict.column('change_id').doNothing())
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows === 1n;
}

export function findChange(db: Db, changeId: string): Promise<AppliedChange | undefined> {
  return db.selectFrom('applied_changes').selectAll().where('change_id', '=', changeId).executeTakeFirst();
}

/** Takes over a claim still pending since `pendingSince`; false when someone else settled or took it first. */
export async function retakeClaim(db: Db, changeId: string, pendingSince: string, claimedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('applied_changes')
    .set({ created_at: claimedAt })
    .where('change_id', '=', changeId)
    .where('status', 'is', null)
    .where('created_at', '=', pendingSince)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Keeps the answer (as it is to be replayed) and its size in bytes. */
export async function storeAnswer(db: Db, claim: ChangeClaim, status: number, reply: string): Promise<void> {
  await db
    .updateTable('applied_changes')
    .set({ status, reply, reply_bytes: Buffer.byteLength(reply) })
    .where('change_id', '=', claim.changeId)
    .where('status', 'is', null)
    .where('created_at', '=', claim.claimedAt)
    .execute();
}

export async function releaseClaim(db: Db, claim: ChangeClaim): Promise<void> {
  await db
    .deleteFrom('applied_changes')
    .where('change_id', '=', claim.changeId)
    .where('status', 'is', null)
    .where('created_at', '=', claim.claimedAt)
    .execute();
}

export async function deleteChangesBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('applied_changes').where('created_at', '<', before).execute();
}

/**
 * Keeps the account's newest answers within its count and byte budget: older ones go, newest first
 * counted. Claims still pending are left alone (their request is still running).
 */
export async function trimAnswers(
  db: Db,
  userId: number,
  { perAccount, bytesPerAccount }: Pick<ChangeReplyLimits, 'perAccount' | 'bytesPerAccount'>,
): Promise<void> {
  const newestFirst = sql`over (order by created_at desc, change_id desc rows between unbounded preceding and current row)`;
  const ranked = db
    .selectFrom('applied_changes')
    .select([
      'change_id',
      sql<number>`row_number() ${newestFirst}`.as('place'),
      sql<number>`sum(reply_bytes) ${newestFirst}`.as('bytes_so_far'),
    ])
    .where('user_id', '=', userId)
    .where('status', 'is not', null);
  await db
    .deleteFrom('applied_changes')
    .where('change_id', 'in', (eb) =>
      eb
        .selectFrom(ranked.as('ranked'))
        .select('ranked.change_id')
        .where((each) =>
          each.or([each('ranked.place', '>', perAccount), each('ranked.bytes_so_far', '>', bytesPerAccount)]),
        ),
    )
    .execute();
}
