import { useTranslation } from '#web/lib/i18n.ts';
import { BookingsList } from './bookings-list.tsx';
import { MailOutboxSection } from './mail-outbox-section.tsx';
import { InvoiceExportSection } from './invoice-export-section.tsx';

/** All Bookings: status filter, Refresh and the booking cards, plus search, event and export. */
export function BookingsTab() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  return (
    <div className="space-y-4">
      <MailOutboxSection />
      <InvoiceExportSection />
      <BookingsList header={<h2 className="text-xl font-bold text-stone-900">{t('list.title')}</h2>} />
    </div>
  );
}
