import { paymentSignature, hmacHex, signaturesMatch } from './payment-signatures.ts';

export interface GatewayOrder {
  orderId: string;
}

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
  findCapturedPayment(orderId: string): Promise<{ paymentId: string } | null>;
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
