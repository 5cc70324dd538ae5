import { randomBytes } from 'node:crypto';
import {
  signatureChecks,
  type GatewayRefund,
  type ListedPayment,
  type GatewaySecrets,
  type PaymentGateway,
} from '#server/lib/payment-gateway.ts';
import { paymentSignature } from '#server/lib/payment-signatures.ts';

export const TEST_KEY_ID = 'rzp_test_builtin';

/** How long the test gateway remembers a payment it took. */
const REMEMBERED_MS = 24 * 60 * 60_000;

const randomId = (prefix: string) => `${prefix}${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x')}`;

/**
 * The built-in gateway used when no Razorpay key is configured: order ids `order_test_…`,
 * payment ids `pay_test_…`, signed with the configured key secret exactly as Razorpay signs.
 * Refunds behave as Razorpay's do: one per idempotency key, 'pending' when asked for, 'processed' when
 * next looked at (the refund round looks within minutes). It remembers the payments it took (in this
 * process), so that a payment whose booking was never saved is found by the reconciliation pass.
 */
export function createTestGateway(secrets: GatewaySecrets) {
  const refundsByKey = new Map<string, GatewayRefund>();
  const refundsById = new Map<string, GatewayRefund>();
  const paymentsByOrder = new Map<string, ListedPayment>();
  const gateway: PaymentGateway & {
    pay(payment: { orderId: string; amountPaise: number; phone: string | null }): {
      paymentId: string;
      signature: string;
    };
  } = {
    provider: 'test',
    keyId: TEST_KEY_ID,
    opensOrdersLocally: true,
    async createOrder() {
      return { orderId: randomId('order_test_') };
    },
    async findCapturedPayment(orderId) {
      const payment = paymentsByOrder.get(orderId);
      return payment ? { paymentId: payment.paymentId, amountPaise: payment.amountPaise } : null;
    },
    async listCapturedPayments() {
      // A day is long past every hold's settling: older payments are forgotten, the record stays small.
      const since = new Date(Date.now() - REMEMBERED_MS).toISOString();
      for (const [orderId, payment] of paymentsByOrder) if (payment.paidAt < since) paymentsByOrder.delete(orderId);
      return [...paymentsByOrder.values()];
    },
    async refund({ idempotencyKey }) {
      let refund = refundsByKey.get(idempotencyKey);
      if (!refund) {
        refund = { refundId: randomId('rfnd_test_'), status: 'pending' };
        refundsByKey.set(idempotencyKey, refund);
        refundsById.set(refund.refundId, refund);
      }
      return { ...refund };
    },
    async fetchRefund(_paymentId, refundId) {
      const refund = refundsById.get(refundId);
      // A refund this gateway never made (the server restarted since) is taken as done, as Razorpay would have.
      if (!refund) return { refundId, status: 'processed' };
      refund.status = 'processed';
      return { ...refund };
    },
    ...signatureChecks(secrets),
    /**
     * What the test checkout's Pay button does: a new payment id and its signature, remembered as the
     * order's payment (as Razorpay keeps an order's payments). Paying an order again answers its payment.
     */
    pay({ orderId, amountPaise, phone }) {
      let payment = paymentsByOrder.get(orderId);
      if (!payment) {
        payment = { orderId, paymentId: randomId('pay_test_'), amountPaise, phone, paidAt: new Date().toISOString() };
        paymentsByOrder.set(orderId, payment);
      }
      return {
        paymentId: payment.paymentId,
        signature: paymentSignature(secrets.keySecret, orderId, payment.paymentId),
      };
    },
  };
  return gateway;
}
