// What other modules use of bookings: lint lets them import this file only. The module's own files
// import the service they need (checkout, settlement, back office).
export { announceBookingChange } from './booking-announcements.ts';
export { findHoldByOrderId, UNKNOWN_ORDER } from './checkout.service.ts';
export { recordPayment } from './settlement.service.ts';
export { applyRefundEvent } from './refunds.service.ts';
export {
  EVERY_OPEN_HOLD_MS,
  paymentsCheck,
  refundUnbookedPayment,
  runReconciliationPass,
} from './payment-reconciliation.service.ts';

/** How each sale's slots went, for the sell-out forecast (forecasts module). */
export { bookedUnitsByEvent } from './sales-history.service.ts';
export { eventMoney, type EventMoney } from './event-money.service.ts';
export type { EventMarginColumns } from './back-office.service.ts';
