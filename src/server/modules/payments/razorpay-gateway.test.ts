import Razorpay from 'razorpay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStubServer } from '#server/test/stub-http-server.ts';
import { hmacHex, paymentSignature } from '#server/lib/payment-signatures.ts';
import { GatewayRefusal } from '#server/lib/payment-gateway.ts';
import { createRazorpayGateway } from './razorpay-gateway.ts';

const KEY_ID = 'rzp_test_abc123';
const KEY_SECRET = 'razorpay-key-secret';
const WEBHOOK_SECRET = 'razorpay-webhook-secret';

describe('Razorpay gateway (Razorpay’s API stubbed at the HTTP boundary)', () => {
  let stub: Awaited<ReturnType<typeof startStubServer>>;
  beforeAll(async () => {
    stub = await startStubServer((request) => {
      if (request.method === 'POST' && request.url === '/v1/orders') {
        const body = JSON.parse(request.body);
        return { status: 200, body: { id: 'order_Rz9xYz', entity: 'order', status: 'created', ...body } };
      }
      if (request.url === '/v1/orders/order_paid/payments') {
        return {
          status: 200,
          body: {
            count: 2,
            items: [
              { id: 'pay_failed', status: 'failed', amount: 208000 },
              { id: 'pay_ok', status: 'captured', amount: 208000, order_id: 'order_paid', contact: '+919847012345' },
            ],
          },
        };
      }
      if (request.url === '/v1/orders/order_unpaid/payments') return { status: 200, body: { count: 0, items: [] } };
      if (request.method === 'POST' && request.url === '/v1/payments/pay_ok/refund') {
        return {
          status: 200,
          body: { id: 'rfnd_1', entity: 'refund', status: 'pending', ...JSON.parse(request.body) },
        };
      }
      if (request.url === '/v1/payments/pay_uncaptured/refund') {
        return { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Payment not captured' } } };
      }
      if (request.url === '/v1/payments/pay_down/refund') return { status: 503, body: {} };
      if (request.url === '/v1/payments/pay_ok/refunds/rfnd_1') {
        return { status: 200, body: { id: 'rfnd_1', entity: 'refund', status: 'processed' } };
      }
      return { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'not stubbed' } } };
    });
  });
  afterAll(() => stub.close());

  const gateway = () =>
    createRazorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, apiUrl: stub.url });

  it('creates an order in paise with the hold’s receipt, authenticated with the key pair', async () => {
    const order = await gateway().createOrder({ amountPaise: 208000, currency: 'INR', receipt: 'hold_42' });
    expect(order).toEqual({ orderId: 'order_Rz9xYz' });
    const request = stub.requests.find((r) => r.url === '/v1/orders')!;
    expect(JSON.parse(request.body)).toEqual({ amount: 208000, currency: 'INR', receipt: 'hold_42' });
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
  });

  it('finds a captured payment of an order with its amount in paise (the order’s payments), none for an unpaid one', async () => {
    expect(await gateway().findCapturedPayment('order_paid')).toEqual({ paymentId: 'pay_ok', amountPaise: 208000 });
    const asked = stub.requests.filter((r) => r.url === '/v1/orders/order_paid/payments');
    expect(asked.map((r) => r.method)).toEqual(['GET']);
    expect(asked[0]!.headers.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    expect(await gateway().findCapturedPayment('order_unpaid')).toBeNull();
  });

  it('asks for a refund exactly as the official package does, plus the idempotency key', async () => {
    const ask = { amount: 140000, speed: 'normal', receipt: 'rfnd_key_0123456789', notes: { booking: 'MND-1' } };
    const sdk = new Razorpay({ key_id: KEY_ID, key_secret: KEY_SECRET });
    (sdk as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = stub.url;
    await sdk.payments.refund('pay_ok', ask);
    const answer = await gateway().refund({
      paymentId: 'pay_ok',
      amountPaise: 140000,
      idempotencyKey: 'rfnd_key_0123456789',
      notes: { booking: 'MND-1' },
    });
    expect(answer).toEqual({ refundId: 'rfnd_1', status: 'pending' });
    const [bySdk, ours] = stub.requests.filter((r) => r.url === '/v1/payments/pay_ok/refund');
    expect(ours!.method).toBe(bySdk!.method);
    expect(JSON.parse(ours!.body)).toEqual(JSON.parse(bySdk!.body));
    expect(ours!.headers.authorization).toBe(bySdk!.headers.authorization);
    expect(ours!.headers['content-type']).toBe(bySdk!.headers['content-type']);
    expect(ours!.headers['x-refund-idempotency']).toBe('rfnd_key_0123456789');
    expect(bySdk!.headers['x-refund-idempotency']).toBeUndefined();
  });

  it('tells a refused refund (final) from an unanswered one (asked again), and fetches how one ended', async () => {
    const ask = (paymentId: string) =>
      gateway().refund({ paymentId, amountPaise: 100, idempotencyKey: 'rfnd_key_abcdefghij', notes: {} });
    await expect(ask('pay_uncaptured')).rejects.toThrow(new GatewayRefusal('Payment not captured'));
    const down = await ask('pay_down').catch((error: unknown) => error);
    expect(down).toBeInstanceOf(Error);
    expect(down).not.toBeInstanceOf(GatewayRefusal);
    expect(await gateway().fetchRefund('pay_ok', 'rfnd_1')).toEqual({ refundId: 'rfnd_1', status: 'processed' });
  });

  it('verifies checkout signatures as Razorpay documents them', () => {
    const signature = paymentSignature(KEY_SECRET, 'order_1', 'pay_1');
    expect(signature).toBe(hmacHex(KEY_SECRET, 'order_1|pay_1'));
    expect(gateway().verifyPayment({ orderId: 'order_1', paymentId: 'pay_1', signature })).toBe(true);
    expect(gateway().verifyPayment({ orderId: 'order_2', paymentId: 'pay_1', signature })).toBe(false);
  });

  it('verifies webhook signatures exactly as Razorpay’s own package does', () => {
    const body = JSON.stringify({ event: 'payment.captured', payload: {} });
    const signature = hmacHex(WEBHOOK_SECRET, body);
    expect(Razorpay.validateWebhookSignature(body, signature, WEBHOOK_SECRET)).toBe(true);
    expect(gateway().verifyWebhook(Buffer.from(body), signature)).toBe(true);
    expect(gateway().verifyWebhook(Buffer.from(body + ' '), signature)).toBe(false);
  });
});
