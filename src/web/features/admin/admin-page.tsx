import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EventBookingsView } from './bookings/event-bookings-view.tsx';
import { BookingsTab } from './bookings/bookings-tab.tsx';
import { EventsTab } from './events/events-tab.tsx';
import { OverviewTab } from './overview/overview-tab.tsx';
import { SettingsTab } from './settings/settings-tab.tsx';

const TABS = ['overview', 'bookings', 'events', 'settings'] as const;
type Tab = (typeof TABS)[number];

/**
 * The four tabs of seed 000's admin, plus the hidden event-bookings view. The tab (and the event whose
 * bookings are open) live in the address, so a reload or the back button keeps the owner's place.
 */
export default function AdminPage() {
  const { t } = useTranslation('translation', { keyPrefix: 'admin' });
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'overview';
  const eventBookings = Number(params.get('eventBookings')) || null;
  const open = (next: Tab, extra: Record<string, string> = {}) => setParams({ tab: next, ...extra });

  return (
    <div className="mx-auto w-full max-w-6xl">
      <h1 className="mb-3 text-2xl font-bold text-stone-900">{t('title')}</h1>
      <div role="tablist" aria-label={t('title')} className="mb-4 flex gap-1 overflow-x-auto border-b border-stone-300">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`admin-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="admin-panel"
            onClick={() => open(name)}
            className={`shrink-0 rounded-t-lg px-4 py-2 text-sm font-semibold ${
              tab === name
                ? 'bg-white text-amber-800 shadow-sm ring-1 ring-stone-300'
                : 'text-stone-600 hover:bg-white/60'
            }`}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <section id="admin-panel" role="tabpanel" aria-labelledby={`admin-tab-${tab}`}>
        {tab === 'overview' && <OverviewTab onViewAllBookings={() => open('bookings')} />}
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
