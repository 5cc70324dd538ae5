import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import { MIN_SOLD_OUT_SALES, MIN_UNITS_SO_FAR } from '#shared/domain/forecast/sell-out.ts';
import { forecastReply, type Forecast } from '#shared/schemas/forecasts.ts';
import {
  createOrder,
  createTestEvent,
  orderBody,
  paidProof,
  postBooking,
  uniquePhone,
} from '#server/test/booking-helpers.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

const CHICKEN_PAISE = 60000;

describe('the sell-out forecast API', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  async function forecastOf(eventId: number): Promise<Forecast> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/events/${eventId}/forecast`,
      headers: { cookie: admin },
    });
    expect(response.statusCode, response.body).toBe(200);
    return forecastReply.parse(response.json()).data;
  }

  /** Pays for two chicken mandis as a new customer, through the checkout and the payment proof. */
  async function bookTwo(eventId: number, n: number): Promise<void> {
    const order = await createOrder(
      t.app,
      orderBody(eventId, { 'chicken-mandi': 2 }, 2 * CHICKEN_PAISE, { phone: uniquePhone() }),
      `10.46.0.${n}`,
    );
    expect(order.statusCode, order.body).toBe(200);
    const booked = await postBooking(t.app, paidProof(order.json().orderId));
    expect(booked.statusCode, booked.body).toBe(200);
  }

  it('answers the admin only', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 40, date: addDays(todayInKerala(), 30) });
    const staff = await t.signIn('staff');
    const asStaff = await t.app.inject({
      method: 'GET',
      url: `/api/events/${eventId}/forecast`,
      headers: { cookie: staff },
    });
    expect(asStaff.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/forecast` });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/events/999999/forecast',
      headers: { cookie: admin },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('reads the demo history: the past demo sales sold out or closed, and the backtest has a median error', async () => {
    const past = await t.database.db.selectFrom('events').select('id').where('date', '<', todayInKerala()).execute();
    expect(past.length).toBeGreaterThanOrEqual(MIN_SOLD_OUT_SALES + 1);
    const states = await Promise.all(past.map(async ({ id }) => (await forecastOf(id)).state));
    expect(states.filter((state) => state === 'soldOut').length).toBeGreaterThanOrEqual(MIN_SOLD_OUT_SALES + 1);
    expect(states.every((state) => state === 'soldOut' || state === 'closed')).toBe(true);
  });

  it('gives no forecast before the sale has sold the minimum, then a range that holds it', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 40 });
    const fresh = await forecastOf(eventId);
    expect(fresh).toMatchObject({
      state: 'tooLittleHistory',
      tooLittleHistory: true,
      reason: 'fewUnitsSoFar',
      unitsSoFar: 0,
      minUnitsSoFar: MIN_UNITS_SO_FAR,
      capacity: 40,
    });
    expect(fresh.medianErrorHours).toEqual(expect.any(Number));

    for (let n = 1; n <= 3; n += 1) await bookTwo(eventId, n);
    const forecast = await forecastOf(eventId);
    expect(forecast).toMatchObject({ state: 'forecast', unitsSoFar: 6, capacity: 40 });
    if (forecast.state !== 'forecast') return;
    expect(forecast.medianErrorHours).toEqual(expect.any(Number));
    expect(forecast.backtestedSales).toBeGreaterThanOrEqual(MIN_SOLD_OUT_SALES);
    expect(Date.parse(forecast.earliest)).toBeLessThanOrEqual(Date.parse(forecast.sellOutAt));
    expect(Date.parse(forecast.sellOutAt)).toBeLessThanOrEqual(Date.parse(forecast.latest));
    expect(Date.parse(forecast.earliest)).toBeGreaterThanOrEqual(Date.parse(forecast.openedAt!));
  });

  it('says when a sale sold out', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 4 });
    await bookTwo(eventId, 11);
    await bookTwo(eventId, 12);
    const forecast = await forecastOf(eventId);
    expect(forecast).toMatchObject({ state: 'soldOut', unitsSoFar: 4 });
  });

  it('for an event not yet open, suggests the capacity and opening time; making it active opens its sale', async () => {
    const day = addDays(todayInKerala(), 20);
    const input = { title: 'Planned mandi', date: day, description: 'Planned', maxOrders: 30, isActive: false };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { cookie: admin },
      payload: input,
    });
    expect(created.statusCode, created.body).toBe(201);
    const eventId: number = created.json().event.id;
    const planned = await forecastOf(eventId);
    expect(planned).toMatchObject({ state: 'notOpen', openedAt: null });
    expect(planned.plan).toMatchObject({ basis: expect.any(String), capacity: expect.any(Number) });
    expect(planned.plan!.capacity % 5).toBe(0);
    expect(Date.parse(planned.plan!.openAt)).toBeLessThan(Date.parse(`${day}T00:00:00+05:30`));

    const opened = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}`,
      headers: { cookie: admin },
      payload: { ...input, isActive: true },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const open = await forecastOf(eventId);
    expect(open).toMatchObject({ state: 'tooLittleHistory', reason: 'fewUnitsSoFar' });
    const openedAt = open.openedAt!;
    // Closing and opening again keeps the first opening.
    await t.app.inject({ method: 'PUT', url: `/api/events/${eventId}`, headers: { cookie: admin }, payload: input });
    await t.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}`,
      headers: { cookie: admin },
      payload: { ...input, isActive: true },
    });
    expect((await forecastOf(eventId)).openedAt).toBe(openedAt);
  });

  it('gives no forecast, and no backtest, when too few past sales sold out', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 40 });
    for (let n = 21; n <= 23; n += 1) await bookTwo(eventId, n);
    // Forget all but one sold-out past sale's opening: what an install with one past sale knows.
    const past = await t.database.db.selectFrom('events').select('id').where('date', '<', todayInKerala()).execute();
    const states = await Promise.all(past.map(async ({ id }) => ({ id, state: (await forecastOf(id)).state })));
    const kept = states.find(({ state }) => state === 'soldOut')!.id;
    await t.database.db
      .updateTable('events')
      .set({ sale_opened_at: null })
      .where(
        'id',
        'in',
        past.map(({ id }) => id).filter((id) => id !== kept),
      )
      .execute();
    expect(await forecastOf(eventId)).toMatchObject({
      state: 'tooLittleHistory',
      reason: 'fewSoldOutSales',
      soldOutSales: 1,
      minSoldOutSales: MIN_SOLD_OUT_SALES,
      medianErrorHours: null,
      backtestedSales: 0,
      plan: null,
    });
  });
});
