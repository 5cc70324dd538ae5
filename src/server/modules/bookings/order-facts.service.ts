import type { CouponUses } from '#server/modules/coupons/coupons.service.ts';
import type { SaleOrders } from '#server/modules/diary/diary.service.ts';
import type { EventHasOrders } from '#server/modules/events/events.service.ts';
import * as repo from './order-facts.repo.ts';

// What the modules below bookings (which bookings imports, so they cannot import it back) are told of
// its orders. Each declares what it needs; the app hands these over (src/server/app.ts).

/** A code's uses, for the coupon limits; read in the caller's transaction. */
export const couponUses: CouponUses = repo.couponUsesAt;

/** Whether an event has taken orders, before an admin deletes it. */
export const eventHasOrders: EventHasOrders = repo.eventHasOrders;

/** The bookings of the sales event a diary event is prepared for. */
export const saleOrders: SaleOrders = {
  bookedQuantity: repo.bookedQuantity,
  hasBookingWithReference: repo.hasBookingWithReference,
};
