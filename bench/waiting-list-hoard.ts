// The waiting-list hoard, a phase of bench:bounds-full: one client joins a sold-out sale's
// line with many made-up phones, other customers line up behind it, and the owner raises the capacity
// by 120 mid-line while phones keep opening the storefront. Prints the units the line holds for the
// hoarding client against the unpaid-units cap, where the rest went, and the storefront's answer times
// while it runs.
import { randomBytes } from 'node:crypto';
import { adminCookie, call, percentile, saleEventBody, sleep, type Check } from './lib/server.ts';
import { orderBodyOf } from './lib/order-body.mjs';

const SALE_SLOTS = 20;
const RAISE = 120;
/** Units each entry waits for: the most one order of the sale's single item takes (maximum per item). */
const UNITS = 5;
const HOARD_PHONES = 10;
const CUSTOMERS_IN_LINE = 30;
const STOREFRONT_LIMIT_MS = 200;

const from = (address: string) => ({ 'x-forwarded-for': address });
let phones = 0;
const madeUpPhone = () => `6${String(++phones).padStart(9, '0')}`;

/** Phones asking for the sale's slots and the sales' availability back to back for `seconds`. */
async function storefrontTimes(base: string, eventId: number, seconds: number, phonesAtOnce = 2) {
  const ms: number[] = [];
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: phonesAtOnce }, async () => {
      while (performance.now() < until) {
        for (const url of [`/api/available-slots?eventId=${eventId}`, '/api/events/availability']) {
          const started = performance.now();
          const reply = await fetch(`${base}${url}`);
          await reply.arrayBuffer();
          ms.push(performance.now() - started);
          if (reply.status !== 200) failed++;
        }
        await sleep(50);
      }
    }),
  );
  return { ms, failed };
}

const count = (statuses: number[]) =>
  [...new Set(statuses)].map((status) => `${statuses.filter((s) => s === status).length}× ${status}`).join(', ');

/** Runs the hoard on a server started with MAX_UNPAID_UNITS_PER_ADDRESS = `unpaidCap`; answers its checks. */
export async function waitingListHoard(base: string, unpaidCap: number, seconds: number): Promise<Check[]> {
  const admin = await adminCookie(base);
  const event = saleEventBody(SALE_SLOTS, 'Waiting-list hoard');
  const created = await call(`${base}/api/events`, { method: 'POST', cookie: admin, body: event });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  const eventId: number = created.body.event.id;

  // Sold out by four customers paying now, each from their own network.
  const holds: { orderId: string; receipt: string }[] = [];
  for (let n = 1; n * UNITS <= SALE_SLOTS; n++) {
    const receipt = `hoard${randomBytes(10).toString('hex')}`;
    const order = await call(`${base}/api/razorpay/create-order`, {
      method: 'POST',
      headers: from(`10.90.${n}.1`),
      body: {
        ...orderBodyOf(eventId, 0),
        items: { 'chicken-mandi': UNITS },
        amount: UNITS * 60000,
        receipt,
        name: 'Paying Customer',
        phone: madeUpPhone(),
      },
    });
    if (order.status !== 200) throw new Error(`sell-out order: ${order.status} ${JSON.stringify(order.body)}`);
    holds.push({ orderId: order.body.orderId, receipt });
  }

  const join = (name: string, address: string) =>
    call(`${base}/api/waiting-list`, {
      method: 'POST',
      headers: from(address),
      body: { eventId, name, phone: madeUpPhone(), units: UNITS },
    }).then((reply) => reply.status);
  const hoarderJoins: number[] = [];
  for (let n = 0; n < HOARD_PHONES; n++) hoarderJoins.push(await join('Hoarder', '10.91.0.1'));
  const customerJoins: number[] = [];
  for (let n = 1; n <= CUSTOMERS_IN_LINE; n++) customerJoins.push(await join('Customer', `10.92.${n}.1`));

  // Mid-line, while phones open the storefront: the owner raises the capacity, and a checkout closes
  // unpaid, which offers every free slot to the line at once (the minute's round would do it too).
  const measuring = storefrontTimes(base, eventId, seconds);
  await sleep((seconds * 1000) / 3);
  const raised = await call(`${base}/api/events/${eventId}`, {
    method: 'PUT',
    cookie: admin,
    body: { title: event.title, date: event.date, description: event.description, maxOrders: SALE_SLOTS + RAISE },
  });
  const released = await call(`${base}/api/razorpay/release-order`, { method: 'POST', body: holds[0] });
  const storefront = await measuring;

  const line = (await call(`${base}/api/events/${eventId}/waiting-list`, { cookie: admin })).body.data as {
    name: string;
    units: number;
    status: string;
  }[];
  const offered = (name: string) =>
    line.filter((entry) => entry.name === name && entry.status === 'offered').reduce((sum, e) => sum + e.units, 0);
  const hoarded = offered('Hoarder');
  const toOthers = offered('Customer');
  const slots = (await call(`${base}/api/available-slots?eventId=${eventId}`)).body;
  const p99 = percentile(storefront.ms, 99);

  console.log(
    `waiting-list hoard      : joins from one client ${count(hoarderJoins)}, from others ${count(customerJoins)}; ` +
      `capacity +${RAISE} → ${raised.status}, a checkout closed → ${released.status}`,
  );
  console.log(
    `                          units held for the hoarding client ${hoarded} of the cap ${unpaidCap}; ` +
      `${toOthers} offered to ${line.filter((e) => e.name === 'Customer' && e.status === 'offered').length} others ` +
      `down the line; storefront says ${slots.availableSlots} free, ${slots.heldSlots} held`,
  );
  console.log(
    `                          storefront while it ran: ${storefront.ms.length} answers, ` +
      `p50 ${percentile(storefront.ms, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ` +
      `max ${Math.max(...storefront.ms).toFixed(1)} ms, ${storefront.failed} not 200`,
  );
  const freeToOffer = SALE_SLOTS + RAISE - (holds.length - 1) * UNITS;
  return [
    [`the hoarding client holds at most the cap from the line (${hoarded} of ${unpaidCap})`, hoarded <= unpaidCap],
    [
      `the raised capacity went down the line to others (${toOthers} of ${freeToOffer - hoarded})`,
      toOthers === freeToOffer - hoarded,
    ],
    [`the storefront's slots left say so (${slots.availableSlots} free)`, slots.availableSlots === 0],
    [
      `storefront p99 under ${STOREFRONT_LIMIT_MS} ms while the line is offered (${p99.toFixed(0)} ms), all 200`,
      p99 < STOREFRONT_LIMIT_MS && storefront.failed === 0,
    ],
  ];
}
