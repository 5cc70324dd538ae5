import Razorpay from 'razorpay';
import {
  GatewayRefusal,
  signatureChecks,
  type GatewayRefund,
  type GatewaySecrets,
  type PaymentGateway,
} from '#server/lib/payment-gateway.ts';

interface RazorpayOptions extends GatewaySecrets {
  keyId: string;
  /** Razorpay's API address; changed only to point tests at a local stand-in. */
  apiUrl?: string;
}

/** The part of the package's HTTP client (axios) used here. */
interface PackageHttpClient {
  defaults: { timeout?: number; baseURL?: string };
  post(url: string, body: unknown, config: { headers: Record<string, string> }): Promise<{ data: RazorpayRefund }>;
}
interface RazorpayRefund {
  id: string;
  status: string;
}

/** A call to Razorpay that has no answer after this long is treated as unanswered (asked again later). */
const TIMEOUT_MS = 15_000;

/** Razorpay through its official package. */
export function createRazorpayGateway(options: RazorpayOptions): PaymentGateway {
  const client = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  // The package's own HTTP client (its key pair, address and user agent). Refunds go through it directly
  // because the package's refund call cannot send Razorpay's X-Refund-Idempotency header.
  const http = (client as unknown as { api: { rq: PackageHttpClient } }).api.rq;
  http.defaults.timeout = TIMEOUT_MS;
  if (options.apiUrl) http.defaults.baseURL = options.apiUrl;
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
      return captured ? { paymentId: captured.id, amountPaise: Number(captured.amount) } : null;
    },
    async refund({ paymentId, amountPaise, idempotencyKey, notes }) {
      // The body of `client.payments.refund(paymentId, body)`; a retry must send it unchanged.
      const body = { amount: amountPaise, speed: 'normal', receipt: idempotencyKey, notes };
      try {
        const { data } = await http.post(`/v1/payments/${encodeURIComponent(paymentId)}/refund`, body, {
          headers: { 'X-Refund-Idempotency': idempotencyKey },
        });
        return toGatewayRefund(data);
      } catch (error) {
        throw refusalOrRetry(error);
      }
    },
    async fetchRefund(paymentId, refundId) {
      return toGatewayRefund(await client.payments.fetchRefund(paymentId, refundId));
    },
    ...signatureChecks(options),
  };
}

function toGatewayRefund(data: RazorpayRefund): GatewayRefund {
  const status = data.status === 'processed' || data.status === 'failed' ? data.status : 'pending';
  return { refundId: data.id, status };
}

/**
 * Razorpay's answer to a refund it will not make (4xx: more than the payment, a payment not captured)
 * is final. A 409 (the same key still being worked on), 429, 5xx or no answer at all is asked again.
 */
function refusalOrRetry(error: unknown): Error {
  const response = (error as { response?: { status: number; data?: { error?: { description?: string } } } }).response;
  const status = response?.status;
  if (status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 429) {
    return new GatewayRefusal(response?.data?.error?.description ?? `Razorpay refused the refund (${status})`);
  }
  return error instanceof Error ? error : new Error(String(error));
}
