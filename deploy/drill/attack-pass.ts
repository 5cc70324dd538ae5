// The attack pass of `npm run drill -- --check`: the third round's attacks (issue 44) and a few that
// held before, made as an attacker makes them, through Caddy's HTTPS address, on the drill's
// PostgreSQL and instances. One line per attack, held or BROKEN; a broken one fails the drill.
// The checks read statuses, headers, the absence of secrets and counts in the database, never the
// wording of a refusal.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { todayInKerala } from '../../src/shared/domain/event-date.ts';
import type { Db } from '../../src/server/db/database.ts';
import { postgresTool, runTool } from '../../src/server/cli/postgres-tools.ts';
import { COUPON_CHECKS_PER_MINUTE } from '../../src/server/modules/coupons/coupon-guesses.ts';
import { ROOT, saleEventBody, sleep, type Check } from '../../bench/lib/server.ts';
import type { Answer, Client } from './https-client.ts';
import { METRICS_TOKEN, type Stack } from './stack.ts';

/** Unpaid units one client may hold (MAX_UNPAID_UNITS_PER_ADDRESS as the drill's instances run it). */
const UNPAID_CAP = 10;
/** What one chicken mandi costs, in paise (as bench/lib/load.ts orders it). */
const PRICE_PAISE = 60_000;
/** Units one order of a drill sale may hold: the default maximum per item, the menu being one item. */
const MOST_PER_ORDER = 5;
/** How long the instances' read caches may show an event as it was (READ_CACHE_TTL_MS, with room). */
const CACHE_SETTLES_MS = 3000;

export interface AttackStage {
  stack: Stack;
  client: Client;
  adminCookie: string;
  db: Db;
}

interface Verdict {
  held: boolean;
  detail: string;
}

/** Attack `n`'s callers: 127.0.(200 + n).1…, each a client of its own as Caddy tells them apart. */
const callerOf = (attack: number, caller: number) => `127.0.${200 + attack}.${caller}`;

let phones = 0;
/** A made-up mobile number, a new one each time. */
const newPhone = () => `8${String(700_000_000 + ++phones)}`;

const statusesOf = (answers: Answer[]) => answers.map((answer) => answer.status).join(' ');

interface Sale {
  id: number;
  body: ReturnType<typeof saleEventBody>;
}

async function newSale(stage: AttackStage, maxOrders: number, title: string): Promise<Sale> {
  const body = saleEventBody(maxOrders, title);
  const created = await stage.client.callUntilAnswered('/api/events', {
    method: 'POST',
    cookie: stage.adminCookie,
    body,
  });
  if (created.status !== 201) throw new Error(`sale ${title}: ${created.status} ${JSON.stringify(created.body)}`);
  return { id: created.body.event.id as number, body };
}

/** The owner changes a sale in the admin: its capacity, or its date. */
async function changeSale(stage: AttackStage, sale: Sale, change: Partial<Sale['body']>) {
  const changed = await stage.client.callUntilAnswered(`/api/events/${sale.id}`, {
    method: 'PUT',
    cookie: stage.adminCookie,
    body: { ...sale.body, ...change },
  });
  if (changed.status !== 200)
    throw new Error(`changing sale ${sale.id}: ${changed.status} ${JSON.stringify(changed.body)}`);
  sale.body = { ...sale.body, ...change };
}

interface OrderChoice {
  from: string;
  units?: number;
  items?: Record<string, number>;
  phone?: string;
  name?: string;
  address?: string;
  email?: string;
  coupon?: string | null;
  amount?: number;
  replaces?: string;
}

function orderOf(eventId: number, choice: OrderChoice) {
  const units = choice.units ?? 1;
  return {
    eventId,
    items: choice.items ?? { 'chicken-mandi': units },
    amount: choice.amount ?? units * PRICE_PAISE,
    currency: 'INR',
    receipt: `attack${randomBytes(10).toString('hex')}`,
    name: choice.name ?? 'Attack Customer',
    phone: choice.phone ?? newPhone(),
    address: choice.address ?? 'Attack Road, Kottayam',
    pincode: '686001',
    coupon: choice.coupon ?? null,
    location: null,
    ...(choice.email ? { email: choice.email } : {}),
    ...(choice.replaces ? { replaces: choice.replaces } : {}),
  };
}

/** A create-order call; answers it with the receipt it was made with. */
async function order(stage: AttackStage, eventId: number, choice: OrderChoice) {
  const body = orderOf(eventId, choice);
  const answer = await stage.client.callUntilAnswered('/api/razorpay/create-order', {
    method: 'POST',
    body,
    from: choice.from,
  });
  return { ...answer, receipt: body.receipt };
}

/** An order that must be taken (the attack's setting, not its subject). */
async function holdFor(stage: AttackStage, eventId: number, choice: OrderChoice) {
  const held = await order(stage, eventId, choice);
  if (held.status !== 200) throw new Error(`setting up a hold: ${held.status} ${JSON.stringify(held.body)}`);
  return { orderId: held.body.orderId as string, receipt: held.receipt };
}

/** The buyer closes the checkout: the units come back at once (and go to the waiting list first). */
async function releaseOrder(stage: AttackStage, from: string, hold: { orderId: string; receipt: string }) {
  const released = await stage.client.callUntilAnswered('/api/razorpay/release-order', {
    method: 'POST',
    body: hold,
    from,
  });
  if (released.status !== 200) throw new Error(`release: ${released.status} ${JSON.stringify(released.body)}`);
}

/** A paid booking, as a customer makes it; answers its private link's token (read from the database). */
async function book(stage: AttackStage, eventId: number, choice: OrderChoice): Promise<string> {
  const { orderId } = await holdFor(stage, eventId, choice);
  const post = (route: string, body: unknown) =>
    stage.client.callUntilAnswered(route, { method: 'POST', body, from: choice.from });
  const pay = await post('/api/test-gateway/pay', { orderId });
  if (pay.status !== 200) throw new Error(`pay: ${pay.status} ${JSON.stringify(pay.body)}`);
  const booked = await post('/api/bookings', {
    payment: { id: pay.body.razorpay_payment_id, orderId, signature: pay.body.razorpay_signature },
  });
  if (booked.status !== 200) throw new Error(`booking: ${booked.status} ${JSON.stringify(booked.body)}`);
  const row = await stage.db
    .selectFrom('bookings')
    .select('manage_token')
    .where('gateway_order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.manage_token!;
}

function joinLine(stage: AttackStage, eventId: number, from: string, units: number, phone = newPhone()) {
  return stage.client.callUntilAnswered('/api/waiting-list', {
    method: 'POST',
    body: { eventId, name: 'Attack Waiter', phone, units },
    from,
  });
}

/**
 * Units held now for a client: unexpired holds it asked for, and the holds of offers made to its
 * waiting-list entries (however a hold records its client, the entry that joined from it says whose it is).
 */
async function unitsHeldFor(db: Db, client: string): Promise<number> {
  const offerHolds = db
    .selectFrom('waiting_list')
    .select('offer_hold_id')
    .where('client_address', '=', client)
    .where('offer_hold_id', 'is not', null);
  const row = await db
    .selectFrom('payment_holds')
    .select((eb) => eb.fn.sum<number | string | null>('total_quantity').as('units'))
    .where('status', '=', 'held')
    .where('expires_at', '>', new Date().toISOString())
    .where((eb) => eb.or([eb('client_address', '=', client), eb('id', 'in', offerHolds)]))
    .executeTakeFirstOrThrow();
  return Number(row.units ?? 0);
}

/** A sale of `units` sold out by one buyer from `from`, who may later close the checkout. */
async function soldOutSale(stage: AttackStage, units: number, title: string, from: string) {
  const sale = await newSale(stage, units, title);
  const hold = await holdFor(stage, sale.id, { from, units });
  return { sale, release: () => releaseOrder(stage, from, hold) };
}

/**
 * A waiting-list offer: `customer` joins the line of a sale sold out by `seller` with a new phone,
 * and the seller closes the checkout. Answers the offer's token (null when no offer was made).
 */
async function madeOffer(stage: AttackStage, units: number, title: string, seller: string, customer: string) {
  const { sale, release } = await soldOutSale(stage, units, title, seller);
  const phone = newPhone();
  const joined = await joinLine(stage, sale.id, customer, units, phone);
  if (joined.status !== 200) throw new Error(`joining the line: ${joined.status} ${JSON.stringify(joined.body)}`);
  await release();
  const entry = await stage.db
    .selectFrom('waiting_list')
    .select('offer_token')
    .where('event_id', '=', sale.id)
    .where('phone', '=', phone)
    .executeTakeFirst();
  return { sale, phone, token: entry?.offer_token ?? null };
}

// 1. One client joins a sold-out sale's line with six made-up phones; the owner raises the capacity by
// 120. The units held for that client stay within the unpaid cap, and the others in line get offers.
async function waitingListHoard(stage: AttackStage): Promise<Verdict> {
  const { sale, release } = await soldOutSale(stage, MOST_PER_ORDER, 'Attack hoard', callerOf(1, 1));
  const hoarder = callerOf(1, 2);
  const others = [10, 11, 12].map((n) => callerOf(1, n));
  const joins = [];
  for (let n = 0; n < 6; n++) joins.push(await joinLine(stage, sale.id, hoarder, MOST_PER_ORDER));
  const otherJoins = [];
  for (const other of others) otherJoins.push(await joinLine(stage, sale.id, other, MOST_PER_ORDER));
  await changeSale(stage, sale, { maxOrders: sale.body.maxOrders + 120 });
  // The seller closes the checkout: slots free now, whenever the capacity's own offers come.
  await release();
  const held = await unitsHeldFor(stage.db, hoarder);
  const offered = await stage.db
    .selectFrom('waiting_list')
    .select('client_address')
    .where('event_id', '=', sale.id)
    .where('client_address', 'in', others)
    .where('offer_hold_id', 'is not', null)
    .execute();
  const othersOffered = new Set(offered.map((row) => row.client_address)).size;
  return {
    held: held <= UNPAID_CAP && othersOffered === others.length,
    detail:
      `joins from one client ${statusesOf(joins)}; after +120 slots it holds ${held} units (cap ${UNPAID_CAP}); ` +
      `${othersOffered}/${others.length} others in line offered (their joins ${statusesOf(otherJoins)})`,
  };
}

/**
 * Reads every instance's output until each shows a line written after the calls before (a request to it
 * naming a marker in its path and as the client's address), so that nothing those calls logged is still
 * queued; at most a few seconds. Answers whether every marker was seen.
 */
async function outputWritten(stack: Stack, text: () => string): Promise<boolean> {
  const markers = await Promise.all(
    stack.ports.map(async (port) => {
      const nonce = randomBytes(6).toString('hex');
      // The instances believe X-Forwarded-For from 127.0.0.1 (TRUSTED_PROXIES), as from Caddy.
      const address = `fd00::${nonce.slice(0, 4)}:${nonce.slice(4, 8)}:${nonce.slice(8)}`;
      await new Promise<void>((resolve) => {
        const request = http.get(
          `http://127.0.0.1:${port}/api/attack-pass-flush-${nonce}`,
          { headers: { 'x-forwarded-for': address } },
          (response) => {
            response.resume();
            response.on('end', resolve);
          },
        );
        request.on('error', () => resolve());
      });
      return [nonce, address];
    }),
  );
  const written = () => markers.every((marker) => marker.some((form) => text().includes(form)));
  for (let waited = 0; waited < 3000 && !written(); waited += 50) await sleep(50);
  return written();
}

/** The answer is kept by no cache and names no page it was opened from. */
const privateAnswer = (answer: Answer) =>
  /no-store/.test(String(answer.headers['cache-control'] ?? '')) &&
  /no-referrer/.test(String(answer.headers['referrer-policy'] ?? ''));

/** A token that looks like `token` and opens nothing. */
const wrongToken = (token: string) => `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;

// 2. A booking's link and an offer's: reads, a cancellation and refusals through them answer no-store
// and no-referrer, and no instance writes a token to its output, at any level.
async function privateLinks(stage: AttackStage): Promise<Verdict> {
  const { client } = stage;
  const from = callerOf(2, 1);
  const sale = await newSale(stage, 10, 'Attack links');
  const token = await book(stage, sale.id, { from });
  // Days before the event, the customer may still cancel from the link.
  await changeSale(stage, sale, { date: daysFromToday(10) });
  const { token: offerToken } = await madeOffer(stage, 1, 'Attack links offer', callerOf(2, 2), from);
  if (!offerToken) return { held: false, detail: 'the freed slot was offered to no one' };
  const tokens = [token, offerToken, wrongToken(token), wrongToken(offerToken)];
  const get = (route: string) => client.callUntilAnswered(route, { from });
  const cancel = (link: string) =>
    client.callUntilAnswered(`/api/my-booking/${link}/cancel`, { method: 'POST', body: {}, from });

  const recording = stage.stack.recordOutput();
  const answers: [string, Answer][] = [];
  let written: boolean;
  try {
    answers.push(['booking read', await get(`/api/my-booking/${token}`)]);
    answers.push(['offer read', await get(`/api/waiting-list/offer/${offerToken}`)]);
    answers.push(['booking page', await get(`/booking/${token}`)]);
    answers.push(['offer page', await get(`/offer/${offerToken}`)]);
    answers.push(['unknown booking', await get(`/api/my-booking/${wrongToken(token)}`)]);
    answers.push(['unknown offer', await get(`/api/waiting-list/offer/${wrongToken(offerToken)}`)]);
    answers.push(['cancel unknown', await cancel(wrongToken(token))]);
    // An instance may still read the event as it was dated for a moment (its read cache).
    let cancelled = await cancel(token);
    for (let waited = 0; cancelled.status === 409 && waited < CACHE_SETTLES_MS; waited += 250) {
      await sleep(250);
      cancelled = await cancel(token);
    }
    answers.push(['cancellation', cancelled]);
    answers.push(['cancel again', await cancel(token)]);
    written = await outputWritten(stage.stack, recording.text);
  } finally {
    recording.stop();
  }
  const output = recording.text();
  const leaked = tokens.filter((secret) => output.includes(secret)).length;
  const cached = answers
    .filter(([, answer]) => !privateAnswer(answer))
    .map(([what, answer]) => `${what} ${answer.status}`);
  return {
    held: cached.length === 0 && leaked === 0 && output.length > 0,
    detail:
      `${answers.length} answers through the links (${statusesOf(answers.map(([, answer]) => answer))}); ` +
      `without no-store/no-referrer: ${cached.length ? cached.join(', ') : 'none'}; ` +
      `tokens in the instances' output: ${leaked} of ${tokens.length} (${output.length} bytes read` +
      `${written ? '' : ', not all of it seen written'})`,
  };
}

function daysFromToday(days: number): string {
  const date = new Date(`${todayInKerala()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// 3. A booking whose event was 31 days ago: its link shows the booking's state, no personal details.
async function linkExpiry(stage: AttackStage): Promise<Verdict> {
  const secret = randomBytes(4).toString('hex');
  const person = {
    from: callerOf(3, 1),
    name: `Expiry Person ${secret}`,
    phone: newPhone(),
    address: `Expiry Lane ${secret}, Kottayam`,
    email: `expiry.${secret}@example.com`,
  };
  const sale = await newSale(stage, 10, 'Attack expiry');
  const token = await book(stage, sale.id, person);
  const past = daysFromToday(-31);
  await stage.db.updateTable('events').set({ date: past }).where('id', '=', sale.id).execute();
  await stage.db.updateTable('bookings').set({ event_date: past }).where('event_id', '=', sale.id).execute();
  const personal = [person.name, person.phone, person.address, person.email];
  const shown = (answer: Answer) => personal.filter((detail) => JSON.stringify(answer.body).includes(detail));
  // An instance may still read the event as it was dated for a moment (its read cache).
  let read = await stage.client.callUntilAnswered(`/api/my-booking/${token}`, { from: person.from });
  for (let waited = 0; shown(read).length > 0 && waited < CACHE_SETTLES_MS; waited += 250) {
    await sleep(250);
    read = await stage.client.callUntilAnswered(`/api/my-booking/${token}`, { from: person.from });
  }
  return {
    held: read.status === 200 && shown(read).length === 0,
    detail: `link read ${read.status} with ${shown(read).length} of ${personal.length} personal details (name, phone, address, e-mail)`,
  };
}

// 4. Phone P stands in line from client X; a second join with P from client Y is not refused 409.
async function phoneSquatting(stage: AttackStage): Promise<Verdict> {
  const { sale } = await soldOutSale(stage, 2, 'Attack phone', callerOf(4, 1));
  const phone = newPhone();
  const squatter = await joinLine(stage, sale.id, callerOf(4, 2), 1, phone);
  const owner = await joinLine(stage, sale.id, callerOf(4, 3), 1, phone);
  return {
    held: squatter.status === 200 && owner.status >= 200 && owner.status < 300,
    detail: `the squatter's join ${squatter.status}, then the phone's owner from another client ${owner.status}`,
  };
}

/** A code of the coupon's shape that no one made. */
const guessedCode = () => `G${randomBytes(5).toString('hex').toUpperCase()}`;

/** Answers counted by status, e.g. "200×5 429×85". */
function tally(answers: Answer[]): string {
  const counts = new Map<number, number>();
  for (const answer of answers) counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${status}×${count}`).join(' ');
}

/**
 * Coupon evaluations one client may have a minute through the stack: each instance keeps its own count
 * (README, "Several machines"), so through Caddy a client gets up to that many times the limit.
 */
const couponEvaluationsAllowed = (stack: Stack) => COUPON_CHECKS_PER_MINUTE * stack.ports.length;
/** Enough guesses that every instance behind Caddy (it picks among idle ones at random) is over its count. */
const COUPON_GUESSES = 90;

// 5. Coupons guessed from one client, 5 through the booking form's check and the rest through the order:
// past the limit, whichever call made them, 429 with Retry-After; and then a right code (for the
// undiscounted, stale price) answers exactly as a wrong one.
async function couponGuessing(stage: AttackStage): Promise<Verdict> {
  const code = `ATTACK${randomBytes(3).toString('hex').toUpperCase()}`;
  const made = await stage.client.callUntilAnswered('/api/coupons', {
    method: 'POST',
    cookie: stage.adminCookie,
    body: { code, discountPercent: 10 },
  });
  if (made.status !== 201) throw new Error(`coupon: ${made.status} ${JSON.stringify(made.body)}`);
  const sale = await newSale(stage, 50, 'Attack coupons');
  const from = callerOf(5, 1);
  const guesses: Answer[] = [];
  for (let n = 0; n < 5; n++) {
    guesses.push(
      await stage.client.callUntilAnswered('/api/coupons/check', {
        method: 'POST',
        body: { eventId: sale.id, code: guessedCode() },
        from,
      }),
    );
  }
  while (guesses.length < COUPON_GUESSES) guesses.push(await order(stage, sale.id, { from, coupon: guessedCode() }));
  const right = await order(stage, sale.id, { from, coupon: code });
  const wrong = await order(stage, sale.id, { from, coupon: guessedCode() });
  const limited = (answer: Answer) => answer.status === 429 && answer.headers['retry-after'] !== undefined;
  const evaluated = guesses.filter((answer) => answer.status !== 429).length;
  const allowed = couponEvaluationsAllowed(stage.stack);
  const same = right.status === wrong.status && JSON.stringify(right.body) === JSON.stringify(wrong.body);
  return {
    held:
      evaluated <= allowed &&
      guesses.every((answer) => answer.status !== 429 || limited(answer)) &&
      limited(right) &&
      same,
    detail:
      `${guesses.length} guesses from one client (5 checks, then orders): ${tally(guesses)}, ` +
      `${evaluated} evaluated (at most ${allowed}: ${COUPON_CHECKS_PER_MINUTE} on each of ${stage.stack.ports.length} instances); ` +
      `then the right code ${right.status}, a wrong one ${wrong.status}: ${same ? 'identical' : 'different'} answers`,
  };
}

// 6. An offer is orderable: the customer's other unpaid orders made after the offer never make the
// order from the offer "too many unpaid".
async function offerAboveUnpaid(stage: AttackStage): Promise<Verdict> {
  const customer = callerOf(6, 2);
  const { sale, phone, token } = await madeOffer(stage, MOST_PER_ORDER, 'Attack offer', callerOf(6, 1), customer);
  if (!token) return { held: false, detail: 'the freed slots were offered to no one' };
  const other = await newSale(stage, 50, 'Attack offer other');
  const elsewhere = [
    await order(stage, other.id, { from: customer, units: MOST_PER_ORDER }),
    await order(stage, other.id, { from: customer, units: 1 }),
  ];
  const read = await stage.client.callUntilAnswered(`/api/waiting-list/offer/${token}`, { from: customer });
  if (read.status !== 200) return { held: false, detail: `reading the offer: ${read.status}` };
  const offered = read.body.offer as { receipt: string; units: number; items: Record<string, number> };
  const taken = await order(stage, sale.id, {
    from: customer,
    phone,
    items: offered.items,
    amount: offered.units * PRICE_PAISE,
    replaces: offered.receipt,
  });
  return {
    held: taken.status === 200,
    detail:
      `an offer of ${offered.units} units; other orders of the same client meanwhile ${statusesOf(elsewhere)}; ` +
      `ordering from the offer ${taken.status}${taken.status === 200 ? '' : ` ${String(taken.body.code ?? taken.body.message ?? '')}`}`,
  };
}

// 7. Items named after built-in object properties are a 400, never a 409 or a 5xx.
async function inheritedNames(stage: AttackStage): Promise<Verdict> {
  const sale = await newSale(stage, 50, 'Attack names');
  const names = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];
  const answers: Answer[] = [];
  for (const [n, name] of names.entries()) {
    // JSON.parse makes `__proto__` an own key, as a request's body has it.
    const items = JSON.parse(`{"${name}": 1}`) as Record<string, number>;
    answers.push(await order(stage, sale.id, { from: callerOf(7, n + 1), items }));
  }
  return {
    held: answers.every((answer) => answer.status === 400),
    detail: `${names.join(', ')} → ${statusesOf(answers)}`,
  };
}

/** Runs a built CLI (`dist/server/cli/*.js`, as `npm run restore` does) in the drill's own Node. */
function runCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      args,
      { cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}`.trim() });
      },
    );
  });
}

async function tablesIn(url: string): Promise<number> {
  const database = new pg.Client({ connectionString: url });
  await database.connect();
  try {
    const { rows } = await database.query<{ n: string }>(
      `select count(*) as n from information_schema.tables where table_schema = 'public'`,
    );
    return Number(rows[0]!.n);
  } finally {
    await database.end();
  }
}

// 8. `npm run restore` of a PostgreSQL backup folder whose manifest names a file outside it (/etc/passwd,
// another backup's dump, through `..` or a symlink) exits non-zero and leaves the database untouched.
async function restoreManifest(stage: AttackStage): Promise<Verdict> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-attack-restore-'));
  const admin = new pg.Client({ connectionString: stage.stack.adminUrl });
  await admin.connect();
  try {
    // Outside the backup folder: a valid dump (of one table) that a restore must not be led to.
    await admin.query('create database attack_outside');
    const outside = new pg.Client({ connectionString: stage.stack.urlOf('attack_outside') });
    await outside.connect();
    try {
      await outside.query('create table stolen (secret text)');
      await outside.query('insert into stolen values ($1)', ['outside']);
    } finally {
      await outside.end();
    }
    const stolenDump = path.join(work, 'outside', 'stolen.dump');
    fs.mkdirSync(path.dirname(stolenDump));
    await runTool(postgresTool('pg_dump'), [
      '--format=custom',
      `--file=${stolenDump}`,
      '--no-owner',
      stage.stack.urlOf('attack_outside'),
    ]);

    const variants: [string, (folder: string) => string][] = [
      ['/etc/passwd by ..', (folder) => path.relative(folder, '/etc/passwd')],
      ['/etc/passwd absolute', () => '/etc/passwd'],
      ['a dump outside by ..', (folder) => path.relative(folder, stolenDump)],
      [
        'a symlink to a dump outside',
        (folder) => {
          fs.symlinkSync(stolenDump, path.join(folder, 'mandi.dump'));
          return 'mandi.dump';
        },
      ],
    ];
    // One empty database for each (one client makes them, one statement at a time); the restores run together.
    for (const n of variants.keys()) await admin.query(`create database attack_restore_${n}`);
    const outcomes = await Promise.all(
      variants.map(async ([what, databaseFile], n) => {
        const folder = path.join(work, `backup-${n}`);
        fs.mkdirSync(folder);
        const manifest = {
          dialect: 'postgres',
          database: databaseFile(folder),
          createdAt: new Date().toISOString(),
          version: 'attack',
          files: 0,
        };
        fs.writeFileSync(path.join(folder, 'backup.json'), JSON.stringify(manifest));
        const target = `attack_restore_${n}`;
        const restore = await runCli(['dist/server/cli/restore.js', folder], {
          DATABASE_URL: stage.stack.urlOf(target),
          DATA_DIR: path.join(work, `data-${n}`),
          PAYMENT_PROVIDER: 'test',
        });
        const tables = await tablesIn(stage.stack.urlOf(target));
        return { what, code: restore.code, tables, held: restore.code !== 0 && tables === 0 };
      }),
    );
    return {
      held: outcomes.every((outcome) => outcome.held),
      detail: outcomes
        .map((outcome) => `${outcome.what}: exit ${outcome.code}, ${outcome.tables} tables written`)
        .join('; '),
    };
  } finally {
    await admin.end();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

// Held before, made again through Caddy.

// A claimed X-Forwarded-For does not lift the per-client unpaid limit: the 11th unit from one address,
// each call claiming another, is refused, while another address still buys.
async function claimedForwardedFor(stage: AttackStage): Promise<Verdict> {
  const sale = await newSale(stage, 100, 'Attack forwarded');
  const from = callerOf(9, 1);
  const claims: Answer[] = [];
  for (let n = 0; n < UNPAID_CAP + 1; n++) {
    claims.push(
      await stage.client.callUntilAnswered('/api/razorpay/create-order', {
        method: 'POST',
        body: orderOf(sale.id, { from }),
        from,
        headers: { 'x-forwarded-for': `10.0.0.${n + 1}` },
      }),
    );
  }
  const other = await order(stage, sale.id, { from: callerOf(9, 2) });
  return {
    held:
      claims.slice(0, UNPAID_CAP).every((answer) => answer.status === 200) &&
      claims[UNPAID_CAP]!.status !== 200 &&
      other.status === 200,
    detail: `${claims.length} holds from one address claiming as many others → ${statusesOf(claims)}; another address → ${other.status}`,
  };
}

// A body nested far deeper than any form is refused as bad input.
// The metrics through the site with the instances' own token: Caddy drops the token, the instance
// refuses (401), and nothing of the figures comes back.
async function metricsThroughSite(stage: AttackStage): Promise<Verdict> {
  const answer = await stage.client.callUntilAnswered('/metrics', {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const leaked = JSON.stringify(answer.body).includes('mandi_');
  return { held: answer.status === 401 && !leaked, detail: `GET /metrics with the right token → ${answer.status}` };
}

async function deepJson(stage: AttackStage): Promise<Verdict> {
  let nested: unknown = 1;
  for (let depth = 0; depth < 500; depth++) nested = { a: nested };
  const answer = await stage.client.callUntilAnswered('/api/razorpay/create-order', {
    method: 'POST',
    body: { ...orderOf(1, { from: callerOf(10, 1) }), items: nested },
    from: callerOf(10, 1),
  });
  return { held: answer.status === 400, detail: `a body 500 objects deep → ${answer.status}` };
}

// A webhook with a forged signature books nothing.
async function forgedWebhook(stage: AttackStage): Promise<Verdict> {
  const answer = await stage.client.callUntilAnswered('/api/razorpay/webhook', {
    method: 'POST',
    body: {
      event: 'payment.captured',
      payload: {
        payment: { entity: { id: 'pay_forged', order_id: 'order_forged', amount: 60000, status: 'captured' } },
      },
    },
    headers: {
      'x-razorpay-signature': randomBytes(32).toString('hex'),
      'x-razorpay-event-id': `evt_${randomBytes(6).toString('hex')}`,
    },
    from: callerOf(11, 1),
  });
  return {
    held: answer.status >= 400 && answer.status < 500,
    detail: `payment.captured with a forged signature → ${answer.status}`,
  };
}

const ATTACKS: [string, (stage: AttackStage) => Promise<Verdict>][] = [
  ['waiting-list hoard: one client, six phones, capacity raised by 120', waitingListHoard],
  ['private links: no-store, no-referrer, no token in the logs', privateLinks],
  ['private links end: 31 days after the event, no personal details', linkExpiry],
  ["phone squatting: a second join with someone's phone is not refused", phoneSquatting],
  ['coupon guessing through the order: one limit, right and wrong alike', couponGuessing],
  ['an offer above the unpaid limit is orderable', offerAboveUnpaid],
  ['items named __proto__, constructor, toString… are a 400', inheritedNames],
  ["restore's manifest cannot name files outside the backup", restoreManifest],
  ['a claimed X-Forwarded-For does not lift the unpaid limit', claimedForwardedFor],
  ['a deeply nested JSON body is a 400', deepJson],
  ['the metrics are not served through the site, even with the token', metricsThroughSite],
  ['a forged webhook signature is a 4xx', forgedWebhook],
];

/** Runs every attack in turn, printing one line each; answers the drill's checks, one per attack. */
export async function attackPass(stage: AttackStage): Promise<Check[]> {
  const started = performance.now();
  const checks: Check[] = [];
  for (const [name, attack] of ATTACKS) {
    const began = performance.now();
    let verdict: Verdict;
    try {
      verdict = await attack(stage);
    } catch (error) {
      verdict = { held: false, detail: `the attack could not be made: ${(error as Error).message}` };
    }
    const seconds = ((performance.now() - began) / 1000).toFixed(1);
    console.log(`attack ${verdict.held ? 'held  ' : 'BROKEN'}  ${name}: ${verdict.detail} (${seconds} s)`);
    checks.push([`attack held: ${name}`, verdict.held]);
  }
  console.log(`attack pass: ${ATTACKS.length} attacks in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return checks;
}
