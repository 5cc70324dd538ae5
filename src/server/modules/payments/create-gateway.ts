import type { Config } from '#server/config.ts';
import type { PaymentGateway } from '#server/lib/payment-gateway.ts';
import { createRazorpayGateway } from './razorpay-gateway.ts';
import { createTestGateway } from './test-gateway.ts';

/** The gateway PAYMENT_PROVIDER names; the test one also gets its checkout route. */
export function createGateway(payment: Config['payment']): {
  gateway: PaymentGateway;
  testGateway: ReturnType<typeof createTestGateway> | null;
} {
  if (payment.provider === 'razorpay') {
    return {
      gateway: createRazorpayGateway({
        keyId: payment.keyId!,
        keySecret: payment.keySecret,
        webhookSecret: payment.webhookSecret,
        apiUrl: payment.apiUrl,
      }),
      testGateway: null,
    };
  }
  const testGateway = createTestGateway(payment);
  return { gateway: testGateway, testGateway };
}
