import { bookingState, cancellationRefundPaise } from '#shared/domain/booking-state.ts';
import { cancellationTerms } from '#shared/domain/cancellation-terms.ts';
import type { Db } from '#server/db/database.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import type { PaymentGateway } from '#server/lib/payment-gateway.ts';
import { lockCapacity } from '#server/modules/capacity/capacity.service.ts';
import { findEventById } from '#server/modules/events/events.service.ts';
import { readBusinessSettings } from '#server/modules/settings/settings.service.ts';
import * as repo from './bookings.repo.ts';
import { BY_CUSTOMER, findBookingToChange, type LinkTime } from './my-booking.service.ts';
import { addRefund, askGateway, newRefundKey, refundsMade } from './refunds.service.ts';
import { refundsOfBookings } from './refunds.repo.ts';
import { offerFreedSlots } from './waiting-list.service.ts';
import { unpaidLimit } from './unpaid-limit.ts';
import { queueBookingCancelled } from '#server/modules/mail/mail.service.ts';

/**
 * The customer's cancellation from the booking page, before the owner's cutoff: the booking is
 * cancelled and its units are back on sale in one transaction with the refund the policy gives (never
 * more than is still refundable); the refund is asked of the gateway once that has committed.
 * Refused (410) through a link that has outlived the customer's details. Returns the event whose slots
 * came back.
 */
export async function cancelMyBooking(
  db: Db,
  gateway: PaymentGateway,
  token: string,
  linkTime: LinkTime,
): Promise<{ eventId: number }> {
  const found = await findBookingToChange(db, token, linkTime);
  const { booking, refundId } = await withTransaction(
    db,
    async (tx) => {
      const capacity = await lockCapacity(tx, found.event_id);
      const current = (await repo.lockBooking(tx, found.id))!;
      if (current.status === 'cancelled') throw textRefusal(409, 'booking.myBooking.refusals.alreadyCancelled');
      if (current.status === 'delivered') throw textRefusal(409, 'booking.myBooking.refusals.delivered');
      const event = await findEventById(tx, current.event_id);
      const terms = cancellationTerms(
        await readBusinessSettings(tx),
        event?.date ?? current.event_date,
        current.amount_paise,
        new Date(capacity.now),
      );
      if (!terms.open) throw textRefusal(409, 'booking.myBooking.refusals.closed');
      const cancelled = await repo.changeStatus(tx, current, {
        status: 'cancelled',
        flags: JSON.parse(current.flags),
        by: BY_CUSTOMER,
        at: capacity.now,
      });
      await queueBookingCancelled(tx, cancelled, capacity.now);
      capacity.bookedChanged(-current.total_quantity);
      // The first in line whose count fits get the freed slots before any new buyer can.
      await offerFreedSlots(tx, capacity, unpaidLimit.of(db));
      await capacity.save(tx);
      const { money } = bookingState(
        current.status,
        current.amount_paise,
        refundsMade(await refundsOfBookings(tx, [current.id])),
      );
      const refundPaise = cancellationRefundPaise(terms, money);
      if (refundPaise <= 0) return { booking: cancelled, refundId: null };
      const refund = await addRefund(tx, cancelled, {
        amountPaise: refundPaise,
        reason: `Cancelled by the customer (${terms.refundPercent}% refund)`,
        by: BY_CUSTOMER,
        key: newRefundKey(),
        at: capacity.now,
      });
      return { booking: cancelled, refundId: refund.id };
    },
    { isolation: 'read committed' },
  );
  if (refundId !== null) await askGateway(db, gateway, refundId);
  return { eventId: booking.event_id };
}
