import { CalendarPlus } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { Link } from 'react-router';
import { todayInKerala } from '#shared/domain/event-date.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import { useDiaryEvents } from '#web/lib/diary-events.ts';
import { button, panel } from '#web/components/buttons.ts';

/**
 * Shown when the page was opened without an event: timers are kept per event, so the screen offers
 * today's and the coming events of the diary to attach to, and says why.
 */
export function AttachEvent({ onAttach }: { onAttach: (eventId: number) => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'sop.attach' });
  const events = useDiaryEvents();
  const today = todayInKerala();
  const open = (events.data ?? [])
    .filter((event) => event.date >= today && !event.isCompleted)
    .sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));
  const todays = open.filter((event) => event.date === today);
  const upcoming = open.filter((event) => event.date > today);

  const group = (label: string, list: DiaryEvent[]) =>
    list.length > 0 && (
      <div>
        <h3 className="mb-2 text-lg font-bold text-stone-800">{label}</h3>
        <ul className="flex flex-wrap gap-2">
          {list.map((event) => (
            <li key={event.id}>
              <button type="button" className={button.primary} onClick={() => onAttach(event.id)}>
                {t('pick', { title: event.title })}
                <span className="font-normal opacity-90">· {event.date}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    );

  return (
    <section aria-labelledby="sop-attach-title" className={`${panel} space-y-3 bg-amber-50 ring-amber-300`}>
      <h2 id="sop-attach-title" className="flex items-center gap-2 text-2xl font-bold text-stone-900">
        <CalendarPlus aria-hidden className="size-7 shrink-0" />
        {t('title')}
      </h2>
      <p className="text-lg text-stone-800">{t('why')}</p>
      {events.isPending && <p className="text-lg">{t('loading')}</p>}
      {events.isError && (
        <p className="flex flex-wrap items-center gap-3 text-lg text-red-800">
          {t('failed')}
          <button type="button" className={button.secondary} onClick={() => void events.refetch()}>
            {t('retry')}
          </button>
        </p>
      )}
      {events.isSuccess && open.length === 0 && (
        <p className="flex flex-wrap items-center gap-3 text-lg">
          {t('none')}
          <Link to="/roadmap?tab=diary" className={button.secondary}>
            {t('diaryLink')}
          </Link>
        </p>
      )}
      {group(t('today'), todays)}
      {group(t('upcoming'), upcoming)}
    </section>
  );
}
