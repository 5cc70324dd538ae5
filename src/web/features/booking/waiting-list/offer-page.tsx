import { Clock, ReceiptText, ShoppingBag } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { formatKeralaDateTime } from '#shared/domain/kerala-time.ts';
import { inLanguage } from '#shared/domain/in-language.ts';
import type { ExpiredOffer, WaitingOffer } from '#shared/schemas/waiting-list.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { loadDraft, saveDraft } from '#web/lib/order-draft.ts';
import { useUpcomingEvents } from '#web/lib/upcoming-events.ts';
import { button } from '#web/components/buttons.ts';
import { EventDate } from '#web/components/event-date.tsx';
import { PageLoading } from '#web/components/page-loading.tsx';
import BookingDialog from '../components/booking-dialog.tsx';
import { LinkLoadFailed, PrivateLinkPage } from '../components/private-link-page.tsx';
import { useOffer } from '../api/get-offer.ts';

/**
 * A waiting-list offer's private page (/offer/<token>): the slots held for the customer and until
 * when; "Order and pay now" opens the booking form filled with the offered units and the held slots
 * as the customer's own open order, so the order made there takes them over. Once paid, it links to
 * the booking's page. `brand` is the storefront's logo, linked home.
 */
export function OfferPage({ token, brand }: { token: string; brand: ReactNode }) {
  const { t } = useTranslation();
  const offer = useOffer(token);

  let body;
  if (offer.isPending) body = <PageLoading />;
  else if (offer.isError) {
    body = (
      <LinkLoadFailed
        error={offer.error}
        onRetry={() => void offer.refetch()}
        texts={{
          notFound: t('booking.waitingList.offer.notFound'),
          loadFailed: t('booking.waitingList.offer.loadFailed'),
        }}
      />
    );
  } else if (offer.data.expired) body = <ExpiredOfferDetails offer={offer.data} />;
  else body = <OfferDetails offer={offer.data} onOrderClosed={() => void offer.refetch()} />;

  return (
    <PrivateLinkPage brand={brand} title={t('booking.waitingList.offer.title')}>
      {body}
    </PrivateLinkPage>
  );
}

/** An offer whose link has outlived the customer's details (PRIVATE_LINK_DAYS): the event, and that it is over. */
function ExpiredOfferDetails({ offer }: { offer: ExpiredOffer }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-5" data-testid="offer-expired">
      <p className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
        <span className="block text-lg font-semibold">{offer.event.title}</span>
        <EventDate date={offer.event.date} />
      </p>
      <p data-testid="offer-state" className="rounded-2xl bg-white p-5 text-lg ring-1 ring-stone-200">
        {t('booking.waitingList.offer.expired')}
      </p>
    </div>
  );
}

function OfferDetails({ offer, onOrderClosed }: { offer: WaitingOffer; onOrderClosed: () => void }) {
  const { t, i18n } = useTranslation();
  const events = useUpcomingEvents();
  const [ordering, setOrdering] = useState(false);
  const event = events.data?.find((candidate) => candidate.id === offer.event.id);
  const title = event ? inLanguage(event.title, event.titleMl, i18n.language) : offer.event.title;
  const live = offer.status === 'offered';

  if (!live) {
    const ended = offer.status === 'accepted' ? 'accepted' : 'lapsed';
    return (
      <div className="space-y-5">
        <p data-testid="offer-state" className="rounded-2xl bg-white p-5 text-lg ring-1 ring-stone-200">
          {t(`booking.waitingList.offer.${ended}`)}
        </p>
        {offer.bookingPath && (
          <a href={offer.bookingPath} className={`${button.primary} w-full text-lg`} data-testid="offer-booking-link">
            <ReceiptText aria-hidden className="size-5" />
            {t('booking.waitingList.offer.openBooking')}
          </a>
        )}
      </div>
    );
  }

  const order = () => {
    // The held slots become this tab's open order on the event, filled with the offered units (or
    // what the customer made of them before): the form's order replaces the hold.
    const kept = loadDraft(offer.event.id);
    const resumed = kept?.openOrder?.receipt === offer.receipt;
    saveDraft(offer.event.id, {
      quantities: resumed ? kept.quantities : offer.items,
      fields: {
        name: offer.name,
        phone: offer.phone,
        address: kept?.fields.address ?? '',
        pincode: kept?.fields.pincode ?? '',
        email: offer.email ?? kept?.fields.email ?? '',
      },
      couponInput: kept?.couponInput ?? '',
      location: kept?.location ?? null,
      openOrder: { receipt: offer.receipt, body: '', expiresAt: offer.expiresAt },
    });
    setOrdering(true);
  };

  return (
    <div className="space-y-5">
      <p
        data-testid="offer-state"
        className="flex items-start gap-3 rounded-2xl bg-emerald-100 px-4 py-4 text-xl font-bold text-emerald-950 ring-2 ring-emerald-300 sm:text-2xl"
      >
        <Clock aria-hidden className="mt-1 size-6 shrink-0" />
        {t('booking.waitingList.offer.held', {
          count: offer.units,
          title,
          time: formatKeralaDateTime(offer.expiresAt, i18n.language),
        })}
      </p>
      <p className="rounded-xl bg-white p-4 text-stone-700 ring-1 ring-stone-200">
        {t('booking.waitingList.offer.samePhone', { phone: offer.phone })}
      </p>
      <button type="button" onClick={order} disabled={!event} className={`${button.primary} w-full text-lg`}>
        <ShoppingBag aria-hidden className="size-5" />
        {t('booking.waitingList.offer.book')}
      </button>
      {ordering && event && (
        <BookingDialog
          event={event}
          onClose={() => {
            setOrdering(false);
            onOrderClosed();
          }}
        />
      )}
    </div>
  );
}
