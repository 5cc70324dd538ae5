import { useQueryClient } from '@tanstack/react-query';
import { useReducer, useRef } from 'react';
import type { BookingConfirmation } from '#shared/schemas/bookings.ts';
import type { PublicEvent } from '#shared/schemas/events.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { clearDraft, liveOpenOrder, type OpenOrder } from '#web/lib/order-draft.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { rememberBooking } from '#web/lib/recent-bookings.ts';
import { createBooking } from '../api/create-booking.ts';
import { createPaymentOrder, newReceipt, releasePaymentOrder } from '../api/create-order.ts';
import { isNetworkFailure } from '../api/retry.ts';
import {
  payForOrder,
  paymentReducer,
  saveBooking,
  startingPayment,
  type CheckedOrder,
  type PaymentPorts,
} from '../model/payment-flow.ts';
import { CheckoutUnavailableError } from '../payment/checkout-types.ts';
import { useCheckout } from '../payment/use-checkout.tsx';

/**
 * The order form's payment (model/payment-flow.ts) wired to the server, the checkout, the caches and
 * the customer's language. `submit` saves a paid booking again, or checks the order and pays for it.
 */
export function useOrderPayment(
  event: PublicEvent,
  openOrder: OpenOrder | null,
  onBooked: (booking: BookingConfirmation) => void,
) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking' });
  const problemText = useProblemText();
  const queryClient = useQueryClient();
  const checkout = useCheckout();
  const [state, dispatch] = useReducer(paymentReducer, liveOpenOrder(openOrder), startingPayment);
  const busyRef = useRef(false);
  /** Booked: the draft is cleared and must not be saved again. */
  const booked = useRef(false);

  const refresh = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });

  function orderProblem(failure: unknown): string {
    if (failure instanceof CheckoutUnavailableError) {
      return failure.reason === 'sdk-failed' ? t('errors.sdkFailed') : t('errors.gatewayConfig');
    }
    if (!(failure instanceof ApiError)) return t('errors.failedToInitiate');
    // Refusals the server names by code are said in the customer's language; other refusals (bad
    // input the form did not catch) in the server's own sentence.
    // The order named a code while this network was over its coupon tries (shared with Apply's check).
    if (failure.code === 'booking.couponCheck.tooMany') return t('couponCheck.tooManyOnOrder');
    const sentence = failure.status >= 400 && failure.status < 500 ? failure.message : t('errors.failedToInitiate');
    return problemText(failure, sentence);
  }

  function bookingProblem(failure: unknown): string {
    if (!(failure instanceof ApiError) || failure.status >= 500) return t('errors.bookingFailed');
    const sentence =
      failure.message ||
      (failure.status >= 400 ? t('errors.serverError', { status: failure.status }) : t('errors.bookingFailed'));
    return problemText(failure, sentence);
  }

  const ports: PaymentPorts = {
    createOrder: createPaymentOrder,
    releaseOrder: releasePaymentOrder,
    openCheckout: (paymentOrder, contact) =>
      checkout.open({
        provider: paymentOrder.provider,
        keyId: paymentOrder.keyId,
        orderId: paymentOrder.orderId,
        amountPaise: paymentOrder.amount,
        currency: paymentOrder.currency,
        businessName: t('checkout.businessName'),
        description: event.title,
        prefill: { name: contact.name, contact: contact.phone },
      }),
    createBooking,
    newReceipt,
    isNetworkFailure,
    onConflict: () => {
      refresh(queryKeys.booking.availableSlots(event.id));
      refresh(queryKeys.booking.menu(event.id));
      refresh(queryKeys.events.availability);
    },
    onReleased: () => refresh(queryKeys.booking.availableSlots(event.id)),
    onBooked: (booking) => {
      booked.current = true;
      clearDraft(event.id);
      rememberBooking({
        reference: booking.bookingId,
        eventTitle: booking.event.title,
        eventTitleMl: booking.event.titleMl,
        manageUrl: booking.manageUrl,
        eventDate: booking.event.date,
        totalPaise: booking.totalPaise,
        bookedAt: new Date().toISOString(),
      });
      refresh(queryKeys.booking.availableSlots(event.id));
      refresh(queryKeys.events.availability);
      onBooked(booking);
    },
    words: {
      orderProblem,
      bookingProblem,
      paymentEnded: (status) => t(status === 'dismissed' ? 'errors.paymentCancelled' : 'errors.paymentFailed'),
      notSaved: t('paymentNotSaved'),
    },
  };

  /** One submit at a time: a paid booking not yet saved is saved again, else `check` gives the order to pay for. */
  async function submit(check: () => Promise<CheckedOrder | null>) {
    if (busyRef.current) return;
    busyRef.current = true;
    dispatch({ type: 'started' });
    try {
      if (state.unsaved) return await saveBooking(state.unsaved, ports, dispatch);
      const order = await check();
      if (!order) return;
      const now = { ...state, openOrder: liveOpenOrder(state.openOrder) };
      await payForOrder(order, { title: event.title, date: event.date }, now, ports, dispatch);
    } finally {
      busyRef.current = false;
      dispatch({ type: 'finished' });
    }
  }

  return { ...state, dispatch, submit, booked, checkoutElement: checkout.element };
}
