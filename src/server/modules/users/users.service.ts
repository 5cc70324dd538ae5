import { randomBytes } from 'node:crypto';
import { passwordProblem } from '#shared/domain/password-policy.ts';
import type { Role } from '#shared/domain/access.ts';
import { usernameSchema } from '#shared/schemas/auth.ts';
import type { AccountChanges } from '#shared/schemas/users.ts';
import type { Db, DbOrTx } from '#server/db/database.ts';
import type { User } from '#server/db/schema.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import { keyOf } from '#shared/content/locales/text-keys.ts';
import { endSessionsOf } from '#server/plugins/sessions.ts';
import { hashPassword } from '#server/lib/password.ts';
import * as repo from './users.repo.ts';

export interface NewAccount {
  username: string;
  password: string;
  role: Role;
  displayName?: string;
  email?: string;
}

function checkedUsername(username: string): string {
  const parsed = usernameSchema.safeParse(username);
  if (!parsed.success) throw textRefusal(400, keyOf(parsed.error.issues[0]!.message));
  return parsed.data;
}

function checkPassword(password: string, username: string): void {
  const problem = passwordProblem(password, username);
  if (problem) throw textRefusal(400, problem);
}

/** The account with this id when it is active: the one a session signs in (plugins/sessions.ts). */
export async function findActiveUser(db: DbOrTx, id: number): Promise<User | undefined> {
  const user = await repo.findUserById(db, id);
  return user?.active === 1 ? user : undefined;
}

/** The account with this name, active or not (the sign-in check reads it). */
export function findUserByUsername(db: DbOrTx, username: string): Promise<User | undefined> {
  return repo.findUserByUsername(db, username);
}

export async function createAccount(db: Db, account: NewAccount): Promise<User> {
  const username = checkedUsername(account.username);
  checkPassword(account.password, username);
  const taken = () => textRefusal(409, 'adminSettings.messages.usernameTaken', { username });
  // Checked before hashing too, so that a taken name costs no scrypt work.
  if (await repo.findUserByUsername(db, username)) throw taken();
  const passwordHash = await hashPassword(account.password);
  const now = new Date().toISOString();
  return withTransaction(db, async (tx) => {
    if (await repo.findUserByUsername(tx, username)) throw taken();
    return repo.insertUser(tx, {
      username,
      password_hash: passwordHash,
      role: account.role,
      display_name: account.displayName?.trim() || username,
      email: account.email?.trim() ?? '',
      active: 1,
      created_at: now,
      updated_at: now,
    });
  });
}

export async function changePassword(db: Db, username: string, password: string): Promise<void> {
  const user = await repo.findUserByUsername(db, username);
  if (!user) throw textRefusal(404, 'refusals.users.noUserNamed', { username });
  checkPassword(password, user.username);
  const passwordHash = await hashPassword(password);
  await withTransaction(db, async (tx) => {
    await repo.updateUser(tx, user.id, { password_hash: passwordHash, updated_at: new Date().toISOString() });
    await endSessionsOf(tx, user.id);
  });
}

/** Removes an account and its sessions; the last active admin cannot be removed. */
export async function removeAccount(db: Db, username: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const user = await repo.findUserByUsername(tx, username);
    if (!user) throw textRefusal(404, 'refusals.users.noUserNamed', { username });
    if (user.role === 'admin' && user.active) {
      const activeAdmins = (await repo.listUsers(tx)).filter((u) => u.role === 'admin' && u.active);
      if (activeAdmins.length <= 1) throw textRefusal(409, 'adminSettings.messages.lastAdminRemoved');
    }
    await repo.deleteUser(tx, user.id);
  });
}

/**
 * On first start with no users, creates the admin from ADMIN_USERNAME/ADMIN_PASSWORD,
 * or with a generated password that the caller prints once.
 */
export async function ensureInitialAdmin(
  db: Db,
  configured: { username: string | undefined; password: string | undefined },
): Promise<{ username: string; generatedPassword?: string } | null> {
  if ((await repo.countUsers(db)) > 0) return null;
  const username = configured.username ?? 'admin';
  const generatedPassword = configured.password ? undefined : randomBytes(12).toString('base64url');
  const password = configured.password ?? generatedPassword!;
  try {
    await createAccount(db, { username, password, role: 'admin' });
  } catch (error) {
    // Another instance starting at the same moment may have created it first.
    if ((await repo.countUsers(db)) > 0) return null;
    throw error;
  }
  return { username, generatedPassword };
}

/** Applies changes to one account; never leaves the business without an active admin. */
export async function updateAccount(db: Db, id: number, changes: AccountChanges): Promise<User> {
  const existing = await repo.findUserById(db, id);
  if (!existing) throw textRefusal(404, 'refusals.users.notFound');
  if (changes.password !== undefined) checkPassword(changes.password, existing.username);
  const passwordHash = changes.password !== undefined ? await hashPassword(changes.password) : undefined;
  return withTransaction(db, async (tx) => {
    const user = await repo.findUserById(tx, id);
    if (!user) throw textRefusal(404, 'refusals.users.notFound');
    const losesAdmin =
      user.role === 'admin' && user.active === 1 && (changes.role === 'staff' || changes.active === false);
    if (losesAdmin) {
      const activeAdmins = (await repo.listUsers(tx)).filter((u) => u.role === 'admin' && u.active);
      if (activeAdmins.length <= 1) throw textRefusal(409, 'adminSettings.messages.lastAdmin');
    }
    const updated = await repo.updateUser(tx, id, {
      display_name: changes.displayName,
      email: changes.email,
      role: changes.role,
      active: changes.active === undefined ? undefined : changes.active ? 1 : 0,
      password_hash: passwordHash,
      updated_at: new Date().toISOString(),
    });
    if (passwordHash || changes.active === false) await endSessionsOf(tx, id);
    return updated!;
  });
}

/** Every account, for the admin's list and the CLI. */
export function listUsers(db: DbOrTx): Promise<User[]> {
  return repo.listUsers(db);
}
