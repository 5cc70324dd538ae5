import { createHash, randomBytes } from 'node:crypto';
import { parseCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { roleAllows, type Access } from '#shared/domain/access.ts';
import type { SessionUser } from '#shared/schemas/auth.ts';
import type { Db, DbOrTx } from '#server/db/database.ts';
import type { User } from '#server/db/schema.ts';
import { deleteSession, deleteSessionsOfUser, findSession, insertSession } from '#server/plugins/sessions.repo.ts';

export const SESSION_COOKIE = 'mandi_session';

export interface SessionCookieOptions {
  days: number;
  secure: boolean;
}

/** Only a hash of the token is stored: a leaked database does not leak live sessions. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The account with this id when it is active. Accounts are the users module's, which the plugins serve
 * and do not import: the app hands this over (users.service's findActiveUser).
 */
export type ActiveAccount = (db: DbOrTx, id: number) => Promise<User | undefined>;

/** The active account behind an unexpired session, if any. */
async function sessionUser(db: Db, tokenHash: string, activeAccount: ActiveAccount): Promise<User | undefined> {
  const session = await findSession(db, tokenHash, new Date().toISOString());
  return session && activeAccount(db, session.user_id);
}

export function toSessionUser(user: User): SessionUser {
  return { id: user.id, username: user.username, role: user.role, displayName: user.display_name, email: user.email };
}

/** Whether the request carries a session to look up at all (without a Cookie header, nothing to parse). */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return request.headers.cookie !== undefined && Boolean(request.cookies[SESSION_COOKIE]);
}

/** hasSessionCookie for a request Fastify has not taken yet: its raw Cookie header. */
export function cookieHeaderHasSession(header: string | undefined): boolean {
  return header !== undefined && Boolean(parseCookie(header)[SESSION_COOKIE]);
}

export async function loadSession(db: Db, request: FastifyRequest, activeAccount: ActiveAccount): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return;
  const tokenHash = hashToken(token);
  const user = await sessionUser(db, tokenHash, activeAccount);
  if (!user) return;
  request.user = toSessionUser(user);
  request.sessionTokenHash = tokenHash;
}

export async function startSession(db: Db, reply: FastifyReply, user: User, options: SessionCookieOptions) {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expires = new Date(now.getTime() + options.days * 24 * 60 * 60 * 1000);
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    createdAt: now.toISOString(),
    expiresAt: expires.toISOString(),
  });
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    path: '/',
    expires,
  });
}

export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSession(db, hashToken(token));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Ends every session of the account (a new password, a deactivated account), in the caller's transaction. */
export function endSessionsOf(db: DbOrTx, userId: number): Promise<void> {
  return deleteSessionsOfUser(db, userId);
}

/** How often a long-lived answer (an event stream) checks that its session still holds. */
export const SESSION_RECHECK_MS = 5000;

/**
 * Calls `onEnded` once the request's session is gone: signed out, expired, password changed, the
 * account deactivated or no longer allowed `access`. Returns a function that stops watching.
 */
export function watchSession(
  db: Db,
  request: FastifyRequest,
  access: Access,
  onEnded: () => void,
  activeAccount: ActiveAccount,
  everyMs = SESSION_RECHECK_MS,
): () => void {
  const tokenHash = request.sessionTokenHash;
  const timer = setInterval(() => {
    if (!tokenHash) return onEnded();
    sessionUser(db, tokenHash, activeAccount).then(
      (user) => {
        if (!user || !roleAllows(user.role, access)) onEnded();
      },
      () => undefined, // The database did not answer: keep the stream and ask again next time.
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
