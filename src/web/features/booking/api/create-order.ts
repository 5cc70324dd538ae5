import type { CreateOrderRequest, CreateOrderReply, ReleaseOrderRequest } from '#shared/schemas/bookings.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { retryOnNetworkFailure } from './retry.ts';

/**
 * Holds the slots and opens a payment order. Safe to repeat with the same receipt and body:
 * the server answers a repeat with the same order and holds nothing twice.
 */
export function createPaymentOrder(request: CreateOrderRequest): Promise<CreateOrderReply> {
  return retryOnNetworkFailure(() =>
    apiRequest<CreateOrderReply>('/api/razorpay/create-order', { method: 'POST', body: request }),
  );
}

/** A fresh idempotency key for one payment attempt: 32 hex characters. */
export function newReceipt(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replaceAll('-', '');
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Gives the order's slots back at once when its checkout was closed or failed. Best effort: a hold
 * that is never released still expires on its own.
 */
export function releasePaymentOrder(order: ReleaseOrderRequest): Promise<unknown> {
  return retryOnNetworkFailure(() => apiRequest('/api/razorpay/release-order', { method: 'POST', body: order })).catch(
    () => undefined,
  );
}
