import type { PaymentProof } from '#shared/schemas/payments.ts';

/** What the dialog asks of a checkout, whichever provider runs it. */
export interface CheckoutRequest {
  provider: 'test' | 'razorpay';
  keyId: string;
  orderId: string;
  amountPaise: number;
  currency: 'INR';
  businessName: string;
  description: string;
  prefill: { name: string; contact: string };
}

export type CheckoutOutcome =
  { status: 'paid'; payment: PaymentProof } | { status: 'failed' } | { status: 'dismissed' };

/** The checkout could not even open: its script did not load, or the key is missing. */
export class CheckoutUnavailableError extends Error {
  constructor(readonly reason: 'sdk-failed' | 'configuration') {
    super(reason);
    this.name = 'CheckoutUnavailableError';
  }
}
