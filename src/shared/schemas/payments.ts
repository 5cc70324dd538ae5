import { z } from 'zod';

/** What proves a payment: the provider's payment id, its order and its signature over both. */
export const paymentProofSchema = z.object({
  id: z.string().min(1).max(100),
  orderId: z.string().min(1).max(100),
  signature: z.string().min(1).max(200),
});
export type PaymentProof = z.infer<typeof paymentProofSchema>;

/** What the test gateway's checkout hands back, named as Razorpay's checkout names it. */
export const testCheckoutResultSchema = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});
export type TestCheckoutResult = z.infer<typeof testCheckoutResultSchema>;

/**
 * The test gateway's stand-in for Razorpay's checkout: pays an open order, for its own amount unless
 * `amount` (paise) names another (a payment that does not match its order, as a test needs one).
 */
export const testPaymentRequestSchema = z.object({
  orderId: z.string().min(1).max(100),
  amount: z.number().int().positive().max(100_000_000).optional(),
});
export const testPaymentReply = testCheckoutResultSchema.extend({ success: z.literal(true) });

/** Why a captured payment could not become a booking. */
export const UNBOOKED_REASONS = ['no-hold', 'amount-differs'] as const;
export type UnbookedReason = (typeof UNBOOKED_REASONS)[number];

/** A payment the gateway took that no booking holds: the owner refunds it. */
export const unbookedPaymentSchema = z.object({
  id: z.number(),
  orderId: z.string(),
  paymentId: z.string(),
  amountPaise: z.number(),
  phone: z.string().nullable(),
  paidAt: z.string(),
  reason: z.enum(UNBOOKED_REASONS),
  /** Set once the gateway took the refund of the whole payment. */
  refundedAt: z.string().nullable(),
});
export type UnbookedPayment = z.infer<typeof unbookedPaymentSchema>;

/** A payment the pass booked: its booking's reference. */
export const reconciledBookingSchema = z.object({
  orderId: z.string(),
  paymentId: z.string(),
  amountPaise: z.number(),
  phone: z.string().nullable(),
  bookingReference: z.string(),
});
export type ReconciledBooking = z.infer<typeof reconciledBookingSchema>;

/** `POST /api/payments/reconcile`: what the pass booked, and every payment still without a booking. */
export const reconcileReply = z.object({
  success: z.literal(true),
  ranAt: z.string(),
  booked: z.array(reconciledBookingSchema),
  unmatched: z.array(unbookedPaymentSchema),
});
export type ReconcileReply = z.infer<typeof reconcileReply>;

/** The last pass of any server: when it ran and what it found. */
export const reconciliationPassSchema = z.object({
  ranAt: z.string(),
  /** Holds and payments looked at. */
  checked: z.number(),
  booked: z.number(),
  unmatched: z.number(),
  /** Holds the gateway could not be asked about (left for the next pass). */
  unreachable: z.number(),
});
export type ReconciliationPass = z.infer<typeof reconciliationPassSchema>;

/** The admin overview's part about payments: the last pass and the payments without booking. */
export const paymentsCheckReply = z.object({
  success: z.literal(true),
  lastPass: reconciliationPassSchema.nullable(),
  unbooked: z.array(unbookedPaymentSchema),
});
export type PaymentsCheck = Omit<z.infer<typeof paymentsCheckReply>, 'success'>;

export const unbookedRefundReply = z.object({ success: z.literal(true), payment: unbookedPaymentSchema });
