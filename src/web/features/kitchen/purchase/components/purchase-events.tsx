import { daysBetween } from '#shared/domain/event-date.ts';
import { PURCHASE_DAYS, type PurchaseList } from '#shared/schemas/purchasing.ts';
import { button } from '#web/components/buttons.ts';
import { useTranslation } from '#web/lib/i18n.ts';

/** The events the list is made for, each with its booked plates: where the list's figures come from. */
export function PurchaseEvents({ list }: { list: PurchaseList }) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'purchase' });
  if (list.events.length === 0) return null;
  return (
    <div data-testid="purchase-events" className="text-base text-stone-800">
      <p className="font-semibold">{t('forEvents')}</p>
      <ul className="list-disc pl-6">
        {list.events.map((event) => (
          <li key={event.id}>
            {t('eventPlates', {
              title: i18n.language === 'ml' && event.titleMl ? event.titleMl : event.title,
              date: event.date,
              count: event.plates,
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Why the list is empty: no event in these days (with the next one, and a tap to look that far), nothing
 * booked for them yet, or the stock covers them.
 */
export function EmptyPurchaseList({ list, onDays }: { list: PurchaseList; onDays: (days: number) => void }) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'purchase' });
  if (list.events.length > 0) {
    const booked = list.events.some((event) => event.plates > 0);
    return <p className="text-lg text-stone-700">{t(booked ? 'empty' : 'nothingBooked')}</p>;
  }
  const next = list.nextEvent;
  const untilNext = next ? daysBetween(list.from, next.date) + 1 : null;
  return (
    <div className="space-y-3" data-testid="purchase-no-events">
      <p className="text-lg text-stone-700">{t('noEvents')}</p>
      {next && (
        <p className="text-lg text-stone-700">
          {t('nextEvent', {
            title: i18n.language === 'ml' && next.titleMl ? next.titleMl : next.title,
            date: next.date,
          })}
        </p>
      )}
      {untilNext !== null && untilNext <= PURCHASE_DAYS.max && (
        <button type="button" className={button.secondary} onClick={() => onDays(untilNext)}>
          {t('showUntil', { days: untilNext })}
        </button>
      )}
    </div>
  );
}
