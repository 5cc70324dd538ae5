import { useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import type { BookingConfirmation } from '#shared/schemas/bookings.ts';
import type { PublicEvent } from '#shared/schemas/events.ts';
import { EventDialogHeader } from './event-dialog-header.tsx';
import { Confirmation } from './confirmation.tsx';
import { OrderForm } from './order-form.tsx';
import { Modal } from '#web/components/modal.tsx';
import { useCloseOnBack } from '#web/components/use-close-on-back.ts';

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
  const { t } = useTranslation('translation', { keyPrefix: 'booking' });
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
      <EventDialogHeader
        title={t('title')}
        titleId="booking-dialog-title"
        eventId="booking-dialog-event"
        event={event}
        closeLabel={t('close')}
        onClose={onClose}
      />
      {booking ? (
        <Confirmation booking={booking} onClose={onClose} />
      ) : (
        <OrderForm event={event} onBooked={setBooking} />
      )}
    </Modal>
  );
}
