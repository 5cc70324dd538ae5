import { LoaderCircle } from 'lucide-react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { priceOrder, type ItemPrice } from '#shared/domain/pricing.ts';
import type { BookingConfirmation, PickedLocation } from '#shared/schemas/bookings.ts';
import type { PublicEvent } from '#shared/schemas/events.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { useSchemaForm } from '#web/lib/schema-form.ts';
import { inLanguage } from '#shared/domain/in-language.ts';
import { useClientConfig } from '#web/lib/client-config.ts';
import { useAvailableSlots } from '../api/get-available-slots.ts';
import { useMenu } from '../api/get-menu.ts';
import { chosenItems, remainingSlots, stepQuantity, type Quantities } from '../model/quantities.ts';
import { typedCouponOnPay } from '../model/typed-coupon.ts';
import {
  contactSchema,
  orderRestSchema,
  summaryProblems,
  type ContactDetails as CheckedContact,
} from '../model/order-details.ts';
import type { CheckedOrder } from '../model/payment-flow.ts';
import { ContactDetails } from './contact-details.tsx';
import { CouponField } from './coupon-field.tsx';
import { NoSlotsPanel } from './no-slots-panel.tsx';
import { OrderItems } from './order-items.tsx';
import { PayFooter } from './pay-footer.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';
import { useCoupon, type CouponOutcome } from './use-coupon.ts';
import { useKeptDraft, useStartingDraft } from './use-order-draft.ts';
import { useOrderPayment } from './use-order-payment.ts';
import { compactButton } from '#web/components/buttons.ts';

interface OrderFormProps {
  event: PublicEvent;
  onBooked: (booking: BookingConfirmation) => void;
}

/** Step 1 of the booking dialog: items, customer details, coupon, and payment. */
export function OrderForm({ event, onBooked }: OrderFormProps) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'booking' });
  const problemText = useProblemText();
  const draft = useStartingDraft(event.id);
  const payment = useOrderPayment(event, draft.openOrder, onBooked);
  const { openOrder, unsaved, busy, notice, dispatch } = payment;
  const menu = useMenu(event.id);
  const slots = useAvailableSlots(event.id, openOrder?.receipt);
  const config = useClientConfig();

  const [quantities, setQuantities] = useState<Quantities>(draft.quantities);
  // The contact details are the form's fields; the items, coupon and point keep their own state.
  const contact = useSchemaForm(contactSchema, draft.fields);
  const fields = contact.watch();
  const coupon = useCoupon(event.id, draft.couponInput);
  const [location, setLocation] = useState<PickedLocation | null>(draft.location);
  /** The coupon box's problem (a locale key under booking.validation): Pay with a code that is not valid. */
  const [couponError, setCouponError] = useState<'couponNotApplied' | 'couponTooLong' | null>(null);
  /** Pay was refused for missing items or details: the summary shows what is still missing. */
  const [summaryShown, setSummaryShown] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const menuData = menu.data;
  const prices = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(menuData?.items ?? {}).map(([key, item]) => [
          key,
          { name: inLanguage(item.name, item.nameMl, i18n.language), unitPaise: item.pricePaise },
        ]),
      ) as Record<string, ItemPrice>,
    [menuData, i18n.language],
  );
  // Items the menu no longer has (it may change after a conflict) leave the order.
  const orderQuantities = useMemo(
    () => Object.fromEntries(Object.entries(chosenItems(quantities)).filter(([key]) => key in prices)),
    [quantities, prices],
  );
  // The discount is the one the server answered for the applied code: the browser never compares codes.
  const price = priceOrder(orderQuantities, prices, coupon.applied?.percent ?? 0);
  const availableSlots = slots.data?.availableSlots ?? null;

  const email = fields.email ?? '';
  useKeptDraft(event.id, payment.booked, {
    quantities,
    fields: { ...fields, email },
    couponInput: coupon.input,
    location,
    openOrder,
  });

  const orderChanged = () => dispatch({ type: 'orderChanged' });

  function step(key: string, direction: 1 | -1) {
    setQuantities((current) => stepQuantity(current, key, direction, menuData?.MAX_QUANTITY ?? 0, availableSlots));
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

  /** Takes the customer to the coupon's problem, or up to the items (the summary is announced as well). */
  function showFirstProblem() {
    requestAnimationFrame(() => {
      const form = formRef.current;
      const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (target) target.focus();
      else form?.querySelector('#booking-items-title')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    });
  }

  /** Pay was refused here: the summary, the coupon's problem, a point the order cannot take; the first problem focused. */
  function showProblems(detailsValid: boolean, refusedParts: string[], typed: CouponOutcome | 'ready') {
    const restValid = refusedParts.length === 0;
    const invalidCoupon = typed === 'invalid';
    setCouponError(invalidCoupon ? 'couponNotApplied' : refusedParts.includes('coupon') ? 'couponTooLong' : null);
    if (invalidCoupon) coupon.clearStatus();
    setSummaryShown(!detailsValid || !restValid);
    if (refusedParts.includes('location')) setLocation(null);
    if (detailsValid && (!restValid || invalidCoupon)) showFirstProblem();
  }

  /** The order to pay for, or null when Pay shows what is missing or wrong instead. */
  async function checkedOrder(): Promise<CheckedOrder | null> {
    if (!menuData) {
      dispatch({ type: 'said', notice: { tone: 'problem', lines: [t('errors.gatewayConfig')] } });
      return null;
    }
    // The contact details as the schema hands them over; null when their problems are shown (the first focused).
    const details = await new Promise<CheckedContact | null>(
      (resolve) => void contact.handleSubmit(resolve, () => resolve(null))(),
    );
    const rest = orderRestSchema.safeParse({ coupon: coupon.applied?.code ?? null, items: orderQuantities, location });
    // A coupon typed but not applied is never ignored: the server is asked, and a valid one is applied
    // and shown before paying; any other blocks Pay with the field's error.
    const typed = typedCouponOnPay(coupon.input, coupon.applied !== null) === 'check' ? await applyCoupon() : 'ready';
    if (typed === 'applied') dispatch({ type: 'said', notice: { tone: 'info', lines: [t('couponAppliedPayAgain')] } });
    if (!details || !rest.success || typed !== 'ready') {
      showProblems(
        details !== null,
        rest.success ? [] : rest.error.issues.map((issue) => String(issue.path[0])),
        typed,
      );
      return null;
    }
    setCouponError(null);
    setSummaryShown(false);
    const language = i18n.language === 'ml' ? ('ml' as const) : ('en' as const);
    return {
      ...details,
      coupon: rest.data.coupon ?? null,
      items: rest.data.items,
      location: rest.data.location ?? null,
      eventId: event.id,
      amount: price.totalPaise,
      currency: 'INR',
      language,
    };
  }

  function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    void payment.submit(checkedOrder);
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
  if (Object.keys(menu.data.items).length === 0) {
    return <p className="p-10 text-center text-lg font-semibold text-stone-700">{t('noMenuItems')}</p>;
  }

  const summary = summaryShown ? summaryProblems({ ...fields, items: orderQuantities }) : [];
  const messages = [
    ...summary.map((key) => ({ text: t(`validation.${key}`), tone: 'problem' as const })),
    ...(notice?.lines.map((text) => ({ text, tone: notice.tone })) ?? []),
  ];

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 space-y-6 overflow-y-auto overscroll-contain px-4 py-4 sm:px-6">
        <OrderItems
          menu={menu.data}
          prices={prices}
          quantities={quantities}
          slots={slots}
          remaining={availableSlots === null ? null : remainingSlots(availableSlots, orderQuantities)}
          openOrder={openOrder}
          onStep={step}
        />
        <ContactDetails
          contact={contact}
          tileUrl={config.data?.mapTileUrl}
          onChanged={orderChanged}
          onLocation={setLocation}
        />
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

      <PayFooter
        simulated={config.data?.paymentProvider === 'test'}
        messages={messages}
        busy={busy}
        unsaved={unsaved !== null}
        totalPaise={price.totalPaise}
      />
      {payment.checkoutElement}
    </form>
  );
}
