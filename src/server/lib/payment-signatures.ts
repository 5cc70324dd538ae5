import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's documented schemes: hex HMAC-SHA256 of `orderId|paymentId` (checkout) or of the raw body (webhook). */
export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}

export function signaturesMatch(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex, 'hex');
  return /^[0-9a-f]+$/i.test(givenHex) && expected.length === given.length && timingSafeEqual(expected, given);
}
