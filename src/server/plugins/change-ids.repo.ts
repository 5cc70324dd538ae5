import { sql } from 'kysely';
import type { ChangeReplyLimits } from '#server/config.ts';
import type { Db, DbOrTx } from '#server/db/database.ts';
import type { AppliedChange } from '#server/db/schema.ts';

export interface ChangeClaim {
  changeId: string;
  userId: number;
  method: string;
  path: string;
  claimedAt: string;
}

/**
 * Claims a change id not seen before, inside the transaction that applies the change and keeps its
 * answer: others see the claim only with its answer. A claim left without an answer (by a server of
 * before this rule) is taken over. False when the id is known already.
 */
export async function insertClaim(tx: DbOrTx, claim: ChangeClaim): Promise<boolean> {
  const values = {
    change_id: claim.changeId,
    user_id: claim.userId,
    method: claim.method,
    path: claim.path,
    status: null,
    reply: null,
    created_at: claim.claimedAt,
  };
  const result = await tx
    .insertInto('applied_changes')
    .values(values)
    .onConflict((conflict) =>
      conflict.column('change_id').doUpdateSet(values).where('applied_changes.status', 'is', null),
    )
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows === 1n;
}

export function findChange(tx: DbOrTx, changeId: string): Promise<AppliedChange | undefined> {
  return tx.selectFrom('applied_changes').selectAll().where('change_id', '=', changeId).executeTakeFirst();
}

/** Keeps the answer (as it is to be replayed) and its size in bytes. */
export async function storeAnswer(tx: DbOrTx, claim: ChangeClaim, status: number, reply: string): Promise<void> {
  await tx
    .updateTable('applied_changes')
    .set({ status, reply, reply_bytes: Buffer.byteLength(reply) })
    .where('change_id', '=', claim.changeId)
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
  db: DbOrTx,
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

/** Answers kept now (claims still being applied are not counted). */
export async function countStoredAnswers(db: DbOrTx): Promise<number> {
  const row = await db
    .selectFrom('applied_changes')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('status', 'is not', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
