import { bookingConfirmationReply, type BookingConfirmation, type BookingRequest } from '#shared/schemas/bookings.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { retryOnNetworkFailure } from './retry.ts';

/** Records the paid booking. The server is idempotent on the payment's order id, so a repeat is safe. */
export async function createBooking(request: BookingRequest): Promise<BookingConfirmation> {
  const reply = await retryOnNetworkFailure(() =>
    apiRequest('/api/bookings', { method: 'POST', body: request, reply: bookingConfirmationReply }),
  );
  return reply.booking;
}
