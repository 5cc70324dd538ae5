import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { CHANGE_ID_HEADER, CHANGE_ID_PATTERN, CHANGE_REPLAYED_HEADER } from '#shared/domain/offline-changes.ts';
import type { ChangeReplyLimits } from '#server/config.ts';
import type { Db } from '#server/db/database.ts';
import { beginJoinedTransaction, type JoinedTransaction } from '#server/db/joined-transaction.ts';
import { isConflict } from '#server/db/transaction.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import { pruneEveryHour } from '#server/lib/prune-every-hour.ts';
import type { AppliedChange } from '#server/db/schema.ts';
import {
  countStoredAnswers,
  deleteChangesBefore,
  findChange,
  insertClaim,
  storeAnswer,
  trimAnswers,
  type ChangeClaim,
} from './change-ids.repo.ts';
import { STATE_CHANGING } from '#server/lib/state-changing.ts';

const KEEP_MS = 7 * 24 * 60 * 60 * 1000;
/** Runs of a change that PostgreSQL aborted for a conflict with another (a copy of it sent at once, say). */
const CONFLICT_ATTEMPTS = 5;

interface ChangeIdsOptions {
  db: Db;
  limits: ChangeReplyLimits;
}

interface Applying {
  claim: ChangeClaim;
  joined: JoinedTransaction;
}

/**
 * A change sent with a device-made id (header `x-change-id`) is applied once. After the request
 * passed access and validation, one transaction claims the id, runs the route (every query and
 * transaction of the route joins it) and keeps the answer (below 500); it commits as the answer goes
 * out, so a server that stops at any point has either done all three or none. A repeat gets the kept
 * answer, marked `x-change-replayed: 1`, without running the route; a copy sent while the first runs
 * waits for it. A refusal keeps nothing the route wrote; a 5xx keeps nothing at all, so that a retry
 * applies the change. Only signed-in routes that change something carry this: the storefront's calls
 * pay nothing, and a change id sent to a public route is ignored. What is kept is bounded (`limits`):
 * a long answer is kept short (keptAnswer), and each account keeps its newest answers within a count
 * and a byte budget.
 */
export const changeIdsPlugin = fp(async (app: FastifyInstance, { db, limits }: ChangeIdsOptions) => {
  const maxBytes = Math.min(limits.maxBytes, limits.bytesPerAccount);
  const sent = new WeakMap<FastifyRequest, Omit<ChangeClaim, 'claimedAt'>>();
  const applying = new WeakMap<FastifyRequest, Applying>();

  async function readChangeId(request: FastifyRequest) {
    const changeId = request.headers[CHANGE_ID_HEADER];
    if (changeId === undefined || !STATE_CHANGING.has(request.method)) return;
    if (typeof changeId !== 'string' || !CHANGE_ID_PATTERN.test(changeId)) {
      throw textRefusal(400, 'offline.refusals.badChangeId');
    }
    sent.set(request, { changeId, userId: request.user!.id, method: request.method, path: request.url.split('?')[0]! });
  }

  function replay(reply: FastifyReply, claim: Omit<ChangeClaim, 'claimedAt'>, known: AppliedChange) {
    if (known.user_id !== claim.userId || known.method !== claim.method || known.path !== claim.path) {
      throw textRefusal(422, 'offline.refusals.changeIdReused');
    }
    return reply
      .status(known.status ?? 200)
      .header(CHANGE_REPLAYED_HEADER, '1')
      .type('application/json; charset=utf-8')
      .send(known.reply ?? '');
  }

  function applyingOnce(handler: RouteHandlerMethod): RouteHandlerMethod {
    return async function (this: FastifyInstance, request, reply) {
      const change = sent.get(request);
      if (!change) return handler.call(this, request, reply);
      for (let attempt = 1; ; attempt++) {
        const joined = await beginJoinedTransaction(db);
        try {
          const claim = { ...change, claimedAt: new Date().toISOString() };
          if (!(await insertClaim(joined.tx, claim))) {
            const known = await findChange(joined.tx, change.changeId);
            await joined.rollback();
            if (known) return replay(reply, change, known);
            continue;
          }
          await sql`savepoint change_claimed`.execute(joined.tx);
          applying.set(request, { claim, joined });
          return await joined.run(() => handler.call(this, request, reply));
        } catch (error) {
          // A refusal is answered (and settled) by the error handler; the rest ends here.
          if (!applying.has(request) || (isConflict(error) && !reply.sent)) {
            applying.delete(request);
            await joined.rollback().catch(() => {});
            if (isConflict(error) && !reply.sent && attempt < CONFLICT_ATTEMPTS) continue;
          }
          throw error;
        }
      }
    };
  }

  async function settle(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const current = applying.get(request);
    if (!current) return payload;
    applying.delete(request);
    const { claim, joined } = current;
    try {
      if (reply.statusCode >= 500) return payload;
      if (reply.statusCode >= 400) await sql`rollback to savepoint change_claimed`.execute(joined.tx);
      const json = typeof payload === 'string' && String(reply.getHeader('content-type')).includes('json');
      const answer = keptAnswer(reply.statusCode, json ? payload : '', maxBytes);
      await storeAnswer(joined.tx, claim, reply.statusCode, answer);
      await joined.commit();
      // Outside the change's transaction: the account's answers are read whole, which would make every
      // change of one account conflict with the others sent alongside it.
      await trimAnswers(db, claim.userId, limits).catch((error: unknown) =>
        request.log.warn({ err: error, changeId: claim.changeId }, 'kept answers not trimmed'),
      );
      return payload;
    } finally {
      await joined.rollback().catch(() => {});
    }
  }

  /** An answer that never went out (the connection closed first) leaves nothing applied. */
  async function abandon(request: FastifyRequest) {
    const current = applying.get(request);
    applying.delete(request);
    await current?.joined.rollback();
  }

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const methods = [route.method].flat();
    if (!access || access === 'public' || !methods.some((method) => STATE_CHANGING.has(method))) return;
    route.preHandler = [route.preHandler ?? []].flat().concat(readChangeId);
    route.handler = applyingOnce(route.handler);
    route.onSend = [route.onSend ?? []].flat().concat(settle);
    route.onResponse = [route.onResponse ?? []].flat().concat(abandon);
  });
});

/**
 * The answer as a repeat gets it: whole when it fits `maxBytes`; else its short form, `reload: true`
 * with what the kitchen's offline queues read of an answer (success; a refusal's error, code and
 * params), never a list. The change was applied (or refused) all the same; a queue that sees the
 * repeat saved reads its screens again, and a refusal keeps its reason.
 */
export function keptAnswer(status: number, body: string, maxBytes: number): string {
  if (body && Buffer.byteLength(body) <= maxBytes) return body;
  let sent: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) sent = parsed as Record<string, unknown>;
  } catch {
    // Not JSON after all: only the status is kept.
  }
  const bare = { success: typeof sent.success === 'boolean' ? sent.success : status < 400, reload: true };
  const refusal = {
    ...bare,
    ...(typeof sent.error === 'string' ? { error: sent.error } : {}),
    ...(typeof sent.code === 'string' ? { code: sent.code } : {}),
    ...(sent.params && typeof sent.params === 'object' ? { params: sent.params } : {}),
  };
  const text = JSON.stringify(refusal);
  return Buffer.byteLength(text) <= maxBytes ? text : JSON.stringify(bare);
}

/** Forgets changes older than a week: a device sends its waiting changes long before that. */
export function pruneAppliedChanges(db: Db, now = new Date()): Promise<void> {
  return deleteChangesBefore(db, new Date(now.getTime() - KEEP_MS).toISOString());
}

/** Answers to changes kept for their repeats now, for the operator's metrics. */
export const storedChangeReplies = (db: Db): Promise<number> => countStoredAnswers(db);

export function startChangeIdPruning(app: FastifyInstance, db: Db): void {
  pruneEveryHour(app, 'change id', () => pruneAppliedChanges(db));
}
