import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, noBodySchema } from '#shared/schemas/common.ts';
import {
  adminBookingReply,
  bookingConfirmationReply,
  bookingExportQuerySchema,
  bookingListQuerySchema,
  bookingRequestSchema,
  bookingsPageReply,
  bookingStatusChangeSchema,
  bookingsSummaryReply,
  createOrderReply,
  createOrderRequestSchema,
  manageTokenParamsSchema,
  myBookingReply,
  refundRequestSchema,
  REFUND_KEY_SHAPE,
  releaseOrderReply,
  releaseOrderRequestSchema,
} from '#shared/schemas/bookings.ts';
import { availabilityQuerySchema, availableSlotsReply, eventsAvailabilityReply } from '#shared/schemas/availability.ts';
import type { Db } from '#server/db/database.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import { clientGroup } from '#server/lib/client-group.ts';
import type { LiveTopics } from '#server/lib/live-topics.ts';
import type { PaymentGateway } from '#server/lib/payment-gateway.ts';
import { resolveActiveEvent } from '#server/modules/events/events.service.ts';
import type { CouponGuesses } from '#server/modules/coupons/coupons.service.ts';
import { announceBookingChange } from './booking-announcements.ts';
import { holdsRoutes } from './holds.routes.ts';
import { waitingListRoutes } from './waiting-list.routes.ts';
import { eventSlots, upcomingAvailability } from './availability.ts';
import { createOrder, releaseOrder } from './checkout.service.ts';
import { recordPayment, toConfirmation } from './settlement.service.ts';
import { findMyBooking } from './my-booking.service.ts';
import { cancelMyBooking } from './cancellation.service.ts';
import { refundBooking } from './refunds.service.ts';
import { unpaidLimit } from './unpaid-limit.ts';
import {
  bookingsCsv,
  bookingsSummary,
  changeBookingStatus,
  type EventMarginColumns,
  findAdminBooking,
  listBookings,
} from './back-office.service.ts';

interface BookingsRoutesOptions {
  db: Db;
  gateway: PaymentGateway;
  live: LiveTopics;
  maxUnpaidUnitsPerAddress: number;
  /** PRIVATE_LINK_DAYS: how long a booking's or an offer's link shows the customer's details. */
  privateLinkDays: number;
  /** The coupon check's count of typed codes: an order naming a code takes one too. */
  couponGuesses: CouponGuesses;
  /** The margins module's figures for the export's margin columns (without it, the export has none). */
  eventMargins?: EventMarginColumns;
}

/**
 * The revenue path: a hold with a gateway order, then the booking once the payment is proven.
 * No per-address request limit here: customers share carrier addresses. Hoarding is bounded by the
 * unpaid units per address, one open hold per phone and event, release on close, expiry and item caps.
 */
export const bookingsRoutes: FastifyPluginAsyncZod<BookingsRoutesOptions> = async (
  app,
  { db, gateway, live, maxUnpaidUnitsPerAddress, privateLinkDays, couponGuesses, eventMargins },
) => {
  unpaidLimit.set(db, maxUnpaidUnitsPerAddress);
  // The admin's side of the same holds: who is paying now, and releasing one.
  await app.register(holdsRoutes, { db, gateway, live });
  await app.register(waitingListRoutes, { db, maxUnpaidUnitsPerAddress, privateLinkDays });

  app.get(
    '/api/available-slots',
    {
      config: { access: 'public' },
      schema: { querystring: availabilityQuerySchema, response: { 200: availableSlotsReply } },
    },
    async (request) => {
      const { eventId, event: title, receipt } = request.query;
      const event = await resolveActiveEvent(db, { eventId, event: title === undefined ? undefined : { title } });
      return { success: true as const, ...(await eventSlots(db, event, receipt)) };
    },
  );

  app.get(
    '/api/events/availability',
    { config: { access: 'public' }, schema: { response: { 200: eventsAvailabilityReply } } },
    async () => ({ success: true as const, data: await upcomingAvailability(db) }),
  );

  app.post(
    '/api/razorpay/create-order',
    {
      config: { access: 'public' },
      schema: { body: createOrderRequestSchema, response: { 200: createOrderReply } },
    },
    async (request) => {
      // Before the event, the code or the price is looked at: over the limit every code answers alike.
      if (request.body.coupon) couponGuesses.take(request.ip);
      return {
        success: true as const,
        ...(await createOrder(db, gateway, request.body, {
          address: clientGroup(request.ip),
          maxUnpaidUnits: maxUnpaidUnitsPerAddress,
        })),
      };
    },
  );

  app.post(
    '/api/razorpay/release-order',
    {
      config: { access: 'public' },
      schema: { body: releaseOrderRequestSchema, response: { 200: releaseOrderReply } },
    },
    async (request) => ({ success: true as const, released: await releaseOrder(db, request.body) }),
  );

  app.post(
    '/api/bookings',
    {
      config: { access: 'public' },
      schema: {
        body: bookingRequestSchema,
        response: { 200: bookingConfirmationReply },
      },
    },
    async (request) => {
      const { id: paymentId, orderId, signature } = request.body.payment;
      if (!gateway.verifyPayment({ orderId, paymentId, signature })) {
        throw textRefusal(400, 'refusals.orders.paymentVerificationFailed');
      }
      const booking = await recordPayment(db, { orderId, paymentId, source: 'browser' });
      announceBookingChange(db, live, request.log, booking.event_id);
      return { success: true as const, booking: toConfirmation(booking) };
    },
  );

  // The customer's private booking page: the link's token is the only key, no account. Its answers are
  // kept by no cache and its URL is never logged (lib/private-link-route.ts); after privateLinkDays it
  // shows the booking's state only.
  const linkTime = { linkDays: privateLinkDays };
  app.get(
    '/api/my-booking/:token',
    {
      config: { access: 'public' },
      schema: { params: manageTokenParamsSchema, response: { 200: myBookingReply } },
    },
    async (request) => ({ success: true as const, booking: await findMyBooking(db, request.params.token, linkTime) }),
  );

  // The customer's own cancellation, before the owner's cutoff: the slots go back on sale at once.
  app.post(
    '/api/my-booking/:token/cancel',
    {
      config: { access: 'public' },
      schema: { params: manageTokenParamsSchema, body: noBodySchema, response: { 200: myBookingReply } },
    },
    async (request) => {
      const { eventId } = await cancelMyBooking(db, gateway, request.params.token, linkTime);
      announceBookingChange(db, live, request.log, eventId);
      return { success: true as const, booking: await findMyBooking(db, request.params.token, linkTime) };
    },
  );

  app.get(
    '/api/bookings',
    {
      config: { access: 'admin' },
      schema: {
        querystring: bookingListQuerySchema,
        response: { 200: bookingsPageReply },
      },
    },
    async (request) => ({ success: true as const, ...(await listBookings(db, request.query)) }),
  );

  app.get(
    '/api/bookings/export',
    {
      config: { access: 'admin' },
      schema: { querystring: bookingExportQuerySchema },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="bookings.csv"')
        .send(await bookingsCsv(db, request.query, eventMargins)),
  );

  app.put(
    '/api/bookings/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: idParamsSchema,
        body: bookingStatusChangeSchema,
        response: { 200: adminBookingReply },
      },
    },
    async (request) => {
      const booking = await changeBookingStatus(db, request.params.id, request.body.status, request.user!.username);
      announceBookingChange(db, live, request.log, booking.event.id);
      return { success: true as const, booking };
    },
  );

  // A refund, fully or in part, with a reason. An Idempotency-Key header makes a repeat refund nothing more.
  app.post(
    '/api/bookings/:id/refund',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, body: refundRequestSchema, response: { 200: adminBookingReply } },
    },
    async (request) => {
      const key = request.headers['idempotency-key'];
      if (key !== undefined && (typeof key !== 'string' || !REFUND_KEY_SHAPE.test(key))) {
        throw textRefusal(400, 'refusals.orders.idempotencyKey');
      }
      await refundBooking(db, gateway, request.params.id, request.body, { by: request.user!.username, key });
      const booking = await findAdminBooking(db, request.params.id);
      announceBookingChange(db, live, request.log, booking.event.id);
      return { success: true as const, booking };
    },
  );

  app.get(
    '/api/bookings/summary',
    {
      config: { access: 'admin' },
      schema: { response: { 200: bookingsSummaryReply } },
    },
    async () => ({ success: true as const, data: await bookingsSummary(db) }),
  );
};
