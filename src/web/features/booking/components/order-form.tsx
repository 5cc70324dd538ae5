import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { formatRupees } from '#shared/domain/money.ts';
import { priceOrder, type ItemPrice } from '#shared/domain/pricing.ts';
import type { BookingConfirmation, BookingRequest, PickedLocation } from '#shared/schemas/bookings.ts';
import type { PublicEvent } from '#shared/schemas/events.ts';
import { TextAreaField, TextField } from '#web/components/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';
import { ORDER_REFUSAL } from '#shared/domain/order-refusals.ts';
import { formatKeralaStamp } from '#shared/domain/kerala-time.ts';
import { inLanguage } from '#shared/domain/in-language.ts';
import { rememberBooking } from '#web/lib/recent-bookings.ts';

import { useClientConfig } from '#web/lib/client-config.ts';
import { createBooking } from '../api/create-booking.ts';
import { createPaymentOrder, newReceipt, releasePaymentOrder } from '../api/create-order.ts';
import { useAvailableSlots } from '../api/get-available-slots.ts';
import { useMenu } from '../api/get-menu.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { isNetworkFailure } from '../api/retry.ts';
import { canAddOne, chosenItems, remainingSlots, stepQuantity, type Quantities } from '../model/quantities.ts';
import { fillFromFound, takeOffer, type FoundPlace } from '../model/fill-address.ts';
import { typedCouponOnPay } from '../model/typed-coupon.ts';
import { clearDraft, liveOpenOrder, loadDraft, saveDraft, type OpenOrder } from '#web/lib/order-draft.ts';
import {
  contactSchema,
  NO_CONTACT,
  orderRestSchema,
  summaryProblems,
  type ContactDetails,
} from '../model/order-details.ts';
import { CheckoutUnavailableError } from '../payment/checkout-types.ts';
import { useCheckout } from '../payment/use-checkout.tsx';
import { AddressOffer } from './address-offer.tsx';
import { CouponField } from './coupon-field.tsx';
import { LocationPicker, type FoundAddress } from './location-picker.tsx';
import { NoSlotsPanel } from './no-slots-panel.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { useCoupon, type CouponOutcome } from './use-coupon.ts';
import { button, compactButton } from '#web/components/buttons.ts';

interface OrderFormProps {
  event: PublicEvent;
  onBooked: (booking: BookingConfirmation) => void;
}

/** The payment's or the server's last word: one at a time, replaced by the next, gone when the order changes. */
interface Notice {
  tone: 'problem' | 'info';
  /** One sentence per line. */
  lines: string[];
}

/** Step 1 of the booking dialog: items, customer details, coupon, and payment. */
export function OrderForm({ event, onBooked }: OrderFormProps) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'booking' });
  const problemText = useProblemText();
  const queryClient = useQueryClient();
  // What the customer had typed before Back or a reload, and the order they had open.
  const [draft] = useState(() => loadDraft(event.id));
  const [openOrder, setOpenOrder] = useState<OpenOrder | null>(() => liveOpenOrder(draft?.openOrder ?? null));
  const menu = useMenu(event.id);
  const slots = useAvailableSlots(event.id, openOrder?.receipt);
  const config = useClientConfig();
  const checkout = useCheckout();

  const [quantities, setQuantities] = useState<Quantities>(draft?.quantities ?? {});
  // The contact details are the form's fields; the items, coupon and point keep their own state.
  const contact = useSchemaForm(contactSchema, draft?.fields ?? NO_CONTACT);
  const fields = contact.watch();
  const fieldProblem = useFieldProblem();
  const contactErrors = contact.formState.errors;
  const coupon = useCoupon(event.id, draft?.couponInput ?? '');
  const [location, setLocation] = useState<PickedLocation | null>(draft?.location ?? null);
  /** The place found for the picked point while the customer had typed another: offered until answered. */
  const [foundPlace, setFoundPlace] = useState<FoundPlace | null>(null);
  /** The coupon box's problem (a locale key under booking.validation): Pay with a code that is not valid. */
  const [couponError, setCouponError] = useState<string | null>(null);
  /** Pay was refused for missing items or details: the summary shows what is still missing. */
  const [summaryShown, setSummaryShown] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  /** Paid, but the booking call has not succeeded yet: the button saves instead of charging again. */
  const [unsaved, setUnsaved] = useState<BookingRequest | null>(null);
  const busyRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  /** The receipt of an attempt that failed on the network, reused when the same order is sent again. */
  const pendingAttempt = useRef<{ receipt: string; body: string } | null>(null);

  const menuData = menu.data;
  const items = useMemo(() => Object.entries(menuData?.items ?? {}), [menuData]);
  const prices = useMemo(
    () =>
      Object.fromEntries(
        items.map(([key, item]) => [
          key,
          { name: inLanguage(item.name, item.nameMl, i18n.language), unitPaise: item.pricePaise },
        ]),
      ) as Record<string, ItemPrice>,
    [items, i18n.language],
  );
  // Items the menu no longer has (it may change after a conflict) leave the order.
  const orderQuantities = useMemo(
    () => Object.fromEntries(Object.entries(chosenItems(quantities)).filter(([key]) => key in prices)),
    [quantities, prices],
  );
  // The discount is the one the server answered for the applied code: the browser never compares codes.
  const price = priceOrder(orderQuantities, prices, coupon.applied?.percent ?? 0);
  const availableSlots = slots.data?.availableSlots ?? null;
  const maxPerItem = menuData?.MAX_QUANTITY ?? 0;
  const booked = useRef(false);

  const { name, phone, address, pincode, email } = fields;
  useEffect(() => {
    if (booked.current) return;
    saveDraft(event.id, {
      quantities,
      fields: { name, phone, address, pincode, email: email ?? '' },
      couponInput: coupon.input,
      location,
      openOrder,
    });
  }, [event.id, quantities, name, phone, address, pincode, email, coupon.input, location, openOrder]);

  const problem = (...lines: string[]) => setNotice({ tone: 'problem', lines });

  /** The customer changed the order: the last payment or server message no longer applies to it. */
  function orderChanged() {
    // Unless the payment is taken but not saved: that message explains the Save button.
    if (!unsaved) setNotice(null);
  }

  /** A box the customer did not type in is filled: its problem no longer applies. */
  function fill(field: 'address' | 'pincode', value: string) {
    if (contact.getValues(field) === value) return;
    contact.setValue(field, value);
    contact.clearErrors(field);
  }

  function step(key: string, direction: 1 | -1) {
    setQuantities((current) => stepQuantity(current, key, direction, maxPerItem, availableSlots));
    orderChanged();
  }

  /** The point is always kept; its address fills only empty boxes, else it is offered. */
  function placeFound(found: FoundAddress) {
    setLocation(found.location);
    const place = { address: found.address, pincode: found.pincode };
    const filled = fillFromFound(contact.getValues(), place).fields;
    fill('address', filled.address);
    fill('pincode', filled.pincode);
    setFoundPlace(place);
    orderChanged();
  }

  function placeOnly(point: PickedLocation | null) {
    setLocation(point);
    setFoundPlace(null);
  }

  function replaceAddress(offer: FoundPlace) {
    const taken = takeOffer(contact.getValues(), offer);
    fill('address', taken.address);
    fill('pincode', taken.pincode);
    setFoundPlace(null);
    orderChanged();
  }

  /** A changed box is not the applied coupon any more: the customer applies it again (or Pay does). */
  function changeCoupon(value: string) {
    coupon.change(value);
    setCouponError(null);
    orderChanged();
  }

  /** Asks the server whether the typed code applies (Apply, Enter, or Pay with a code not applied). */
  function applyCoupon(): Promise<CouponOutcome> {
    setCouponError(null);
    orderChanged();
    return coupon.apply();
  }

  function describeOrderError(failure: unknown): string {
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

  function describeBookingError(failure: unknown): string {
    if (!(failure instanceof ApiError) || failure.status >= 500) return t('errors.bookingFailed');
    const sentence =
      failure.message ||
      (failure.status >= 400 ? t('errors.serverError', { status: failure.status }) : t('errors.bookingFailed'));
    return problemText(failure, sentence);
  }

  async function saveBooking(request: BookingRequest) {
    try {
      const booking = await createBooking(request);
      setUnsaved(null);
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
      void queryClient.invalidateQueries({ queryKey: queryKeys.booking.availableSlots(event.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.availability });
      onBooked(booking);
    } catch (failure) {
      setUnsaved(request);
      problem(describeBookingError(failure), t('paymentNotSaved'));
    }
  }

  /** The contact details as the schema hands them over; null when their problems are shown (the first focused). */
  const checkedContact = () =>
    new Promise<ContactDetails | null>((resolve) => void contact.handleSubmit(resolve, () => resolve(null))());

  /** Takes the customer to the coupon's problem, or up to the items (the summary is announced as well). */
  function showFirstProblem() {
    requestAnimationFrame(() => {
      const form = formRef.current;
      const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (target) target.focus();
      else form?.querySelector('#booking-items-title')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    });
  }

  async function pay() {
    if (!menuData) {
      problem(t('errors.gatewayConfig'));
      return;
    }
    const details = await checkedContact();
    const rest = orderRestSchema.safeParse({ coupon: coupon.applied?.code ?? null, items: orderQuantities, location });
    // A coupon typed but not applied is never ignored: the server is asked, and a valid one is applied
    // and shown before paying; any other blocks Pay with the field's error.
    const typed = typedCouponOnPay(coupon.input, coupon.applied !== null) === 'check' ? await applyCoupon() : 'ready';
    if (typed === 'applied') setNotice({ tone: 'info', lines: [t('couponAppliedPayAgain')] });
    if (!details || !rest.success || typed !== 'ready') {
      const refused = (part: string) => !rest.success && rest.error.issues.some((issue) => issue.path[0] === part);
      setCouponError(typed === 'invalid' ? 'couponNotApplied' : refused('coupon') ? 'couponTooLong' : null);
      if (typed === 'invalid') coupon.clearStatus();
      setSummaryShown(!details || !rest.success);
      if (refused('location')) setLocation(null);
      if (details && (!rest.success || typed === 'invalid')) showFirstProblem();
      return;
    }
    setCouponError(null);
    setSummaryShown(false);
    const order = {
      ...details,
      coupon: rest.data.coupon ?? null,
      items: rest.data.items,
      location: rest.data.location ?? null,
    };
    const language = i18n.language === 'ml' ? ('ml' as const) : ('en' as const);
    const body = { ...order, eventId: event.id, amount: price.totalPaise, currency: 'INR' as const, language };
    const bodyKey = JSON.stringify(body);
    // The same order again (after a network failure, a reload or Back) asks with the same receipt:
    // the server answers the hold it already made.
    const same = [pendingAttempt.current, liveOpenOrder(openOrder)].find((attempt) => attempt?.body === bodyKey);
    const receipt = same?.receipt ?? newReceipt();
    pendingAttempt.current = { receipt, body: bodyKey };

    let paymentOrder;
    try {
      // This tab's own open order on the event is replaced by the new one (the server releases only it).
      const own = liveOpenOrder(openOrder)?.receipt;
      paymentOrder = await createPaymentOrder({
        ...body,
        receipt,
        ...(own && own !== receipt ? { replaces: own } : {}),
      });
      pendingAttempt.current = null;
      setOpenOrder({ receipt, body: bodyKey, expiresAt: paymentOrder.expiresAt });
    } catch (failure) {
      if (!isNetworkFailure(failure)) pendingAttempt.current = null;
      if (failure instanceof ApiError && failure.status === 409) {
        // A refused order leaves the open one as it was, unless the server says it is closed.
        if (failure.code === ORDER_REFUSAL.orderClosed) setOpenOrder(null);
        void queryClient.invalidateQueries({ queryKey: queryKeys.booking.availableSlots(event.id) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.booking.menu(event.id) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.events.availability });
      }
      problem(describeOrderError(failure));
      return;
    }

    const giveBack = async () => {
      setOpenOrder(null);
      await releasePaymentOrder({ orderId: paymentOrder.orderId, receipt });
      void queryClient.invalidateQueries({ queryKey: queryKeys.booking.availableSlots(event.id) });
    };
    let outcome;
    try {
      outcome = await checkout.open({
        provider: paymentOrder.provider,
        keyId: paymentOrder.keyId,
        orderId: paymentOrder.orderId,
        amountPaise: paymentOrder.amount,
        currency: paymentOrder.currency,
        businessName: t('checkout.businessName'),
        description: event.title,
        prefill: { name: order.name, contact: order.phone },
      });
    } catch (failure) {
      problem(describeOrderError(failure));
      await giveBack();
      return;
    }
    if (outcome.status !== 'paid') {
      problem(t(outcome.status === 'dismissed' ? 'errors.paymentCancelled' : 'errors.paymentFailed'));
      await giveBack();
      return;
    }
    await saveBooking({
      payment: outcome.payment,
      eventId: event.id,
      event: { title: event.title, date: event.date },
      name: order.name,
      phone: order.phone,
      address: order.address,
      pincode: order.pincode,
      items: order.items,
      coupon: order.coupon,
      location: order.location,
    });
  }

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setNotice(null);
    try {
      if (unsaved) await saveBooking(unsaved);
      else await pay();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  if (menu.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 p-10 text-stone-600">
        <LoaderCircle aria-hidden className="size-5 animate-spin" /> {t('loadingMenu')}
      </p>
    );
  }
  if (menu.isError) {
    return (
      <div role="alert" className="space-y-3 p-8 text-center">
        <p className="text-red-700">{problemText(menu.error, t('errors.unableToLoadMenu'))}</p>
        <button type="button" onClick={() => void menu.refetch()} className={compactButton.secondary}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (availableSlots === 0 && !unsaved && slots.data) {
    return <NoSlotsPanel slots={slots.data} onCheckAgain={() => void slots.refetch()} />;
  }
  if (items.length === 0) {
    return <p className="p-10 text-center text-lg font-semibold text-stone-700">{t('noMenuItems')}</p>;
  }

  const summary = summaryShown ? summaryProblems({ ...fields, items: orderQuantities }) : [];
  const messages = [
    ...summary.map((key) => ({ text: t(`validation.${key}`), tone: 'problem' })),
    ...(notice?.lines.map((text) => ({ text, tone: notice.tone })) ?? []),
  ];
  const offer = foundPlace && fillFromFound(fields, foundPlace).offer;
  const remaining = availableSlots === null ? null : remainingSlots(availableSlots, orderQuantities);

  return (
    <form
      ref={formRef}
      onSubmit={(formEvent) => void submit(formEvent)}
      noValidate
      className="flex min-h-0 flex-1 flex-col"
    >
      <div className="min-h-0 flex-1 space-y-6 overflow-y-auto overscroll-contain px-4 py-4 sm:px-6">
        <section aria-labelledby="booking-items-title">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <h3 id="booking-items-title" className="text-lg font-bold text-stone-900">
              {t('selectMandi', { count: menuData!.PEOPLE_PER_ORDER })}
            </h3>
            {remaining !== null && (
              <p className="text-sm font-medium text-amber-800" data-testid="remaining-slots">
                {t('remainingSlots', { count: remaining })}
              </p>
            )}
          </div>
          {slots.isError && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {t('errors.unableToCheckAvailability')}
            </p>
          )}
          {openOrder && (slots.data?.yourHeldSlots ?? 0) > 0 && (
            <p
              className="mt-2 rounded-xl bg-emerald-50 p-3 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200"
              data-testid="your-hold"
            >
              {t('held.yours', {
                count: slots.data!.yourHeldSlots,
                time: formatKeralaStamp(openOrder.expiresAt).slice(11),
              })}
            </p>
          )}
          <p className="mt-1 text-xs text-stone-600">{t('maxPerItem', { count: maxPerItem })}</p>
          <ul className="mt-3 divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200">
            {items.map(([key, item]) => {
              const quantity = quantities[key] ?? 0;
              return (
                <li key={key} className="flex items-center gap-3 p-3" data-testid={`menu-item-${key}`}>
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-stone-900">{prices[key]!.name}</p>
                    {item.description && (
                      <p className="text-sm text-stone-600">
                        {inLanguage(item.description, item.descriptionMl, i18n.language)}
                      </p>
                    )}
                    <p className="mt-0.5 text-sm font-semibold text-amber-800">
                      {formatRupees(item.pricePaise)} <span className="font-normal text-stone-500">{t('each')}</span>
                    </p>
                  </div>
                  <QuantityStepper
                    name={prices[key]!.name}
                    quantity={quantity}
                    canDecrease={quantity > 0}
                    canIncrease={canAddOne(quantities, key, maxPerItem, availableSlots)}
                    onStep={(direction) => step(key, direction)}
                  />
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="booking-details-title" className="space-y-3">
          <h3 id="booking-details-title" className="text-lg font-bold text-stone-900">
            {t('yourDetails')}
          </h3>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t('name')}
              autoComplete="name"
              required
              error={fieldProblem(contactErrors.name)}
              {...contact.register('name', { onChange: orderChanged })}
            />
            <TextField
              label={t('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              error={fieldProblem(contactErrors.phone)}
              {...contact.register('phone', { onChange: orderChanged })}
            />
          </div>
          <TextAreaField
            label={t('address')}
            autoComplete="street-address"
            required
            rows={3}
            maxLength={300}
            className="[&_textarea]:max-h-60 [&_textarea]:min-h-24 [&_textarea]:resize-y [&_textarea]:[field-sizing:content]"
            error={fieldProblem(contactErrors.address)}
            {...contact.register('address', { onChange: orderChanged })}
          />
          <div aria-live="polite">
            {offer && (
              <AddressOffer offer={offer} onReplace={() => replaceAddress(offer)} onKeep={() => setFoundPlace(null)} />
            )}
          </div>
          <LocationPicker tileUrl={config.data?.mapTileUrl} onFound={placeFound} onPointOnly={placeOnly} />
          <TextField
            label={t('pincode')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={12}
            required
            className="sm:max-w-48"
            error={fieldProblem(contactErrors.pincode)}
            {...contact.register('pincode', { onChange: orderChanged })}
          />
          <TextField
            label={t('email')}
            hint={t('emailHint')}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            error={fieldProblem(contactErrors.email)}
            {...contact.register('email', { onChange: orderChanged })}
          />
        </section>

        <CouponField
          value={coupon.input}
          status={coupon.status}
          error={couponError ? t(`validation.${couponError}`) : null}
          onChange={changeCoupon}
          onApply={() => void applyCoupon()}
        />

        <PriceBreakdown
          title={t('priceBreakdown')}
          lines={price.lines}
          subtotalPaise={price.subtotalPaise}
          discountPercent={price.discountPercent}
          discountPaise={price.discountPaise}
          totalPaise={price.totalPaise}
        />
      </div>

      <div className="space-y-2 border-t border-stone-200 bg-white px-4 py-3 sm:px-6">
        {config.data?.paymentProvider === 'test' && (
          <p className="text-sm text-stone-600" data-testid="payments-simulated">
            {t('checkout.notice')}
          </p>
        )}
        {messages.length > 0 && (
          <div role="alert" className="space-y-0.5 text-sm font-medium" data-testid="booking-messages">
            {messages.map((message) => (
              <p key={message.text} className={message.tone === 'info' ? 'text-emerald-800' : 'text-red-700'}>
                {message.text}
              </p>
            ))}
          </div>
        )}
        <button
          type="submit"
          aria-disabled={busy}
          className={`${button.primary} w-full aria-disabled:cursor-wait aria-disabled:opacity-70`}
        >
          {busy && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
          {busy ? t('processing') : unsaved ? t('saveBooking') : t('pay', { amount: formatRupees(price.totalPaise) })}
        </button>
      </div>
      {checkout.element}
    </form>
  );
}
