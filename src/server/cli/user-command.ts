import { randomBytes } from 'node:crypto';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Role } from '#shared/domain/access.ts';
import { roleSchema } from '#shared/schemas/auth.ts';
import type { Db } from '#server/db/database.ts';
import type { User } from '#server/db/schema.ts';
import { changePassword, createAccount, listUsers, removeAccount } from '#server/modules/users/users.service.ts';

export interface UserCommandDeps {
  db: Db;
  print: (line: string) => void;
}

/** A command typed wrongly: unknown command or option, missing or extra argument. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export type UserCommand =
  | { name: 'help' }
  | { name: 'add'; username: string; role: Role; password?: string; displayName?: string; email?: string }
  | { name: 'passwd'; username: string; password?: string }
  | { name: 'list' }
  | { name: 'remove'; username: string };

export const USAGE = `Usage: npm run user -- <command>

Commands:
  add <username> [--role admin|staff] [--password <pw>] [--name <display name>] [--email <e-mail>]
      Creates an account (staff unless --role admin). Without --password a strong
      password is generated and shown once.
  passwd <username> [--password <pw>]
      Sets a new password (generated and shown once when omitted) and ends all
      sessions of that user.
  list
      Lists all accounts.
  remove <username>
      Removes an account and ends its sessions. The last active admin cannot be removed.
  help
      Shows this text.

A password given with --password stays in the shell history; the generated one does not.`;

const HELP_WORDS = new Set(['help', '--help', '-h']);

/** Parses the arguments after `npm run user --`; throws UsageError when they make no sense. */
export function parseUserCommand(argv: string[]): UserCommand {
  const [name, ...args] = argv;
  if (name === undefined || HELP_WORDS.has(name)) return { name: 'help' };
  switch (name) {
    case 'add':
      return parseAdd(args);
    case 'passwd':
      return parsePasswd(args);
    case 'list':
      parseCommandArgs(name, args, {}, []);
      return { name: 'list' };
    case 'remove': {
      const [username] = parseCommandArgs(name, args, {}, ['username']).positionals as [string];
      return { name: 'remove', username };
    }
    default:
      throw new UsageError(`Unknown command "${name}"; the commands are add, passwd, list, remove and help`);
  }
}

function parseAdd(args: string[]): UserCommand {
  const options = {
    role: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
  } as const;
  const { values, positionals } = parseCommandArgs('add', args, options, ['username']);
  const role = roleSchema.safeParse(values.role ?? 'staff');
  if (!role.success) throw new UsageError(`add: --role must be admin or staff, not "${values.role}"`);
  return {
    name: 'add',
    username: positionals[0]!,
    role: role.data,
    password: values.password,
    displayName: values.name,
    email: values.email,
  };
}

function parsePasswd(args: string[]): UserCommand {
  const { values, positionals } = parseCommandArgs('passwd', args, { password: { type: 'string' } }, ['username']);
  return { name: 'passwd', username: positionals[0]!, password: values.password };
}

/** parseArgs in strict mode, plus an exact count of the named positional arguments. */
function parseCommandArgs<O extends NonNullable<ParseArgsConfig['options']>>(
  command: string,
  args: string[],
  options: O,
  expected: string[],
) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(`${command}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const count = parsed.positionals.length;
  if (count < expected.length) {
    throw new UsageError(`${command}: missing <${expected[count]}>; see npm run user -- help`);
  }
  if (count > expected.length) {
    throw new UsageError(`${command}: unexpected argument "${parsed.positionals[expected.length]}"`);
  }
  return parsed;
}

/** 18 random bytes: 24 URL-safe characters, 144 bits. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

export async function runUserCommand(argv: string[], deps: UserCommandDeps): Promise<void> {
  const command = parseUserCommand(argv);
  switch (command.name) {
    case 'help':
      return printLines(USAGE, deps.print);
    case 'add':
      return addUser(command, deps);
    case 'passwd':
      return setPassword(command, deps);
    case 'list':
      return printTable(userTable(await listUsers(deps.db)), deps.print);
    case 'remove':
      await removeAccount(deps.db, command.username);
      return deps.print(`Removed "${command.username}" and ended their sessions.`);
  }
}

async function addUser(command: Extract<UserCommand, { name: 'add' }>, { db, print }: UserCommandDeps): Promise<void> {
  const password = command.password ?? generatePassword();
  const { username, role, displayName, email } = command;
  const user = await createAccount(db, { username, password, role, displayName, email });
  print(`Created ${user.role} account "${user.username}".`);
  if (command.password === undefined) printGenerated(password, print);
}

async function setPassword(
  command: Extract<UserCommand, { name: 'passwd' }>,
  { db, print }: UserCommandDeps,
): Promise<void> {
  const password = command.password ?? generatePassword();
  await changePassword(db, command.username, password);
  print(`Changed the password of "${command.username}" and ended their sessions.`);
  if (command.password === undefined) printGenerated(password, print);
}

function printGenerated(password: string, print: (line: string) => void): void {
  print(`Password: ${password}`);
  print('(shown only this once; hand it over safely)');
}

function userTable(users: User[]): string[][] {
  const header = ['username', 'role', 'active', 'display name', 'created (UTC)'];
  const rows = users.map((user) => [
    user.username,
    user.role,
    user.active ? 'yes' : 'no',
    user.display_name.replace(/\s+/g, ' '),
    user.created_at.slice(0, 16).replace('T', ' '),
  ]);
  return [header, ...rows];
}

function printTable([header, ...rows]: string[][], print: (line: string) => void): void {
  if (!header) return;
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  print(line(header));
  print(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) print(line(row));
  if (rows.length === 0) print('(no accounts)');
}

function printLines(text: string, print: (line: string) => void): void {
  for (const line of text.split('\n')) print(line);
}
