import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CHANGE_ID_HEADER, CHANGE_ID_PATTERN, CHANGE_REPLAYED_HEADER } from '#shared/domain/offline-changes.ts';
import type { ChangeReplyLimits } from '#server/config.ts';
import type { Db } from '#server/db/database.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import { pruneEveryHour } from '#server/lib/prune-every-hour.ts';
import {
  deleteChangesBefore,
  findChange,
  insertClaim,
  releaseClaim,
  retakeClaim,
  storeAnswer,
  trimAnswers,
  type ChangeClaim,
} from './change-ids.repo.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A claim pending longer than this was left by a server that stopped mid-change: it counts as not applied. */
export const CLAIM_TIMEOUT_MS = 2 * 60 * 1000;
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;
const CLAIM_ATTEMPTS = 3;

interface ChangeIdsOptions {
  db: Db;
  limits: ChangeReplyLimits;
}

/**
 * A change sent with a device-made id (header `x-change-id`) is applied once. Its id is claimed after
 * the request passed access and validation, before the handler runs; the answer (below 500) is kept
 * and a repeat gets it back, marked `x-change-replayed: 1`, without running the handler. A 5xx releases
 * the claim so that a retry may apply the change. Only signed-in routes that change something carry
 * these hooks: the storefront's calls pay nothing, and a change id sent to a public route is ignored.
 * What is kept is bounded (`limits`): a long answer is kept short (keptAnswer), and each account keeps
 * its newest answers within a count and a byte budget.
 */
export const changeIdsPlugin = fp(async (app: FastifyInstance, { db, limits }: ChangeIdsOptions) => {
  const maxBytes = Math.min(limits.maxBytes, limits.bytesPerAccount);
  const claims = new WeakMap<FastifyRequest, ChangeClaim>();

  async function claim(request: FastifyRequest, reply: FastifyReply) {
    const changeId = request.headers[CHANGE_ID_HEADER];
    if (changeId === undefined || !STATE_CHANGING.has(request.method)) return;
    if (typeof changeId !== 'string' || !CHANGE_ID_PATTERN.test(changeId)) {
      throw textRefusal(400, 'offline.refusals.badChangeId');
    }
    const change = { changeId, userId: request.user!.id, method: request.method, path: request.url.split('?')[0]! };
    // Another pass only when another request changed the record between our two statements.
    for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
      const claimed: ChangeClaim = { ...change, claimedAt: new Date().toISOString() };
      if (await insertClaim(db, claimed)) return void claims.set(request, claimed);
      const known = await findChange(db, changeId);
      if (!known) continue;
      if (known.user_id !== change.userId || known.method !== change.method || known.path !== change.path) {
        throw textRefusal(422, 'offline.refusals.changeIdReused');
      }
      if (known.status !== null) {
        return reply
          .status(known.status)
          .header(CHANGE_REPLAYED_HEADER, '1')
          .type('application/json; charset=utf-8')
          .send(known.reply ?? '');
      }
      if (Date.parse(known.created_at) > Date.now() - CLAIM_TIMEOUT_MS) break;
      if (await retakeClaim(db, changeId, known.created_at, claimed.claimedAt)) {
        return void claims.set(request, claimed);
      }
    }
    throw textRefusal(409, 'offline.refusals.changeInFlight');
  }

  async function settle(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const claimed = claims.get(request);
    if (!claimed) return payload;
    claims.delete(request);
    const json = typeof payload === 'string' && String(reply.getHeader('content-type')).includes('json');
    try {
      // Any other answer (a 5xx, a PDF) is not kept: the claim goes, and a retry runs the route again.
      if (json && reply.statusCode < 500) {
        await storeAnswer(db, claimed, reply.statusCode, keptAnswer(reply.statusCode, payload, maxBytes));
        await trimAnswers(db, claimed.userId, limits);
      } else await releaseClaim(db, claimed);
    } catch (error) {
      // The answer still goes out; the claim stays pending until it times out.
      request.log.warn({ err: error, changeId: claimed.changeId }, 'change id not settled');
    }
    return payload;
  }

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const methods = [route.method].flat();
    if (!access || access === 'public' || !methods.some((method) => STATE_CHANGING.has(method))) return;
    route.preHandler = [route.preHandler ?? []].flat().concat(claim);
    route.onSend = [route.onSend ?? []].flat().concat(settle);
  });
});

/**
 * The answer as a repeat gets it: whole when it fits `maxBytes`; else its short form, `reload: true`
 * with what the kitchen's offline queues read of an answer (success; a refusal's error, code and
 * params), never a list. The change was applied (or refused) all the same; a queue that sees the
 * repeat saved reads its screens again, and a refusal keeps its reason.
 */
export function keptAnswer(status: number, body: string, maxBytes: number): string {
  if (Buffer.byteLength(body) <= maxBytes) return body;
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

export function startChangeIdPruning(app: FastifyInstance, db: Db): void {
  pruneEveryHour(app, 'change id', () => pruneAppliedChanges(db));
}
