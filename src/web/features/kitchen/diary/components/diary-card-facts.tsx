import { Archive, CalendarDays, Drumstick, Users } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { formatEventDate } from '#shared/domain/event-date.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';

/** The event's title with its status, its day, and what the cook knows of it, in large type. */
export function DiaryCardFacts({ event, headingId }: { event: DiaryEvent; headingId: string }) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'kitchen.diary' });
  const { t: tl } = useTranslation('translation', { keyPrefix: 'cutlets.diary' });
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 break-words text-xl font-bold text-stone-900">
          {event.title}
        </h3>
        <span
          className={`shrink-0 rounded-full px-3 py-1 text-sm font-bold ${
            event.isCompleted ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'
          }`}
        >
          {event.isCompleted ? t('card.completed') : t('card.open')}
        </span>
      </div>
      <p className="mt-1 flex items-center gap-2 text-lg font-semibold text-stone-800">
        <CalendarDays aria-hidden className="size-5 shrink-0 text-amber-700" />
        {formatEventDate(event.date, i18n.language)}
      </p>
      {event.description && <p className="mt-2 break-words text-stone-700">{event.description}</p>}
      <ul className="mt-2 space-y-0.5 text-base text-stone-700">
        <li className="flex items-center gap-2">
          <Users aria-hidden className="size-4 shrink-0" />
          {t('card.attendance', { count: event.people })}
        </li>
        {event.assignedTo && <li>{t('card.assignedTo', { name: event.assignedTo })}</li>}
        <li>{t('card.createdBy', { name: event.createdBy })}</li>
        {event.leftoverMeatKg != null && (
          <li className="flex items-center gap-2">
            <Drumstick aria-hidden className="size-4 shrink-0" />
            {tl('leftover', { kg: event.leftoverMeatKg })}
          </li>
        )}
        {event.archivedAt !== null && (
          <li className="flex items-center gap-2 font-semibold text-stone-900">
            <Archive aria-hidden className="size-4 shrink-0" />
            {t('card.archived', {
              date: formatEventDate(event.archivedAt.slice(0, 10), i18n.language),
              name: event.archivedBy ?? '',
            })}
          </li>
        )}
      </ul>
    </>
  );
}
