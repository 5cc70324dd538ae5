import { TriangleAlert } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { useSearchParams } from 'react-router';
import { TabList } from '#web/components/tab-list.tsx';
import { usePlaceholderDetails } from '#web/lib/business-settings.ts';
import { EventBookingsView } from './bookings/event-bookings-view.tsx';
import { BookingsTab } from './bookings/bookings-tab.tsx';
import { EventsTab } from './events/events-tab.tsx';
import { OverviewTab } from './overview/overview-tab.tsx';
import { EventMarginView } from './margins/components/event-margin-view.tsx';
import { MarginsPanel } from './margins/components/margins-panel.tsx';
import { SettingsTab } from './settings/settings-tab.tsx';
import { compactButton } from '#web/components/buttons.ts';

const TABS = ['overview', 'bookings', 'events', 'settings'] as const;
type Tab = (typeof TABS)[number];

/**
 * The admin's four tabs, plus the hidden event-bookings and event-margin views. The tab (and the event whose
 * bookings are open) live in the address, so a reload or the back button keeps the owner's place.
 */
export default function AdminPage() {
  const { t } = useTranslation('translation', { keyPrefix: 'admin' });
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'overview';
  const eventBookings = Number(params.get('eventBookings')) || null;
  const eventMargin = Number(params.get('eventMargin')) || null;
  const open = (next: Tab, extra: Record<string, string> = {}) => setParams({ tab: next, ...extra });
  return (
    <div className="mx-auto w-full max-w-6xl">
      <h1 className="mb-3 text-2xl font-bold text-stone-900">{t('title')}</h1>
      <PlaceholdersBanner onFix={() => open('settings')} />
      {/* Two by two on a phone, one row from a tablet up: every tab is in sight at a glance. */}
      <TabList
        tabs={TABS}
        current={tab}
        onOpen={(next) => open(next)}
        idPrefix="admin"
        label={t('title')}
        renderTab={(name) => t(`tabs.${name}`)}
        className="mb-4 grid-cols-2 text-sm sm:grid-cols-4"
      />
      <section id="admin-panel" role="tabpanel" aria-labelledby={`admin-tab-${tab}`}>
        {tab === 'overview' &&
          (eventMargin ? (
            <EventMarginView eventId={eventMargin} onBack={() => open('overview')} />
          ) : (
            <div className="space-y-4">
              <OverviewTab onViewAllBookings={() => open('bookings')} />
              <MarginsPanel onOpen={(eventId) => open('overview', { eventMargin: String(eventId) })} />
            </div>
          ))}
        {tab === 'bookings' && <BookingsTab />}
        {tab === 'events' &&
          (eventBookings ? (
            <EventBookingsView eventId={eventBookings} onBack={() => open('events')} />
          ) : (
            <EventsTab onViewBookings={(eventId) => open('events', { eventBookings: String(eventId) })} />
          ))}
        {tab === 'settings' && <SettingsTab />}
      </section>
    </div>
  );
}

/** Until the owner sets the real details, says which ones customers cannot see. */
function PlaceholdersBanner({ onFix }: { onFix: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.placeholders' });
  const placeholders = usePlaceholderDetails().data ?? [];
  if (placeholders.length === 0) return null;
  const fields = placeholders.map((field) => t(`fields.${field}`)).join(', ');
  return (
    <div role="status" className="mb-4 rounded-2xl bg-amber-100 p-4 text-amber-950 ring-1 ring-amber-300">
      <p className="flex items-center gap-2 font-bold">
        <TriangleAlert aria-hidden className="size-5 shrink-0" />
        {t('title')}
      </p>
      <p className="mt-1 text-sm">{t('body', { fields })}</p>
      <button type="button" onClick={onFix} className={`${compactButton.primary} mt-3`}>
        {t('action')}
      </button>
    </div>
  );
}
