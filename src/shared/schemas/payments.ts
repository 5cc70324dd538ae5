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

/** The test gateway's stand-in for Razorpay's checkout: pays an open order. */
export const testPaymentRequestSchema = z.object({ orderId: z.string().min(1).max(100) });
export const testPaymentReply = testCheckoutResultSchema.extend({ success: z.literal(true) });
