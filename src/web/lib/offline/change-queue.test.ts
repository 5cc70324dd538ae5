import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { CHANGE_ID_PATTERN } from '#shared/domain/offline-changes.ts';
import {
  dismiss,
  EMPTY_QUEUE,
  enqueue,
  flush,
  MAX_WAITING,
  newChangeId,
  outcomeOf,
  parseQueue,
  QueueFullError,
  settle,
  type QueuedChange,
  type QueueState,
  type SendOutcome,
} from './change-queue.ts';

/** A task start as a kitchen screen queues it; `id` names it. */
function change(id: string, overrides: Partial<QueuedChange> = {}): QueuedChange {
  return {
    id,
    method: 'POST',
    path: `/api/todos/7/${id}/start`,
    body: { name: 'Ravi' },
    madeAt: 1_790_000_000_000,
    kind: 'task.start',
    subject: { eventId: 7, taskId: id },
    label: { key: 'offline.changes.task.start', params: { task: `Task ${id}` } },
    refresh: [['kitchen', 'event', 7]],
    ...overrides,
  };
}

const queueOf = (...ids: string[]): QueueState => ids.reduce((state, id) => enqueue(state, change(id)), EMPTY_QUEUE);
const ids = (changes: readonly { id: string }[]) => changes.map((entry) => entry.id);

const SAVED: SendOutcome = { kind: 'saved', reply: { success: true } };
const RETRY: SendOutcome = { kind: 'retry' };
const ALREADY_STARTED = {
  success: false,
  error: 'Already started by Anu at 2026-11-23T04:05:00.000Z',
  code: 'kitchenRules.tasks.alreadyStarted',
  params: { name: 'Anu', time: '2026-11-23T04:05:00.000Z' },
};

/** A queue held as the store holds it, flushed with `answer` giving each change's outcome; records what was sent. */
function harness(
  initial: QueueState,
  answer: (sent: QueuedChange, state: Harness) => SendOutcome | Promise<SendOutcome>,
) {
  const state: Harness = { queue: initial, sent: [], writes: 0 };
  const run = () =>
    flush(
      () => state.queue,
      (next) => {
        state.queue = next;
        state.writes++;
      },
      async (sent) => {
        state.sent.push(sent.id);
        return answer(sent, state);
      },
    );
  return { state, run };
}
interface Harness {
  queue: QueueState;
  sent: string[];
  writes: number;
}

describe('sorting an answer into an outcome', () => {
  it('counts any 2xx as saved, with the reply', () => {
    for (const status of [200, 201, 204, 299]) {
      expect(outcomeOf(status, { success: true, task: { id: 'a' } })).toEqual({
        kind: 'saved',
        reply: { success: true, task: { id: 'a' } },
      });
    }
    expect(outcomeOf(204, null)).toEqual({ kind: 'saved', reply: null });
  });

  it('tries again later after no answer, a lost session, a timeout, too early, too many, the server’s own fault', () => {
    for (const status of [0, 401, 408, 425, 429, 500, 502, 503, 504, 599]) {
      expect(outcomeOf(status, { success: false, error: 'x', code: 'some.code' }), `status ${status}`).toEqual(RETRY);
    }
    expect(outcomeOf(0, null)).toEqual(RETRY);
  });

  it('tries again when the first copy of the change is still being saved (409 changeInFlight)', () => {
    expect(outcomeOf(409, { success: false, error: 'still saving', code: 'offline.refusals.changeInFlight' })).toEqual(
      RETRY,
    );
  });

  it('takes any other 4xx as the server’s last word, with its status, sentence, code and values', () => {
    expect(outcomeOf(409, ALREADY_STARTED)).toEqual({
      kind: 'refused',
      refusal: {
        status: 409,
        error: ALREADY_STARTED.error,
        code: 'kitchenRules.tasks.alreadyStarted',
        params: { name: 'Anu', time: '2026-11-23T04:05:00.000Z' },
      },
    });
    for (const status of [400, 403, 404, 410, 413, 422]) {
      expect(outcomeOf(status, { success: false, error: 'No' }).kind, `status ${status}`).toBe('refused');
    }
  });

  it('keeps a refusal readable whatever its body: no code, no sentence, values that are not text or numbers', () => {
    expect(outcomeOf(404, null)).toEqual({ kind: 'refused', refusal: { status: 404, error: '', params: {} } });
    expect(outcomeOf(400, { success: false, error: 42, code: 7, params: { nested: { a: 1 } } })).toEqual({
      kind: 'refused',
      refusal: { status: 400, error: '', params: {} },
    });
    expect(outcomeOf(400, { success: false, error: 'Bad', params: { n: 3, s: 'x' } })).toEqual({
      kind: 'refused',
      refusal: { status: 400, error: 'Bad', params: { n: 3, s: 'x' } },
    });
  });

  it('does not count a 2xx that says success: false as saved', () => {
    expect(outcomeOf(200, { success: false, error: 'No', code: 'x.y' }).kind).toBe('refused');
  });
});

describe('queueing a change', () => {
  it('adds changes at the end, in the order they were made', () => {
    expect(ids(queueOf('a', 'b', 'c').waiting)).toEqual(['a', 'b', 'c']);
  });

  it('keeps a change once when it is queued twice with the same id', () => {
    const once = queueOf('a', 'b');
    const twice = enqueue(once, change('a', { body: { name: 'Someone else' } }));
    expect(twice).toBe(once);
    expect(twice.waiting).toHaveLength(2);
    expect(twice.waiting[0]!.body).toEqual({ name: 'Ravi' });
  });

  it('does not queue again a change the server already refused', () => {
    const refused = settle(queueOf('a'), 'a', outcomeOf(409, ALREADY_STARTED));
    expect(ids(refused.refused)).toEqual(['a']);
    const again = enqueue(refused, change('a'));
    expect(again.waiting).toEqual([]);
    expect(ids(again.refused)).toEqual(['a']);
  });

  it(`holds at most ${MAX_WAITING} waiting changes`, () => {
    const full = Array.from({ length: MAX_WAITING }, (_, n) => `c${n}`).reduce(
      (state, id) => enqueue(state, change(id)),
      EMPTY_QUEUE,
    );
    expect(full.waiting).toHaveLength(MAX_WAITING);
    expect(() => enqueue(full, change('one-more'))).toThrow(QueueFullError);
    // One it already holds is still no change, not an error.
    expect(enqueue(full, change('c3'))).toBe(full);
    // Once one is saved there is room again.
    expect(enqueue(settle(full, 'c0', SAVED), change('one-more')).waiting.at(-1)!.id).toBe('one-more');
  });
});

describe('settling and dismissing', () => {
  it('takes a saved change out, moves a refused one to the refused list with its refusal, keeps one to retry', () => {
    const state = queueOf('a', 'b', 'c');
    expect(ids(settle(state, 'b', SAVED).waiting)).toEqual(['a', 'c']);
    expect(settle(state, 'b', RETRY)).toBe(state);
    expect(settle(state, 'unknown', SAVED)).toBe(state);
    const refused = settle(state, 'b', outcomeOf(409, ALREADY_STARTED));
    expect(ids(refused.waiting)).toEqual(['a', 'c']);
    expect(refused.refused).toEqual([
      {
        ...change('b'),
        refusal: {
          status: 409,
          error: ALREADY_STARTED.error,
          code: 'kitchenRules.tasks.alreadyStarted',
          params: ALREADY_STARTED.params,
        },
      },
    ]);
  });

  it('dismisses a refused change the cook has read, and nothing else', () => {
    let state = queueOf('a', 'b', 'c');
    state = settle(state, 'a', outcomeOf(409, ALREADY_STARTED));
    state = settle(state, 'b', outcomeOf(404, { success: false, error: 'gone' }));
    const dismissed = dismiss(state, 'a');
    expect(ids(dismissed.refused)).toEqual(['b']);
    expect(ids(dismissed.waiting)).toEqual(['c']);
    // Dismissing a waiting change does not drop it.
    expect(ids(dismiss(state, 'c').waiting)).toEqual(['c']);
  });
});

describe('flushing the waiting changes', () => {
  it('sends the oldest first, one at a time, and writes the state after each answer', async () => {
    let inFlight = 0;
    const { state, run } = harness(queueOf('a', 'b', 'c'), async () => {
      inFlight++;
      expect(inFlight).toBe(1);
      await Promise.resolve();
      inFlight--;
      return SAVED;
    });
    const result = await run();
    expect(state.sent).toEqual(['a', 'b', 'c']);
    expect(ids(result.saved)).toEqual(['a', 'b', 'c']);
    expect(result).toMatchObject({ refused: [], stopped: false });
    expect(state.queue).toEqual(EMPTY_QUEUE);
    expect(state.writes).toBe(3);
  });

  it('sends a change made during the flush after the ones made before it', async () => {
    const { state, run } = harness(queueOf('a', 'b', 'c'), (sent, current) => {
      // The cook taps again while 'a' is on its way, and again while 'c' is.
      if (sent.id === 'a') current.queue = enqueue(current.queue, change('d'));
      if (sent.id === 'c') current.queue = enqueue(current.queue, change('e'));
      return SAVED;
    });
    const result = await run();
    expect(state.sent).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids(result.saved)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(state.queue.waiting).toEqual([]);
  });

  it('stops at a change that must wait: it and every later change stay waiting, in order, none sent', async () => {
    const { state, run } = harness(queueOf('a', 'b', 'c', 'd'), (sent) => (sent.id === 'b' ? RETRY : SAVED));
    const result = await run();
    expect(state.sent).toEqual(['a', 'b']);
    expect(result.stopped).toBe(true);
    expect(ids(result.saved)).toEqual(['a']);
    expect(ids(state.queue.waiting)).toEqual(['b', 'c', 'd']);
    expect(state.queue.refused).toEqual([]);
  });

  it('goes on past a refusal: the conflict is kept with its reason and the rest are sent', async () => {
    const { state, run } = harness(queueOf('a', 'b', 'c', 'd'), (sent) =>
      sent.id === 'b' ? outcomeOf(409, ALREADY_STARTED) : SAVED,
    );
    const result = await run();
    expect(state.sent).toEqual(['a', 'b', 'c', 'd']);
    expect(result.stopped).toBe(false);
    expect(ids(result.saved)).toEqual(['a', 'c', 'd']);
    expect(ids(result.refused)).toEqual(['b']);
    expect(state.queue.waiting).toEqual([]);
    expect(state.queue.refused).toMatchObject([
      {
        id: 'b',
        kind: 'task.start',
        refusal: {
          status: 409,
          code: 'kitchenRules.tasks.alreadyStarted',
          params: { name: 'Anu', time: '2026-11-23T04:05:00.000Z' },
        },
      },
    ]);
  });

  it('sends nothing when nothing waits', async () => {
    const { state, run } = harness(EMPTY_QUEUE, () => SAVED);
    expect(await run()).toEqual({ saved: [], refused: [], stopped: false });
    expect(state.sent).toEqual([]);
  });

  it('sends in the order the changes were made, whatever the answers; none is lost, none both saved and waiting', async () => {
    const outcome = fc.oneof(
      fc.constant<SendOutcome>(SAVED),
      fc.constant<SendOutcome>(RETRY),
      fc.constant(outcomeOf(409, ALREADY_STARTED)),
      fc.constant(outcomeOf(404, { success: false, error: 'gone' })),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 8 }),
        // For each send: its answer, and how many changes the cook makes while it is on its way.
        fc.array(fc.record({ outcome, madeMeanwhile: fc.integer({ min: 0, max: 2 }) }), { maxLength: 20 }),
        async (initialCount, answers) => {
          const made = Array.from({ length: initialCount }, (_, n) => `c${n}`);
          const { state, run } = harness(
            made.reduce((queue, id) => enqueue(queue, change(id)), EMPTY_QUEUE),
            (_sent, current) => {
              const answer = answers[current.sent.length - 1] ?? { outcome: SAVED, madeMeanwhile: 0 };
              for (let n = 0; n < answer.madeMeanwhile; n++) {
                const id = `c${made.length}`;
                made.push(id);
                current.queue = enqueue(current.queue, change(id));
              }
              return answer.outcome;
            },
          );
          const result = await run();

          // Sent: the first changes made, in the order they were made, each once.
          expect(state.sent).toEqual(made.slice(0, state.sent.length));
          // Waiting: what follows the last saved or refused change, still in order.
          const settled = result.saved.length + result.refused.length;
          expect(ids(state.queue.waiting)).toEqual(made.slice(settled));
          expect(result.stopped).toBe(state.sent.length > settled);
          if (!result.stopped) expect(state.queue.waiting).toEqual([]);
          // Every change is in exactly one place.
          const waiting = new Set(ids(state.queue.waiting));
          expect(ids(result.saved).filter((id) => waiting.has(id))).toEqual([]);
          expect(ids(state.queue.refused)).toEqual(ids(result.refused));
          expect([...ids(result.saved), ...ids(result.refused), ...waiting].sort()).toEqual([...made].sort());
        },
      ),
      // Seeded: every run tries the same histories, so a pass or a failure is the same on every machine.
      { numRuns: 300, seed: 240_002 },
    );
  });
});

describe('reading the queue kept on the device', () => {
  it('reads what it wrote', () => {
    const state = settle(queueOf('a', 'b'), 'a', outcomeOf(409, ALREADY_STARTED));
    expect(parseQueue(JSON.stringify(state))).toEqual(state);
  });

  it('reads anything else as an empty queue', () => {
    for (const raw of [
      null,
      '',
      'not json',
      '{',
      'null',
      '42',
      '[]',
      '{}',
      '{"waiting": 3, "refused": []}',
      JSON.stringify({ waiting: [{ id: 1 }], refused: [] }),
      JSON.stringify({ waiting: [{ ...change('a'), method: 'GET' }], refused: [] }),
      JSON.stringify({ waiting: [], refused: [change('a')] }),
    ]) {
      expect(parseQueue(raw), String(raw)).toEqual(EMPTY_QUEUE);
    }
  });
});

describe('change ids', () => {
  it('makes ids the server accepts, never the same twice', () => {
    const made = Array.from({ length: 200 }, () => newChangeId());
    expect(made.every((id) => CHANGE_ID_PATTERN.test(id))).toBe(true);
    expect(new Set(made).size).toBe(made.length);
  });

  it('makes them without crypto.randomUUID too (an older tablet browser)', () => {
    const real = crypto;
    vi.stubGlobal('crypto', { getRandomValues: (array: Uint8Array) => real.getRandomValues(array) });
    const made = Array.from({ length: 50 }, () => newChangeId());
    expect(made.every((id) => /^[0-9a-f]{32}$/.test(id) && CHANGE_ID_PATTERN.test(id))).toBe(true);
    expect(new Set(made).size).toBe(made.length);
  });
});
