import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import type { BookingConfirmation } from '#shared/schemas/bookings.ts';
import type { PublicEvent } from '#shared/schemas/events.ts';
import { Confirmation } from './confirmation.tsx';
import { OrderForm } from './order-form.tsx';
import { Modal } from '#web/components/modal.tsx';
import { EventDate } from '#web/components/event-date.tsx';
import { useCloseOnBack } from '#web/components/use-close-on-back.ts';
import { inLanguage } from '#shared/domain/in-language.ts';

export interface BookingDialogProps {
  event: PublicEvent;
  onClose: () => void;
}

/**
 * The booking dialog (step 1 order form, step 2 confirmation). Mounted per event
 * (key={event.id}), so opening it or switching event starts from a clean form.
 * A full-screen sheet on phones, a centred panel from the `sm` breakpoint.
 */
export default function BookingDialog({ event, onClose }: BookingDialogProps) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'booking' });
  const [booking, setBooking] = useState<BookingConfirmation | null>(null);
  // Back (a phone's back gesture) closes the dialog; the form is kept for a return (order-draft.ts).
  useCloseOnBack(true, onClose);
  return (
    <Modal
      labelledBy="booking-dialog-title"
      describedBy="booking-dialog-event"
      onEscape={onClose}
      overlayClassName="z-50 items-stretch sm:items-center sm:p-4"
      className="flex h-dvh w-full flex-col bg-white shadow-2xl sm:h-auto sm:max-h-[min(92dvh,56rem)] sm:max-w-2xl sm:rounded-2xl"
    >
      <header className="flex items-start justify-between gap-3 border-b border-stone-200 px-4 py-3 sm:px-6">
        <div className="min-w-0">
          <h2 id="booking-dialog-title" className="text-lg font-bold text-stone-900 sm:text-xl">
            {t('title')}
          </h2>
          <p id="booking-dialog-event" className="text-sm text-stone-600">
            <span className="font-medium text-stone-800">{inLanguage(event.title, event.titleMl, i18n.language)}</span>{' '}
            · <EventDate date={event.date} />
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('close')}
          className="-mr-2 grid size-11 shrink-0 place-items-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900"
        >
          <X aria-hidden className="size-6" />
        </button>
      </header>
      {booking ? (
        <Confirmation booking={booking} onClose={onClose} />
      ) : (
        <OrderForm event={event} onBooked={setBooking} />
      )}
    </Modal>
  );
}
