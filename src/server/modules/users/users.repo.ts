import type { DbOrTx } from '#server/db/database.ts';
import type { NewUser, User, UserUpdate } from '#server/db/schema.ts';

export function findUserByUsername(db: DbOrTx, username: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username.toLowerCase()).executeTakeFirst();
}

export function findUserById(db: DbOrTx, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listUsers(db: DbOrTx): Promise<User[]> {
  return db.selectFrom('users').selectAll().orderBy('username').execute();
}

export async function countUsers(db: DbOrTx): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertUser(db: DbOrTx, user: NewUser): Promise<User> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(db: DbOrTx, id: number, changes: UserUpdate): Promise<User | undefined> {
  return db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteUser(db: DbOrTx, id: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
