import { z } from 'zod';
import { refusalOf } from '../api-client.ts';

/**
 * Changes a kitchen screen made that have not reached the server yet, kept on the device in the order
 * they were made, and the ones the server refused (kept until a cook has read why). Each carries an id
 * made here: the server applies a change sent twice once. Pure: the store (offline-changes.ts) keeps
 * the state and does the sending.
 */

/** At most this many changes wait at once: a day's work offline is far fewer. */
export const MAX_WAITING = 500;

const paramsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

export const queuedChangeSchema = z.object({
  id: z.string(),
  method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']),
  path: z.string(),
  body: z.unknown(),
  /**
   * When it was made (epoch ms): this device's clock corrected by the server clock offset it last
   * measured (serverClockNow), sent with the change so the server records it at this time.
   */
  madeAt: z.number(),
  /** What it is ('task.start', 'timer.set', …): how a screen lays it over the data it last read. */
  kind: z.string(),
  /** What it changes (e.g. {eventId, taskId}), for the screen showing that thing. */
  subject: paramsSchema,
  /** How the status bar names it: a text key and its values. */
  label: z.object({ key: z.string(), params: paramsSchema }),
  /** The cached queries to read again once it is saved. */
  refresh: z.array(z.array(z.union([z.string(), z.number()]))),
});
export type QueuedChange = z.infer<typeof queuedChangeSchema>;

const refusalSchema = z.object({
  status: z.number(),
  error: z.string(),
  code: z.string().optional(),
  params: paramsSchema,
  /** The field a refused input names. */
  field: z.string().optional(),
  /** The record as the server has it now, when the change was made from an older version of it (409). */
  current: z.unknown().optional(),
});
export type Refusal = z.infer<typeof refusalSchema>;

const refusedChangeSchema = queuedChangeSchema.extend({ refusal: refusalSchema });
export type RefusedChange = z.infer<typeof refusedChangeSchema>;

export const queueStateSchema = z.object({
  waiting: z.array(queuedChangeSchema),
  refused: z.array(refusedChangeSchema),
});
export type QueueState = z.infer<typeof queueStateSchema>;

export const EMPTY_QUEUE: QueueState = { waiting: [], refused: [] };

export class QueueFullError extends Error {
  constructor() {
    super(`At most ${MAX_WAITING} changes may wait for the server`);
    this.name = 'QueueFullError';
  }
}

/** Adds a change at the end. One already known (the same id) is not added again. */
export function enqueue(state: QueueState, change: QueuedChange): QueueState {
  const known = (entry: QueuedChange) => entry.id === change.id;
  if (state.waiting.some(known) || state.refused.some(known)) return state;
  if (state.waiting.length >= MAX_WAITING) throw new QueueFullError();
  return { ...state, waiting: [...state.waiting, change] };
}

/** What sending one change came to. */
export type SendOutcome =
  | { kind: 'saved'; reply: unknown }
  /** The server said no, for good (a rule, a conflict): the cook is told why. */
  | { kind: 'refused'; refusal: Refusal }
  /** No server, or not now (its own fault, busy, the first copy still being saved): try again later. */
  | { kind: 'retry' };

/** Answers that may succeed later unchanged; any other 4xx is the server's last word on the change. */
const RETRY_STATUSES = new Set([0, 401, 408, 425, 429]);
const IN_FLIGHT = 'offline.refusals.changeInFlight';

/** Sorts an HTTP answer (status 0: none) into an outcome. */
export function outcomeOf(status: number, reply: unknown): SendOutcome {
  const refused = refusalOf(status, reply ?? {});
  if (!refused) return { kind: 'saved', reply };
  const { code, field, params, message } = refused;
  if (RETRY_STATUSES.has(status) || status >= 500 || code === IN_FLIGHT) return { kind: 'retry' };
  const current = (refused.body as { current?: unknown } | undefined)?.current;
  return {
    kind: 'refused',
    refusal: {
      status,
      error: message,
      ...(code ? { code } : {}),
      params,
      ...(field ? { field } : {}),
      ...(current !== undefined ? { current } : {}),
    },
  };
}

/** The state once `id` came to `outcome`: saved leaves, refused moves to the refused list. */
export function settle(state: QueueState, id: string, outcome: SendOutcome): QueueState {
  if (outcome.kind === 'retry') return state;
  const change = state.waiting.find((entry) => entry.id === id);
  if (!change) return state;
  const waiting = state.waiting.filter((entry) => entry.id !== id);
  if (outcome.kind === 'saved') return { ...state, waiting };
  return { waiting, refused: [...state.refused, { ...change, refusal: outcome.refusal }] };
}

/** A refused change the cook has read. */
export function dismiss(state: QueueState, id: string): QueueState {
  return { ...state, refused: state.refused.filter((entry) => entry.id !== id) };
}

export interface FlushResult {
  saved: QueuedChange[];
  refused: QueuedChange[];
  /** Sending stopped at a change that must wait (no server): it and the rest are still waiting. */
  stopped: boolean;
}

/**
 * Sends the waiting changes one at a time, oldest first, so the server sees them in the order they
 * were made. A refusal does not stop the rest (each change is judged on its own, as it would have been
 * online); a change that must wait does, so none overtakes it. `read` gives the state as it is now
 * (the cook may add changes meanwhile); `write` takes it after each answer.
 */
export async function flush(
  read: () => QueueState,
  write: (state: QueueState) => void,
  send: (change: QueuedChange) => Promise<SendOutcome>,
): Promise<FlushResult> {
  const result: FlushResult = { saved: [], refused: [], stopped: false };
  const tried = new Set<string>();
  for (;;) {
    const next = read().waiting.find((entry) => !tried.has(entry.id));
    if (!next) return result;
    tried.add(next.id);
    const outcome = await send(next);
    write(settle(read(), next.id, outcome));
    if (outcome.kind === 'retry') return { ...result, stopped: true };
    result[outcome.kind].push(next);
  }
}

/** The state kept on the device; an unreadable one (another version of the app) reads as empty. */
export function parseQueue(raw: string | null): QueueState {
  if (!raw) return EMPTY_QUEUE;
  try {
    const parsed = queueStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY_QUEUE;
  } catch {
    return EMPTY_QUEUE;
  }
}

/** A change id: random, unguessable, fits CHANGE_ID_PATTERN. */
export function newChangeId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
