import { Mail, MessageCircle, Phone } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { BookingStatus, ExpiredBooking, MyBooking } from '#shared/schemas/bookings.ts';
import { bookingState, customerHeadline, customerMoneyWords } from '#shared/domain/booking-state.ts';
import { formatKeralaDateTime } from '#shared/domain/kerala-time.ts';
import { bookingInLanguage } from '#shared/domain/booked-names.ts';
import { inLanguage } from '#shared/domain/in-language.ts';
import { whatsAppUrl } from '#shared/domain/whatsapp-link.ts';
import { changeLanguage, linkLanguage, useTranslation, type Language } from '#web/lib/i18n.ts';
import { LANGUAGE_QUERY } from '#shared/domain/language-choice.ts';
import { button } from '#web/components/buttons.ts';
import { PageLoading } from '#web/components/page-loading.tsx';
import { PriceBreakdown } from '../components/price-breakdown.tsx';
import { BookingFacts, Fact } from '../components/booking-facts.tsx';
import { EventDate } from '#web/components/event-date.tsx';
import { LinkLoadFailed, PrivateLinkPage } from '../components/private-link-page.tsx';
import { useMyBooking } from '../api/get-my-booking.ts';
import { CancellationSection, RefundLines } from './cancellation-section.tsx';
import { DocumentsSection } from './documents-section.tsx';
import { paidBackCount } from '#shared/domain/booking-state.ts';

const CARD = 'rounded-xl bg-white p-3 ring-1 ring-stone-200';

const REFUNDED_LOOK = 'bg-violet-100 text-violet-950 ring-violet-300';
const STATUS_LOOK: Record<BookingStatus, string> = {
  pending: 'bg-amber-100 text-amber-950 ring-amber-300',
  confirmed: 'bg-emerald-100 text-emerald-950 ring-emerald-300',
  delivered: 'bg-sky-100 text-sky-950 ring-sky-300',
  cancelled: 'bg-stone-200 text-stone-900 ring-stone-400',
};

/**
 * The customer's private booking page (/booking/<token>): the link from the confirmation and the
 * mail opens it on any phone, without an account. `brand` is the storefront's logo, linked home.
 */
export function MyBookingPage({ token, brand }: { token: string; brand: ReactNode }) {
  const { t } = useTranslation();
  const booking = useMyBooking(token);
  useBookingLanguage(booking.data?.language);

  let body;
  if (booking.isPending) body = <PageLoading />;
  else if (booking.isError) {
    body = (
      <LinkLoadFailed
        error={booking.error}
        onRetry={() => void booking.refetch()}
        texts={{ notFound: t('booking.myBooking.notFound'), loadFailed: t('booking.myBooking.loadFailed') }}
      />
    );
  } else if (booking.data.expired) body = <ExpiredBookingDetails booking={booking.data} />;
  else body = <BookingDetails booking={booking.data} token={token} />;

  return (
    <PrivateLinkPage brand={brand} title={t('booking.myBooking.title')}>
      {body}
    </PrivateLinkPage>
  );
}

/**
 * The page opens in the booking's own language — the one its link names, else the one it was booked
 * in — whatever this browser chose before, without changing that choice. The switch then changes it,
 * and the page's address keeps the language shown, so that a reload shows it again.
 */
function useBookingLanguage(bookedIn: Language | undefined) {
  const { i18n } = useTranslation();
  const opened = useRef(false);
  useEffect(() => {
    if (!bookedIn || opened.current) return;
    opened.current = true;
    if (!linkLanguage() && bookedIn !== i18n.language) void changeLanguage(bookedIn, { remember: false });
  }, [bookedIn, i18n]);
  const shown = i18n.language;
  useEffect(() => {
    if (!opened.current) return;
    const address = new URL(window.location.href);
    if (address.searchParams.get(LANGUAGE_QUERY) === shown) return;
    address.searchParams.set(LANGUAGE_QUERY, shown);
    window.history.replaceState(window.history.state, '', address);
  }, [shown, bookedIn]);
}

function BookingDetails({ booking: kept, token }: { booking: MyBooking; token: string }) {
  const { t, i18n } = useTranslation();
  const booking = bookingInLanguage(kept, i18n.language);
  const bookedAt = formatKeralaDateTime(booking.bookedAt, i18n.language);
  // Every word about money comes from the refunds made (booking-state.ts), never from the status alone.
  const state = bookingState(booking.status, booking.totalPaise, booking.refunds);
  const headline = customerHeadline(state);
  const money = customerMoneyWords(state);
  const look =
    booking.status !== 'cancelled' && state.money.state === 'refundedInFull'
      ? REFUNDED_LOOK
      : STATUS_LOOK[booking.status];
  return (
    <div className="space-y-5">
      <div
        data-testid="my-booking-status"
        data-money={state.money.state}
        className={`rounded-2xl px-4 py-4 ring-2 ${look}`}
      >
        <p className="text-xl font-bold sm:text-2xl">
          <span className="block text-sm font-semibold uppercase tracking-wide opacity-80">
            {t('booking.myBooking.status')}
          </span>
          {t(headline.key, headline.params)}
        </p>
        {booking.cancelledBy && (
          <p data-testid="cancelled-by" className="mt-2 text-base font-medium">
            {t(
              booking.cancelledBy === 'seller'
                ? 'booking.myBooking.money.cancelledByUs'
                : 'booking.myBooking.money.cancelledByYou',
            )}
          </p>
        )}
        {money && (
          <p data-testid="my-booking-money" className="mt-1 text-base font-semibold">
            {t(money.key, money.params)}
          </p>
        )}
      </div>

      <RefundLines refunds={booking.refunds} />

      <BookingFacts
        booking={booking}
        card={CARD}
        extra={
          <Fact label={t('booking.myBooking.bookedAt')} className={CARD}>
            {bookedAt}
          </Fact>
        }
      />

      <PriceBreakdown
        title={t('booking.confirmation.orderSummary')}
        lines={booking.items}
        subtotalPaise={booking.subtotalPaise}
        discountPercent={booking.discountPercent}
        discountPaise={booking.discountPaise}
        totalPaise={booking.totalPaise}
      />

      <DocumentsSection token={token} paidBack={paidBackCount(booking.refunds)} />

      <CancellationSection booking={booking} token={token} />

      <p className="rounded-xl bg-white p-4 text-stone-700 ring-1 ring-stone-200">{t('booking.myBooking.keepLink')}</p>

      <Contact contact={booking.contact} reference={booking.bookingId} />
    </div>
  );
}

/**
 * A booking whose link has outlived the customer's details (PRIVATE_LINK_DAYS after the event or the
 * cancellation): its reference, event and status, and why nothing more is shown.
 */
function ExpiredBookingDetails({ booking }: { booking: ExpiredBooking }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="space-y-5" data-testid="my-booking-expired">
      <div data-testid="my-booking-status" className={`rounded-2xl px-4 py-4 ring-2 ${STATUS_LOOK[booking.status]}`}>
        <p className="text-xl font-bold sm:text-2xl">
          <span className="block text-sm font-semibold uppercase tracking-wide opacity-80">
            {t('booking.myBooking.status')}
          </span>
          {t(`booking.myBooking.statuses.${booking.status}`)}
        </p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact label={t('booking.confirmation.bookingReference')} className={CARD} testId="booking-reference">
          <span className="font-mono text-xl font-bold">{booking.bookingId}</span>
        </Fact>
        <Fact label={t('booking.confirmation.event')} className={CARD} testId="confirmation-event">
          <span className="font-semibold">{inLanguage(booking.event.title, booking.event.titleMl, i18n.language)}</span>
          <br />
          <EventDate date={booking.event.date} />
        </Fact>
      </dl>
      <p className="rounded-xl bg-white p-4 text-stone-700 ring-1 ring-stone-200">
        {t('booking.myBooking.expired.explanation')}
      </p>
    </div>
  );
}

function Contact({ contact, reference }: { contact: MyBooking['contact']; reference: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="my-booking-contact" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <h2 id="my-booking-contact" className="text-lg font-bold">
        {t('booking.myBooking.contactTitle')}
      </h2>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {contact.whatsApp && (
          <a
            href={whatsAppUrl(contact.whatsApp, t('booking.whatsapp.reference', { id: reference }))}
            target="_blank"
            rel="noopener noreferrer"
            className={button.success}
          >
            <MessageCircle aria-hidden className="size-5" />
            {t('booking.myBooking.whatsApp')}
          </a>
        )}
        {contact.phone && (
          <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className={button.secondary}>
            <Phone aria-hidden className="size-5" />
            {t('booking.myBooking.call', { phone: contact.phone })}
          </a>
        )}
        {contact.email && (
          <a href={`mailto:${contact.email}`} className={`${button.secondary} break-words`}>
            <Mail aria-hidden className="size-5 shrink-0" />
            {t('booking.myBooking.email', { email: contact.email })}
          </a>
        )}
      </div>
    </section>
  );
}
