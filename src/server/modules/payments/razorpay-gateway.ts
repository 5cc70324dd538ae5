import Razorpay from 'razorpay';
import { signatureChecks, type GatewaySecrets, type PaymentGateway } from '#server/lib/payment-gateway.ts';

interface RazorpayOptions extends GatewaySecrets {
  keyId: string;
  /** Razorpay's API address; changed only to point tests at a local stand-in. */
  apiUrl?: string;
}

/** Razorpay through its official package. */
export function createRazorpayGateway(options: RazorpayOptions): PaymentGateway {
  const client = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  if (options.apiUrl) {
    (client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = options.apiUrl;
  }
  return {
    provider: 'razorpay',
    opensOrdersLocally: false,
    keyId: options.keyId,
    async createOrder({ amountPaise, currency, receipt }) {
      const order = await client.orders.create({ amount: amountPaise, currency, receipt });
      return { orderId: order.id };
    },
    async findCapturedPayment(orderId) {
      const payments = await client.orders.fetchPayments(orderId);
      const captured = payments.items.find((payment) => payment.status === 'captured');
      return captured ? { paymentId: captured.id } : null;
    },
    ...signatureChecks(options),
  };
}
