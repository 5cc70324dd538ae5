// `npm run drill -- --check --database-failover`: the database's primary lost mid-sale. pg_auto_failover
// (a monitor, a primary and a synchronous secondary, pg-formation.ts) under three app instances and
// Caddy (stack.ts); 500 buyers pay for 400 slots, and the primary's machine is lost at once (SIGKILL to
// its pg_autoctl and its PostgreSQL) until the monitor promotes the secondary. It passes when every
// acknowledged booking is kept and none beyond them exists, nothing is oversold, the counters are
// exact, every call meanwhile was answered (a worded 503 with Retry-After while no host took writes;
// never another 5xx, never no answer), and writes resumed within 30 s. It prints the time without writes.
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../src/server/db/database.ts';
import { ADMIN, type Check, reportChecks, saleEventBody, sleep } from '../../bench/lib/server.ts';
import { type Answer, type CallOptions, type Client, HUNG, LOST, createClient } from './https-client.ts';
import { startFormation } from './pg-formation.ts';
import { buy, judgeSale } from './sale.ts';
import { startStack } from './stack.ts';

const INSTANCES = 3;
const BUYERS = 500;
const SLOTS = 400;
/** Buyers start this far apart: those after the kill meet the failover. */
const BUYER_SPACING_MS = 14;
/** When the primary is lost, after the first buyer. */
const KILL_AT_MS = 1500;
/** Writes must resume within this long of the kill. */
const WRITES_RESUME_MS = 30_000;
/** A call unanswered this long hangs (Caddy itself gives up on an instance after 10 s). */
const CALL_TIMEOUT_MS = 15_000;
/** A buyer who has had no answer but "try again" for this long gives up. */
const BUYER_PATIENCE_MS = 90_000;
/** The write that tells when writes resume: one every this often. */
const PROBE_SPACING_MS = 200;
const UNREACHABLE = 'refusals.server.databaseUnreachable';

/** One answer as the drill keeps it: when, what, and whether a 503 was worded with Retry-After. */
interface Seen {
  at: number;
  route: string;
  status: number;
  worded503: boolean;
}

const addressOf = (n: number) => `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;

/** A 503 as the instances give it while no host takes writes: words, the key, and when to try again. */
const worded503 = (answer: Answer) =>
  answer.status === 503 &&
  answer.body.code === UNREACHABLE &&
  typeof answer.body.error === 'string' &&
  answer.body.error.length > 0 &&
  Number(answer.headers['retry-after']) > 0;

function caller(client: Client, seen: Seen[]) {
  /** One call, kept in `seen`. */
  const once = async (route: string, options: CallOptions) => {
    const answer = await client.call(route, { ...options, timeoutMs: CALL_TIMEOUT_MS });
    seen.push({ at: performance.now(), route, status: answer.status, worded503: worded503(answer) });
    return answer;
  };
  /**
   * Calls as a buyer's phone does: told to try again (a worded 503), it waits the Retry-After and tries
   * again, until another answer or its patience ends.
   */
  const untilAnswered = async (route: string, options: CallOptions) => {
    const until = performance.now() + BUYER_PATIENCE_MS;
    for (;;) {
      const answer = await once(route, options);
      const again = answer.status === 503 || answer.status === 502 || answer.status === 504 || answer.status === LOST;
      if (!again || performance.now() > until) return answer;
      await sleep(worded503(answer) ? Number(answer.headers['retry-after']) * 1000 : 250);
    }
  };
  return { once, untilAnswered };
}

/**
 * A write of the owner's, one every PROBE_SPACING_MS from before the kill until one asked after it is
 * taken: a new coupon each time (a write the sale neither needs nor refuses, unlike a hold, which the
 * storefront's rule refuses on a second event while the first has slots). Answers when that one was asked.
 */
async function writesResumed(call: ReturnType<typeof caller>, cookie: string, killed: Promise<number>) {
  let killedAt: number | null = null;
  void killed.then((at) => (killedAt = at));
  for (;;) {
    const asked = performance.now();
    const answer = await call.once('/api/coupons', {
      method: 'POST',
      cookie,
      body: { code: `PROBE${randomBytes(5).toString('hex').toUpperCase()}`, discountPercent: 5 },
      from: '127.0.96.1',
    });
    if (killedAt !== null && asked >= killedAt && answer.status === 201) return asked;
    if (killedAt !== null && asked - killedAt > BUYER_PATIENCE_MS) return null;
    await sleep(Math.max(0, asked + PROBE_SPACING_MS - performance.now()));
  }
}

async function newSale(client: Client, cookie: string, slots: number, title: string) {
  const created = await client.callUntilAnswered('/api/events', {
    method: 'POST',
    cookie,
    body: saleEventBody(slots, title),
  });
  if (created.status !== 201) throw new Error(`sale: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.event.id as number;
}

export async function databaseFailoverCheck(work: string) {
  const began = performance.now();
  const formation = await startFormation();
  const checks: Check[] = [];
  let stack: Awaited<ReturnType<typeof startStack>> | undefined;
  // Stopped however the drill ends: Ctrl-C, a kill, or a failure.
  const stopAll = async () => {
    if (stack) await stack.stop();
    else await formation.stop();
  };
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping PostgreSQL, the instances and Caddy`);
    void stopAll().finally(() => process.exit(1));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    stack = await startStack(work, INSTANCES, formation);
    console.log(
      `stack up in ${((performance.now() - began) / 1000).toFixed(1)} s: ${INSTANCES} instances on ${formation.url}`,
    );
    const standbyNames = await formation.synchronousStandbyNames();
    checks.push([`commits wait for the secondary (synchronous_standby_names ${standbyNames})`, standbyNames !== '']);

    const client = createClient(stack.origin, stack.ca);
    const login = await client.callUntilAnswered('/api/auth/login', {
      method: 'POST',
      body: ADMIN,
      from: '127.0.97.1',
    });
    if (login.status !== 200) throw new Error(`sign-in: ${login.status} ${JSON.stringify(login.body)}`);
    const cookie = String([login.headers['set-cookie']].flat()[0]).split(';')[0]!;
    const eventId = await newSale(client, cookie, SLOTS, 'Failover sale');
    const victim = formation.primary();
    if (!victim) throw new Error('pg_auto_failover: no primary before the sale');

    const seen: Seen[] = [];
    const call = caller(client, seen);
    // The instances' own words for an answer that is not worded (their error lines), kept for the sale.
    const output = stack.recordOutput();
    const started = performance.now();
    let resolveKilled!: (at: number) => void;
    const killed = new Promise<number>((resolve) => (resolveKilled = resolve));
    const [buyers, resumedAt, kill] = await Promise.all([
      Promise.all(
        Array.from({ length: BUYERS }, async (_, buyer) => {
          await sleep(buyer * BUYER_SPACING_MS);
          const from = addressOf(buyer);
          return buy((route, body) => call.untilAnswered(route, { method: 'POST', body, from }), eventId);
        }),
      ),
      writesResumed(call, cookie, killed),
      (async () => {
        await sleep(KILL_AT_MS);
        const done = await formation.killPrimary(victim.name);
        resolveKilled(done.killed);
        return done;
      })(),
    ]);
    const elapsed = Math.round(performance.now() - started);
    const gapMs = resumedAt === null ? null : Math.round(resumedAt - kill.killed);
    const after = (at: number) => ((at - kill.killed) / 1000).toFixed(1);
    console.log(
      `killed the primary ${victim.name} (port ${victim.port}: pg_autoctl and PostgreSQL, SIGKILL) at ${Math.round(kill.killed - started)} ms`,
    );
    for (const line of formation.events(kill.killedWall - 2000, kill.killedWall)) console.log(`  monitor ${line}`);
    const now = formation.primary();
    console.log(`primary now: ${now ? `${now.name} (port ${now.port})` : 'none'}`);
    console.log(
      gapMs === null
        ? `time without writes: writes did not resume within ${BUYER_PATIENCE_MS / 1000} s`
        : `time without writes: ${(gapMs / 1000).toFixed(1)} s (from the kill to the first write taken that was asked after it)`,
    );

    // Every answer from the kill until writes resumed, and every answer at all that is neither an
    // answer of the product (2xx, 4xx) nor its worded 503.
    const gapAnswers = seen.filter((s) => s.at >= kill.killed && (resumedAt === null || s.at <= resumedAt));
    const tally = new Map<string, number>();
    for (const s of gapAnswers) {
      const answer =
        s.status === HUNG ? 'none' : s.status === 503 ? (s.worded503 ? '503 worded' : '503 bare') : String(s.status);
      const key = `${s.route} ${answer}`;
      tally.set(key, (tally.get(key) ?? 0) + 1);
    }
    console.log('answers from the kill until writes resumed:');
    for (const [key, count] of [...tally].sort()) console.log(`  ${key} ×${count}`);
    const wrong = seen.filter((s) => s.status === HUNG || s.status === LOST || (s.status >= 500 && !s.worded503));
    for (const s of wrong.slice(0, 5))
      console.log(`  not a worded answer: ${s.route} ${s.status} at +${after(s.at)} s`);
    output.stop();
    if (wrong.length) {
      const errorLines = output
        .text()
        .split('\n')
        .filter((line) => line.includes('"level":50'));
      for (const line of errorLines.slice(0, 5)) console.log(`  an instance logged: ${line.slice(0, 800)}`);
    }
    const hangs = seen.filter((s) => s.status === HUNG).length;

    const database = openDatabase({ dialect: 'postgres', url: formation.url });
    const { db } = database;
    try {
      const sale = await judgeSale(db, eventId, SLOTS, buyers);
      console.log(
        `sale in ${elapsed} ms: ${sale.summary}; ${seen.length} calls, ${seen.filter((s) => s.worded503).length} answered "try again"`,
      );
      for (const buyer of sale.refused.slice(0, 5)) console.log('  refused:', JSON.stringify(buyer));
      checks.push([
        'the secondary was promoted (another node is the primary)',
        now !== null && now.name !== victim.name,
      ]);
      checks.push(...sale.checks);
      checks.push(['the kill met calls: some were told to try again', seen.some((s) => s.worded503)]);
      checks.push([
        'every call answered: a worded 503 with Retry-After while no host took writes, never another 5xx or none',
        wrong.length === 0 && hangs === 0,
      ]);
      checks.push([`writes resumed within ${WRITES_RESUME_MS / 1000} s`, gapMs !== null && gapMs <= WRITES_RESUME_MS]);
    } finally {
      await database.close();
      client.agent.destroy();
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await stopAll();
  }
  const left = formation.leftRunning();
  for (const line of left) console.log(`  left running: ${line}`);
  checks.push(['everything stopped: no PostgreSQL or pg_autoctl of the drill left running', left.length === 0]);
  console.log(`database failover drill: ${((performance.now() - began) / 1000).toFixed(1)} s in all`);
  reportChecks(checks);
}
