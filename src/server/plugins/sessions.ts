import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { roleAllows, type Access } from '#shared/domain/access.ts';
import type { SessionUser } from '#shared/schemas/auth.ts';
import type { Db } from '#server/db/database.ts';
import type { User } from '#server/db/schema.ts';
import { deleteSession, findSessionUser, insertSession } from '#server/plugins/sessions.repo.ts';

export const SESSION_COOKIE = 'mandi_session';

export interface SessionCookieOptions {
  days: number;
  secure: boolean;
}

/** Only a hash of the token is stored: a leaked database does not leak live sessions. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function toSessionUser(user: User): SessionUser {
  return { id: user.id, username: user.username, role: user.role, displayName: user.display_name, email: user.email };
}

/** Whether the request carries a session to look up at all (without a Cookie header, nothing to parse). */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return request.headers.cookie !== undefined && Boolean(request.cookies[SESSION_COOKIE]);
}

export async function loadSession(db: Db, request: FastifyRequest): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return;
  const tokenHash = hashToken(token);
  const user = await findSessionUser(db, tokenHash, new Date().toISOString());
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
  everyMs = SESSION_RECHECK_MS,
): () => void {
  const tokenHash = request.sessionTokenHash;
  const timer = setInterval(() => {
    if (!tokenHash) return onEnded();
    findSessionUser(db, tokenHash, new Date().toISOString()).then(
      (user) => {
        if (!user || !roleAllows(user.role, access)) onEnded();
      },
      () => undefined, // The database did not answer: keep the stream and ask again next time.
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
