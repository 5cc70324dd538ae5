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

export async function storeAnswer(db: Db, claim: ChangeClaim, status: number, reply: string): Promise<void> {
  await db
    .updateTable('applied_changes')
    .set({ status, reply })
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
