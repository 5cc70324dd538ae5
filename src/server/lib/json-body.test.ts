import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrder,
  createTestEvent,
  orderBody,
  paymentCapturedEvent,
  postWebhook,
} from '#server/test/booking-helpers.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { nestsDeeperThan, prototypeKeyIn, TOO_DEEP } from './json-body.ts';

describe('nestsDeeperThan', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('counts arrays and objects together, up to the limit and one past it', () => {
    expect(nestsDeeperThan(nested(64), 64)).toBe(false);
    expect(nestsDeeperThan(nested(65), 64)).toBe(true);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('[[1],[2],[3],[4]]', 2)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[{{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: 'say "[[[[" \\ [[[' }), 1)).toBe(false);
    expect(nestsDeeperThan(`["\\\\", [[1]]]`, 2)).toBe(true);
  });

  it('stops at the first level too many, however long the rest', () => {
    expect(nestsDeeperThan(`${'['.repeat(65)}${'x'.repeat(1_000_000)}`, 64)).toBe(true);
  });
});

describe('prototypeKeyIn', () => {
  it('names the object that carries a key reaching a prototype, and nothing in a harmless body', () => {
    expect(prototypeKeyIn(JSON.parse('{"items":{"__proto__":1}}'))).toEqual({ field: 'items', key: '__proto__' });
    expect(prototypeKeyIn(JSON.parse('{"__proto__":{"admin":true}}'))).toEqual({ field: '', key: '__proto__' });
    expect(prototypeKeyIn(JSON.parse('{"a":[{"constructor":{"prototype":{}}}]}'))).toEqual({
      field: 'a.0',
      key: 'constructor',
    });
    // A plain `constructor` reaches nothing: the menu check refuses it as an unknown item.
    expect(prototypeKeyIn(JSON.parse('{"items":{"constructor":1,"toString":2}}'))).toBeUndefined();
  });
});

describe('JSON bodies nested too deeply (attack: 5 MB of nested "[")', () => {
  let t: TestApp;
  let staff: string;
  let address: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.signIn('staff');
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const post = (path: string, body: string, cookie = staff) =>
    fetch(`${address}${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: address },
      body,
    });

  it('refuses the body with 400 and a text key, while the storefront’s events still answer', async () => {
    const attack = new TextEncoder().encode('['.repeat(5 * 1024 * 1024 - 10));
    // The attack arrives in two halves; the storefront's events are asked for and answered in between.
    let sendTheRest!: () => void;
    const secondHalf = new Promise<void>((resolve) => (sendTheRest = resolve));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(attack.subarray(0, attack.length / 2));
        await secondHalf;
        controller.enqueue(attack.subarray(attack.length / 2));
        controller.close();
      },
    });
    const attacking = fetch(`${address}/api/inventory`, {
      method: 'POST',
      headers: { cookie: staff, 'content-type': 'application/json', origin: address },
      body,
      duplex: 'half',
    } as RequestInit);
    const events = await fetch(`${address}/api/events`);
    sendTheRest();
    const refused = await attacking;
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      success: false,
      error: 'This request nests its data too deeply (at most 64 levels).',
      code: TOO_DEEP,
      params: { max: 64 },
    });
    expect(events.status).toBe(200);
    expect((await events.json()).success).toBe(true);
  });

  it('refuses it on every route, the storefront’s orders too, before validation', async () => {
    const refused = await post('/api/razorpay/create-order', `{"eventId":${'['.repeat(100)}1${']'.repeat(100)}}`, '');
    expect(refused.status).toBe(400);
    expect((await refused.json()).code).toBe(TOO_DEEP);
  });

  it('still parses bodies within the limit, and still refuses malformed JSON as before', async () => {
    const deepButAllowed = `{"items":${'['.repeat(60)}${']'.repeat(60)}}`;
    const validated = await post('/api/inventory/import', deepButAllowed);
    expect(validated.status).toBe(400);
    expect((await validated.json()).code).not.toBe(TOO_DEEP);

    const added = await post(
      '/api/inventory/items',
      JSON.stringify({
        name: 'Basmati [long grain] {"x"}',
        category: 'Grains & Rice',
        quantity: 5,
        unit: 'kg',
        currentPrice: 90,
      }),
    );
    expect(added.status, await added.clone().text()).toBe(201);
    expect((await added.json()).data.name).toBe('Basmati [long grain] {"x"}');

    expect((await post('/api/inventory/items', '{"name":')).status).toBe(400);
    expect((await post('/api/inventory/items', '{"__proto__":{"x":1}}')).status).toBe(400);
  });

  it('keeps the payment webhook’s raw body: a signed webhook is still verified and applied', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 5 });
    const order = (await createOrder(t.app, orderBody(eventId, { 'fish-mandi': 1 }, 85000))).json();
    const webhook = await postWebhook(t.app, paymentCapturedEvent(order.orderId, 'pay_webhook_depth'), 'evt_depth_1');
    expect(webhook.statusCode, webhook.body).toBe(200);
    expect(webhook.json().bookingId).toMatch(/\S/);
    const forged = await postWebhook(t.app, paymentCapturedEvent(order.orderId, 'pay_x'), 'evt_depth_2', 'wrong');
    expect(forged.statusCode).toBe(400);
  });
});
