import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { verifyPassword } from '#server/lib/password.ts';
import { findUserByUsername, listUsers } from '#server/modules/users/users.repo.ts';
import { insertSession } from '#server/plugins/sessions.repo.ts';
import { prepareDatabase } from '#server/startup.ts';
import { TEST_ADMIN, TEST_PASSWORD } from '#server/test/test-app.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { runUserCommand, UsageError } from './user-command.ts';

describe('npm run user', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const test = await createTestDatabase();
    drop = test.drop;
    const config = loadConfig(
      { DATA_DIR: test.dataDir, ADMIN_USERNAME: TEST_ADMIN.username, ADMIN_PASSWORD: TEST_ADMIN.password },
      { database: test.target },
    );
    ({ database } = await prepareDatabase(config));
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  async function run(...argv: string[]): Promise<string[]> {
    const lines: string[] = [];
    await runUserCommand(argv, { db: database.db, print: (line) => lines.push(line) });
    return lines;
  }

  async function sessionsOf(username: string): Promise<number> {
    const user = await findUserByUsername(database.db, username);
    const rows = await database.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user!.id)
      .execute();
    return rows.length;
  }

  async function addSession(username: string, tokenHash: string): Promise<void> {
    const user = await findUserByUsername(database.db, username);
    const now = new Date();
    const expiresAt = new Date(now.getTime() + 86_400_000).toISOString();
    await insertSession(database.db, { tokenHash, userId: user!.id, createdAt: now.toISOString(), expiresAt });
  }

  it('adds an admin with the given password, name and e-mail', async () => {
    const output = await run(
      'add',
      'asha',
      '--role',
      'admin',
      '--password',
      TEST_PASSWORD,
      '--name',
      'Asha K',
      '--email',
      'asha@example.com',
    );
    expect(output).toEqual(['Created admin account "asha".']);
    const asha = await findUserByUsername(database.db, 'asha');
    expect(asha).toMatchObject({ role: 'admin', display_name: 'Asha K', email: 'asha@example.com', active: 1 });
  });

  it('adds staff by default and prints a generated password once', async () => {
    const output = await run('add', 'Ravi');
    expect(output[0]).toBe('Created staff account "ravi".');
    const password = output.find((line) => line.startsWith('Password: '))?.slice('Password: '.length);
    expect(password).toMatch(/^[\w-]{24}$/);
    const ravi = await findUserByUsername(database.db, 'ravi');
    expect(ravi).toMatchObject({ role: 'staff', display_name: 'ravi' });
    expect(await verifyPassword(password!, ravi!.password_hash)).toBe(true);
  });

  it('refuses a name that is taken, whatever its case', async () => {
    const attempt = run('add', 'RAVI', '--password', TEST_PASSWORD);
    await expect(attempt).rejects.toBeInstanceOf(HttpError);
    await expect(attempt).rejects.toThrow('The username “ravi” is already taken');
  });

  it('refuses weak and common passwords', async () => {
    await expect(run('add', 'meera', '--password', 'short')).rejects.toThrow('Password must be at least 8 characters');
    await expect(run('add', 'meera', '--password', 'Password123')).rejects.toThrow('Password is too common');
    await expect(run('add', 'meeranair', '--password', 'MeeraNair')).rejects.toThrow(
      'Password must not be the username',
    );
    await expect(run('passwd', 'ravi', '--password', 'mandi1234')).rejects.toThrow('Password is too common');
    expect(await findUserByUsername(database.db, 'meera')).toBeUndefined();
    expect(await findUserByUsername(database.db, 'meeranair')).toBeUndefined();
  });

  it('changes a password and ends only that user’s sessions', async () => {
    await addSession('ravi', 'ravi-phone');
    await addSession('ravi', 'ravi-laptop');
    await addSession('asha', 'asha-phone');
    const before = await findUserByUsername(database.db, 'ravi');

    const output = await run('passwd', 'ravi');

    expect(output[0]).toBe('Changed the password of "ravi" and ended their sessions.');
    const password = output.find((line) => line.startsWith('Password: '))?.slice('Password: '.length);
    const after = await findUserByUsername(database.db, 'ravi');
    expect(after!.password_hash).not.toBe(before!.password_hash);
    expect(await verifyPassword(password!, after!.password_hash)).toBe(true);
    expect(await sessionsOf('ravi')).toBe(0);
    expect(await sessionsOf('asha')).toBe(1);
  });

  it('answers passwd for an unknown user with an error', async () => {
    await expect(run('passwd', 'nobody', '--password', TEST_PASSWORD)).rejects.toThrow('No user named "nobody"');
  });

  it('lists every account in a table', async () => {
    const output = await run('list');
    expect(output[0]).toMatch(/^username\s+role\s+active\s+display name\s+created \(UTC\)$/);
    expect(output[1]).toMatch(/^-+( +-+){4}$/);
    expect(output.slice(2).map((line) => line.split(/\s{2,}/).slice(0, 4))).toEqual([
      ['asha', 'admin', 'yes', 'Asha K'],
      [TEST_ADMIN.username, 'admin', 'yes', TEST_ADMIN.username],
      ['ravi', 'staff', 'yes', 'ravi'],
    ]);
    expect(output[2]).toMatch(/ \d{4}-\d\d-\d\d \d\d:\d\d$/);
  });

  it('removes an account together with its sessions', async () => {
    await addSession('ravi', 'ravi-tablet');
    expect(await run('remove', 'ravi')).toEqual(['Removed "ravi" and ended their sessions.']);
    expect(await findUserByUsername(database.db, 'ravi')).toBeUndefined();
    const orphans = await database.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('token_hash', '=', 'ravi-tablet')
      .execute();
    expect(orphans).toEqual([]);
    await expect(run('remove', 'ravi')).rejects.toThrow('No user named "ravi"');
  });

  it('refuses to remove the last active admin', async () => {
    await run('remove', 'asha');
    const attempt = run('remove', TEST_ADMIN.username);
    await expect(attempt).rejects.toBeInstanceOf(HttpError);
    await expect(attempt).rejects.toThrow('The last active admin cannot be removed');
    expect((await listUsers(database.db)).map((user) => user.username)).toEqual([TEST_ADMIN.username]);
  });

  it('rejects unknown commands, options and missing arguments without touching the database', async () => {
    const count = (await listUsers(database.db)).length;
    await expect(run('frobnicate')).rejects.toThrow(
      new UsageError('Unknown command "frobnicate"; the commands are add, passwd, list, remove and help'),
    );
    await expect(run('add')).rejects.toThrow('add: missing <username>');
    await expect(run('add', 'meera', '--role', 'owner')).rejects.toThrow('--role must be admin or staff');
    await expect(run('add', 'meera', '--colour', 'red')).rejects.toThrow(UsageError);
    await expect(run('add', 'meera', '--password')).rejects.toThrow(UsageError);
    await expect(run('remove', 'a', 'b')).rejects.toThrow('remove: unexpected argument "b"');
    await expect(run('list', '--all')).rejects.toThrow(UsageError);
    expect((await listUsers(database.db)).length).toBe(count);
  });

  it('prints usage for help and for no command', async () => {
    const help = await run('help');
    expect(help[0]).toBe('Usage: npm run user -- <command>');
    expect(help.join('\n')).toContain('passwd <username> [--password <pw>]');
    expect(await run()).toEqual(help);
  });
});
