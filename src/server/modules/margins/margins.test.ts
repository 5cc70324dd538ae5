import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '#shared/domain/csv.ts';
import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import { eventNeeds } from '#shared/domain/kitchen/event-needs.ts';
import { paymentFee, RAZORPAY_DEFAULT_FEE } from '#shared/domain/margin.ts';
import { DEFAULT_BUSINESS_SETTINGS } from '#shared/content/business-defaults.ts';
import { createOrder, createTestEvent, orderBody, paidProof, postBooking } from '#server/test/booking-helpers.ts';
import { priceItemsAroundEvent } from '#server/test/margin-prices.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';
import { listItems, stockLinks } from '#server/modules/inventory/inventory.service.ts';
import { publishedCollectionOn } from '#server/modules/recipes/recipes.service.ts';

/** Margins through the real server on both databases: the contract's figures and what they are made of. */
describe('margin per event', () => {
  let t: TestApp;
  let admin: string;
  const eventDay = addDays(todayInKerala(), 3);
  const get = (url: string, cookie = admin) => callAs(t.app, cookie, 'GET', url);
  const margin = async (eventId: number) => {
    const response = await get(`/api/events/${eventId}/margin`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const book = async (eventId: number, combos: number) => {
    const order = await createOrder(t.app, orderBody(eventId, { combo: combos }, combos * 100_000));
    expect(order.statusCode, order.body).toBe(200);
    const booked = await postBooking(t.app, paidProof(order.json().orderId));
    expect(booked.statusCode, booked.body).toBe(200);
    return booked.json().booking;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin', 'owner-margins');
    // Every item cost ₹100 a unit until after the event, ₹1,000 since: the event is costed at ₹100.
    await priceItemsAroundEvent(t.database.db, eventDay);
  });
  afterAll(() => t.close());

  it('starts at nothing, with the sold-out figure at the menu price', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 10, date: eventDay });
    const data = await margin(eventId);
    expect(data).toMatchObject({
      plates: 0,
      revenuePaise: 0,
      refundsPaise: 0,
      feesPaise: 0,
      foodCostPaise: 0,
      otherCostsPaise: 0,
      marginPaise: 0,
      marginPerPlatePaise: 0,
      ifSoldOut: { plates: 10 * DEFAULT_BUSINESS_SETTINGS.peoplePerOrder, priceFrom: 'menu', freeOrders: 10 },
    });
    expect(data.ifSoldOut.revenuePaise).toBe(10 * data.ifSoldOut.pricePerOrderPaise);
  });

  it('counts paid bookings, fees per payment, food at the prices of the event day, then refunds', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 10, date: eventDay });
    const first = await book(eventId, 1);
    const second = await book(eventId, 2);
    const data = await margin(eventId);
    const plates = 3 * DEFAULT_BUSINESS_SETTINGS.peoplePerOrder;
    const fees = [first.totalPaise, second.totalPaise]
      .map((amount: number) => paymentFee(amount, RAZORPAY_DEFAULT_FEE))
      .reduce((sum, fee) => sum + fee.feePaise + fee.gstPaise, 0);
    // The kitchen's own needs for the plates, every item at ₹100 (its price on the event's day).
    const collection = await publishedCollectionOn(t.database.db, eventDay);
    const items = (await listItems(t.database.db)).map((item) => ({ ...item, currentPrice: 100 }));
    const food = eventNeeds(collection!.recipes, plates, items, await stockLinks(t.database.db)).totalCostPaise;
    expect(food).toBeGreaterThan(0);
    expect(data).toMatchObject({ plates, feesPaise: fees, foodCostPaise: food, refundsPaise: 0 });
    expect(data.revenuePaise).toBeGreaterThan(0);
    expect(data.marginPaise).toBe(data.revenuePaise - data.feesPaise - data.foodCostPaise);
    expect(data.breakdown.food.lines.every((line: { pricePaise: number }) => line.pricePaise === 10_000)).toBe(true);
    expect(
      data.breakdown.food.lines.reduce((sum: number, line: { costPaise: number }) => sum + line.costPaise, 0),
    ).toBe(food);
    expect(data.ifSoldOut).toMatchObject({
      plates: 10 * DEFAULT_BUSINESS_SETTINGS.peoplePerOrder,
      priceFrom: 'bookings',
    });

    // The bookings export carries the event's margin on each of its bookings.
    const [header, ...rows] = parseCsv((await get(`/api/bookings/export?eventId=${eventId}`)).body);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const cell = (name: string) => row[header!.indexOf(name)];
      expect(cell('Event margin')).toBe((data.marginPaise / 100).toFixed(2));
      expect(cell('Event margin per plate')).toBe((data.marginPerPlatePaise / 100).toFixed(2));
      expect(cell('Event margin if sold out')).toBe((data.ifSoldOut.marginPaise / 100).toFixed(2));
    }

    const [row] = (await get(`/api/bookings?eventId=${eventId}&q=${first.bookingId}`)).json().data;
    const refunded = await callAs(t.app, admin, 'POST', `/api/bookings/${row.id}/refund`, {
      amountPaise: 10_000,
      reason: 'Short of one plate',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const after = await margin(eventId);
    expect(after).toMatchObject({ refundsPaise: 10_000, revenuePaise: data.revenuePaise, feesPaise: fees });
    expect(after.marginPaise).toBe(data.marginPaise - 10_000);
    expect(after.breakdown).toMatchObject({ refunds: 1, refundsOnTheirWay: 1 });
  });

  it('saves other costs per event or per plate, and a new event starts with them', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 5, date: eventDay });
    await book(eventId, 1);
    const lines = [
      { label: 'Wood', basis: 'event', amountPaise: 150_000 },
      { label: 'Packaging', basis: 'plate', amountPaise: 1_500 },
    ];
    const saved = await callAs(t.app, admin, 'PUT', `/api/events/${eventId}/costs`, { lines });
    expect(saved.statusCode, saved.body).toBe(200);
    const plates = DEFAULT_BUSINESS_SETTINGS.peoplePerOrder;
    expect(saved.json().data).toMatchObject({ otherCostsPaise: 150_000 + 1_500 * plates });
    expect(saved.json().data.breakdown.otherCosts).toMatchObject({ fromDefaults: false, lines });

    const next = await createTestEvent(t.database.db, { maxOrders: 5, date: eventDay });
    const fresh = await margin(next);
    expect(fresh.breakdown.otherCosts).toMatchObject({ fromDefaults: true, lines });
    // No plates yet: the per-plate cost counts nothing, the event's cost counts whole.
    expect(fresh.otherCostsPaise).toBe(150_000);
    expect(fresh.ifSoldOut.otherCostsPaise).toBe(150_000 + 1_500 * 5 * plates);
    const settings = (await get('/api/margins/settings')).json().data;
    expect(settings.costDefaults).toEqual(lines);
  });

  it('refuses bad costs with the field, an unknown event, and anyone but the admin', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 5, date: eventDay });
    const bad = await callAs(t.app, admin, 'PUT', `/api/events/${eventId}/costs`, {
      lines: [{ label: 'Shells', basis: 'plate', amountPaise: -5 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'ownerMargin.validation.amount', field: 'lines.0.amountPaise' });
    const noLabel = await callAs(t.app, admin, 'PUT', `/api/events/${eventId}/costs`, {
      lines: [{ label: ' ', basis: 'week', amountPaise: 5 }],
    });
    expect(noLabel.statusCode).toBe(400);
    expect((await callAs(t.app, admin, 'PUT', `/api/events/${eventId}/costs`, { lines: 'wood' })).statusCode).toBe(400);
    const unknown = await callAs(t.app, admin, 'PUT', '/api/events/987654/costs', { lines: [] });
    expect(unknown.statusCode).toBe(404);
    expect((await get('/api/events/987654/margin')).statusCode).toBe(404);
    const staff = await t.signIn('staff', 'cook-margins');
    expect((await get(`/api/events/${eventId}/margin`, staff)).statusCode).toBe(403);
    expect((await callAs(t.app, staff, 'PUT', '/api/margins/gateway-fee', RAZORPAY_DEFAULT_FEE)).statusCode).toBe(403);
  });

  it("takes Razorpay's fee by default and the owner's once set", async () => {
    expect((await get('/api/margins/settings')).json().data.fee).toEqual(RAZORPAY_DEFAULT_FEE);
    const eventId = await createTestEvent(t.database.db, { maxOrders: 5, date: eventDay });
    const booking = await book(eventId, 1);
    const changed = await callAs(t.app, admin, 'PUT', '/api/margins/gateway-fee', {
      percentBasisPoints: 236,
      gstBasisPoints: 0,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const data = await margin(eventId);
    const paid = booking.totalPaise;
    expect(data.feesPaise).toBe(Math.round((paid * 236) / 10_000));
    const refused = await callAs(t.app, admin, 'PUT', '/api/margins/gateway-fee', {
      percentBasisPoints: 2.5,
      gstBasisPoints: 1800,
    });
    expect(refused.json()).toMatchObject({ code: 'ownerMargin.validation.feePercent', field: 'percentBasisPoints' });
    await callAs(t.app, admin, 'PUT', '/api/margins/gateway-fee', RAZORPAY_DEFAULT_FEE);
  });

  it('lists the newest events with their margins for the overview', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 5, date: addDays(todayInKerala(), 40) });
    const rows = (await get('/api/margins')).json().data;
    const row = rows.find((one: { event: { id: number } }) => one.event.id === eventId);
    const full = await margin(eventId);
    expect(row).toEqual({
      event: full.breakdown.event,
      plates: full.plates,
      revenuePaise: full.revenuePaise,
      marginPaise: full.marginPaise,
      marginPerPlatePaise: full.marginPerPlatePaise,
      ifSoldOut: { plates: full.ifSoldOut.plates, marginPaise: full.ifSoldOut.marginPaise },
    });
  });
});
