import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_ID_HEADER } from '#shared/domain/offline-changes.ts';
import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import { liveStreamUrl, MARGINS_TOPIC } from '#shared/domain/live-topics.ts';
import { diaryEventReply } from '#shared/schemas/diary.ts';
import { createOrder, createTestEvent, orderBody, paidProof, postBooking } from '#server/test/booking-helpers.ts';
import { openEventStream } from '#server/test/event-stream.ts';
import { priceItemsAroundEvent } from '#server/test/margin-prices.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';

/**
 * What the kitchen used for an event, through the real server on both databases: the record, the stock
 * it moves (once, and by the difference on a correction), the refusals, and the margin that costs it.
 */
describe('what an event used', () => {
  let t: TestApp;
  let cook: string;
  let admin: string;
  const yesterday = addDays(todayInKerala(), -1);
  const eventDay = addDays(todayInKerala(), 3);
  /** The record's version as stored now (what a device that just read it would send). */
  const versionOf = async (diaryId: number): Promise<number> =>
    (await callAs(t.app, cook, 'GET', `/api/inventory/usage/${diaryId}`)).json().data.version;
  /** Saves a record made from `version` (the version stored now when left out). */
  const usageOf = async (
    diaryId: number,
    lines: unknown,
    {
      cookie = cook,
      headers = {},
      version,
    }: { cookie?: string; headers?: Record<string, string>; version?: number } = {},
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/inventory/usage/${diaryId}`,
      headers: { cookie, ...headers },
      payload: { lines, version: version ?? (await versionOf(diaryId)) } as object,
    });
  const stock = async (id: number) =>
    Number(
      (
        await t.database.db
          .selectFrom('inventory_items')
          .select('quantity')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).quantity,
    );
  const setStock = (id: number, quantity: number) =>
    t.database.db.updateTable('inventory_items').set({ quantity }).where('id', '=', id).execute();
  const diaryEvent = async (date: string, salesEventId: number | null = null) => {
    const created = await callAs(t.app, cook, 'POST', '/api/diary-events/create', {
      title: `Usage ${date}`,
      date,
      salesEventId,
    });
    expect(created.statusCode, created.body).toBe(200);
    return diaryEventReply.parse(created.json()).event.id;
  };
  let itemA: number;
  let itemB: number;

  beforeAll(async () => {
    t = await createTestApp();
    cook = await t.signIn('staff', 'usage-cook');
    admin = await t.signIn('admin', 'usage-owner');
    // Every item cost ₹100 a unit until after the event, ₹1,000 since: the event is costed at ₹100.
    const ids = await priceItemsAroundEvent(t.database.db, eventDay);
    [itemA, itemB] = [ids[0]!, ids[1]!];
  });
  afterAll(() => t.close());

  it('takes what was used from the stock once, and a correction moves it by the difference', async () => {
    const diaryId = await diaryEvent(yesterday);
    await setStock(itemA, 10);
    await setStock(itemB, 1);
    const empty = await callAs(t.app, cook, 'GET', `/api/inventory/usage/${diaryId}`);
    expect(empty.json().data).toEqual({ eventId: diaryId, version: 0, recordedAt: null, recordedBy: null, lines: [] });

    const first = await usageOf(diaryId, [
      { itemId: itemA, quantity: 3 },
      { itemId: itemB, quantity: 2 },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      version: 1,
      recordedBy: 'usage-cook',
      lines: [
        { itemId: itemA, quantity: 3, takenFromStock: 3 },
        // The stock held 1: it gives that, and goes to 0, not below.
        { itemId: itemB, quantity: 2, takenFromStock: 1 },
      ],
    });
    expect([await stock(itemA), await stock(itemB)]).toEqual([7, 0]);

    // The same record again, saved from the one just saved: the stock does not move twice.
    expect(
      (
        await usageOf(diaryId, [
          { itemId: itemA, quantity: 3 },
          { itemId: itemB, quantity: 2 },
        ])
      ).statusCode,
    ).toBe(200);
    expect([await stock(itemA), await stock(itemB)]).toEqual([7, 0]);

    // A correction: A used 4 (one more), B left out (what it took comes back).
    expect((await usageOf(diaryId, [{ itemId: itemA, quantity: 4 }])).statusCode).toBe(200);
    expect([await stock(itemA), await stock(itemB)]).toEqual([6, 1]);
    expect(
      (
        await usageOf(diaryId, [
          { itemId: itemA, quantity: 1.25 },
          { itemId: itemB, quantity: 0.5 },
        ])
      ).statusCode,
    ).toBe(200);
    expect([await stock(itemA), await stock(itemB)]).toEqual([8.75, 0.5]);

    // A change sent twice with its device id (its answer lost) is applied once.
    const headers = { [CHANGE_ID_HEADER]: 'usage-change-0001' };
    const version = await versionOf(diaryId);
    const sent = await usageOf(diaryId, [{ itemId: itemA, quantity: 2.25 }], { headers, version });
    const again = await usageOf(diaryId, [{ itemId: itemA, quantity: 2.25 }], { headers, version });
    expect([sent.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().data.version).toBe(version + 1);
    expect([await stock(itemA), await stock(itemB)]).toEqual([7.75, 1]);

    const read = await callAs(t.app, admin, 'GET', `/api/inventory/usage/${diaryId}`);
    expect(read.json().data.lines).toEqual([{ itemId: itemA, quantity: 2.25, takenFromStock: 2.25 }]);

    // A record is a kitchen record: the event is archived, not deleted.
    const removed = await callAs(t.app, admin, 'DELETE', `/api/diary-events/${diaryId}`);
    expect(removed.statusCode).toBe(409);
  });

  it('refuses a record made from an older version, with the record as it is now, moving nothing', async () => {
    const diaryId = await diaryEvent(yesterday);
    await setStock(itemA, 10);
    // Two tablets read the empty record; the first saves (the first record needs no version).
    const first = await t.app.inject({
      method: 'PUT',
      url: `/api/inventory/usage/${diaryId}`,
      headers: { cookie: cook },
      payload: { lines: [{ itemId: itemA, quantity: 3 }] },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.version).toBe(1);
    expect(await stock(itemA)).toBe(7);

    // The second saves its record made from version 0: refused, the first one's record comes back.
    const second = await usageOf(diaryId, [{ itemId: itemA, quantity: 5 }], { cookie: admin, version: 0 });
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'kitchenRules.records.stale',
      current: {
        eventId: diaryId,
        version: 1,
        recordedBy: 'usage-cook',
        lines: [{ itemId: itemA, quantity: 3, takenFromStock: 3 }],
      },
    });
    expect(await stock(itemA)).toBe(7);
    // A version from the future is as stale as one from the past.
    expect((await usageOf(diaryId, [{ itemId: itemA, quantity: 5 }], { version: 9 })).statusCode).toBe(409);

    // Kept on purpose: saved again from the version it was shown, it replaces the record by the difference.
    const kept = await usageOf(diaryId, [{ itemId: itemA, quantity: 5 }], { cookie: admin, version: 1 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ version: 2, lines: [{ itemId: itemA, quantity: 5 }] });
    expect(await stock(itemA)).toBe(5);

    // A change that waited offline, made from version 1, arrives late with its device id: refused, and
    // sent again with the same id it is refused again; the stock never moved.
    const headers = { [CHANGE_ID_HEADER]: 'usage-change-late-0001' };
    const late = await usageOf(diaryId, [{ itemId: itemA, quantity: 1 }], { headers, version: 1 });
    const lateAgain = await usageOf(diaryId, [{ itemId: itemA, quantity: 1 }], { headers, version: 1 });
    expect([late.statusCode, lateAgain.statusCode]).toEqual([409, 409]);
    expect(await stock(itemA)).toBe(5);
    expect((await callAs(t.app, cook, 'GET', `/api/inventory/usage/${diaryId}`)).json().data).toMatchObject({
      version: 2,
      lines: [{ itemId: itemA, quantity: 5, takenFromStock: 5 }],
    });
    expect((await usageOf(diaryId, [{ itemId: itemA, quantity: 1 }], { version: -1 })).json()).toMatchObject({
      code: 'inventory.usage.validation.version',
    });
  });

  it('refuses a record that cannot be true, writing nothing', async () => {
    const diaryId = await diaryEvent(yesterday);
    await setStock(itemA, 5);
    const refused = async (lines: unknown, status: number, code: string, field?: string) => {
      const response = await usageOf(diaryId, lines);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ code, ...(field ? { field } : {}) });
    };
    await refused(
      [
        { itemId: itemA, quantity: 1 },
        { itemId: 999_999, quantity: 1 },
      ],
      400,
      'inventory.usage.unknownItem',
      'lines.1.itemId',
    );
    await refused([{ itemId: itemA, quantity: -1 }], 400, 'inventory.usage.validation.quantity');
    await refused([{ itemId: itemA, quantity: 1_000_001 }], 400, 'inventory.validation.tooLarge');
    await refused([{ itemId: itemA, quantity: '2' }], 400, 'inventory.usage.validation.quantity');
    await refused(
      [
        { itemId: itemA, quantity: 1 },
        { itemId: itemA, quantity: 2 },
      ],
      400,
      'inventory.usage.validation.twice',
    );
    await refused(
      Array.from({ length: 201 }, (_, index) => ({ itemId: index + 1, quantity: 1 })),
      400,
      'inventory.usage.validation.lines',
    );
    expect(await stock(itemA)).toBe(5);
    expect((await callAs(t.app, cook, 'GET', `/api/inventory/usage/${diaryId}`)).json().data.lines).toEqual([]);

    const unknown = await usageOf(987_654, [{ itemId: itemA, quantity: 1 }], { version: 0 });
    expect(unknown.statusCode).toBe(404);
    const tomorrow = await diaryEvent(addDays(todayInKerala(), 1));
    const early = await usageOf(tomorrow, [{ itemId: itemA, quantity: 1 }]);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'inventory.usage.tooEarly' });
    expect(await stock(itemA)).toBe(5);

    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/inventory/usage/${diaryId}`,
          payload: { lines: [], version: 0 },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('costs the margin’s food at what was recorded, and the items not recorded at the estimate', async () => {
    const salesEventId = await createTestEvent(t.database.db, { maxOrders: 10, date: eventDay });
    const order = await createOrder(t.app, orderBody(salesEventId, { combo: 2 }, 200_000));
    expect(order.statusCode, order.body).toBe(200);
    expect((await postBooking(t.app, paidProof(order.json().orderId))).statusCode).toBe(200);
    const margin = async () => (await callAs(t.app, admin, 'GET', `/api/events/${salesEventId}/margin`)).json().data;

    const estimate = await margin();
    expect(estimate.breakdown.food).toMatchObject({ source: 'estimate', recorded: null });
    const lines: { itemId: number; needed: number; costPaise: number; source: string }[] =
      estimate.breakdown.food.lines;
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line) => line.source === 'estimate')).toBe(true);

    // Two diary events prepare the sale: what both recorded counts, summed per item.
    const [first, second] = [await diaryEvent(yesterday, salesEventId), await diaryEvent(yesterday, salesEventId)];
    const [recorded, ...rest] = lines;
    await setStock(recorded!.itemId, 1_000);
    expect((await usageOf(first, [{ itemId: recorded!.itemId, quantity: 2 }])).statusCode).toBe(200);
    expect((await usageOf(second, [{ itemId: recorded!.itemId, quantity: 0.5 }])).statusCode).toBe(200);
    const mixed = await margin();
    // 2.5 used at ₹100 (the price on the event's day, not today's ₹1,000).
    expect(mixed.foodCostPaise).toBe(estimate.foodCostPaise - recorded!.costPaise + 25_000);
    expect(mixed.breakdown.food).toMatchObject({ source: 'mixed', recorded: { by: 'usage-cook' } });
    expect(mixed.breakdown.food.lines[0]).toMatchObject({
      itemId: recorded!.itemId,
      needed: 2.5,
      costPaise: 25_000,
      source: 'recorded',
    });
    expect(mixed.breakdown.food.lines.slice(1).every((line: { source: string }) => line.source === 'estimate')).toBe(
      true,
    );
    expect(mixed.marginPaise).toBe(estimate.marginPaise + recorded!.costPaise - 25_000);
    // The sell-out figure stays an estimate.
    expect(mixed.ifSoldOut.foodCostPaise).toBe(estimate.ifSoldOut.foodCostPaise);
    // The contract's named figures are all there.
    for (const name of [
      'plates',
      'revenuePaise',
      'refundsPaise',
      'feesPaise',
      'foodCostPaise',
      'otherCostsPaise',
      'marginPaise',
      'marginPerPlatePaise',
    ]) {
      expect(typeof mixed[name], name).toBe('number');
    }

    // Every needed item recorded (one used up to nothing): the food cost is all recorded.
    for (const line of rest) await setStock(line.itemId, 1_000);
    const all = [
      { itemId: recorded!.itemId, quantity: 2 },
      ...rest.map((line, index) => ({ itemId: line.itemId, quantity: index === 0 ? 0 : 1 })),
    ];
    expect((await usageOf(first, all)).statusCode).toBe(200);
    const whole = await margin();
    expect(whole.breakdown.food.source).toBe('recorded');
    expect(whole.foodCostPaise).toBe(25_000 + (rest.length - 1) * 10_000);
  });

  it('tells an open margin screen when a record is saved or corrected', async () => {
    const diaryId = await diaryEvent(yesterday);
    await setStock(itemA, 10);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const screen = await openEventStream(`${address}${liveStreamUrl([MARGINS_TOPIC])}`, { cookie: admin });
    expect(screen.response.status).toBe(200);
    const told = () => screen.received().split('"type":"usage"').length - 1;
    try {
      expect((await usageOf(diaryId, [{ itemId: itemA, quantity: 1 }])).statusCode).toBe(200);
      expect(await screen.waitFor(`data: {"topic":"${MARGINS_TOPIC}","type":"usage"}`)).toBe(true);
      expect(told()).toBe(1);
      expect((await usageOf(diaryId, [{ itemId: itemA, quantity: 2 }])).statusCode).toBe(200);
      for (let wait = 0; wait < 50 && told() === 1; wait++) await screen.waitFor('\u0000never', 100);
      expect(told()).toBe(2);
    } finally {
      screen.close();
    }
  });
});
