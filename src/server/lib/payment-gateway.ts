import { paymentSignature, hmacHex, signaturesMatch } from './payment-signatures.ts';

export interface GatewayOrder {
  orderId: string;
}

/** A payment the gateway captured for an order. */
export interface CapturedPayment {
  paymentId: string;
  amountPaise: number;
}

/** A captured payment as the gateway lists it, with what it knows of the payer. */
export interface ListedPayment extends CapturedPayment {
  orderId: string;
  phone: string | null;
  paidAt: string;
}

/** A refund as the gateway sees it: 'pending' until the bank has it, then 'processed' or 'failed'. */
export interface GatewayRefund {
  refundId: string;
  status: 'pending' | 'processed' | 'failed';
}

export interface RefundAsk {
  paymentId: string;
  amountPaise: number;
  /** Sent with every try of the same refund: the gateway pays it once however often it is asked. */
  idempotencyKey: string;
  notes: Record<string, string>;
}

/** The gateway answered and refused the refund (not a timeout or an outage): asking again will not help. */
export class GatewayRefusal extends Error {}

/** A payment provider as the booking flow needs it. The test gateway and Razorpay share the signature scheme. */
export interface PaymentGateway {
  provider: 'test' | 'razorpay';
  /** Shown to the browser's checkout. */
  keyId: string;
  createOrder(input: { amountPaise: number; currency: 'INR'; receipt: string }): Promise<GatewayOrder>;
  /**
   * True when an order costs nothing to open (no provider is asked): the hold then carries its order
   * from the start, in one write. A provider's orders are opened only once the hold is granted.
   */
  opensOrdersLocally: boolean;
  /** A captured payment of the order, if the provider has one: used to settle holds nobody confirmed. */
  findCapturedPayment(orderId: string): Promise<CapturedPayment | null>;
  /**
   * Every payment the gateway captured, when it can list them (the test gateway, from its own record):
   * the reconciliation pass finds there the payments whose hold is gone. Razorpay's are found through
   * the orders of our holds.
   */
  listCapturedPayments?(): Promise<ListedPayment[]>;
  /**
   * Asks for a refund of (part of) a captured payment. Throws GatewayRefusal when the gateway refuses
   * it; any other error leaves the refund to be asked again with the same key.
   */
  refund(ask: RefundAsk): Promise<GatewayRefund>;
  fetchRefund(paymentId: string, refundId: string): Promise<GatewayRefund>;
  verifyPayment(proof: { orderId: string; paymentId: string; signature: string }): boolean;
  verifyWebhook(rawBody: Buffer, signature: string): boolean;
}

export interface GatewaySecrets {
  keySecret: string;
  webhookSecret: string;
}

export function signatureChecks(secrets: GatewaySecrets): Pick<PaymentGateway, 'verifyPayment' | 'verifyWebhook'> {
  return {
    verifyPayment: ({ orderId, paymentId, signature }) =>
      signaturesMatch(paymentSignature(secrets.keySecret, orderId, paymentId), signature),
    verifyWebhook: (rawBody, signature) => signaturesMatch(hmacHex(secrets.webhookSecret, rawBody), signature),
  };
}
