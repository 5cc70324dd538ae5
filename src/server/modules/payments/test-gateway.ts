import { randomBytes } from 'node:crypto';
import { signatureChecks, type GatewaySecrets, type PaymentGateway } from '#server/lib/payment-gateway.ts';
import { paymentSignature } from '#server/lib/payment-signatures.ts';

export const TEST_KEY_ID = 'rzp_test_builtin';

const randomId = (prefix: string) => `${prefix}${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x')}`;

/**
 * The built-in gateway used when no Razorpay key is configured: order ids `order_test_…`,
 * payment ids `pay_test_…`, signed with the configured key secret exactly as Razorpay signs.
 */
export function createTestGateway(secrets: GatewaySecrets) {
  const gateway: PaymentGateway & { pay(orderId: string): { paymentId: string; signature: string } } = {
    provider: 'test',
    keyId: TEST_KEY_ID,
    opensOrdersLocally: true,
    async createOrder() {
      return { orderId: randomId('order_test_') };
    },
    async findCapturedPayment() {
      // The test checkout reports every payment to the browser at once; nothing is ever pending here.
      return null;
    },
    ...signatureChecks(secrets),
    /** What the test checkout's Pay button does: a new payment id and its signature. */
    pay(orderId: string) {
      const paymentId = randomId('pay_test_');
      return { paymentId, signature: paymentSignature(secrets.keySecret, orderId, paymentId) };
    },
  };
  return gateway;
}
