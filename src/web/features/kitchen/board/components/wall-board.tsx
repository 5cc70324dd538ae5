import { LoaderCircle } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '#web/lib/i18n.ts';
import { formatEventDate, todayInKerala } from '#shared/domain/event-date.ts';
import { TIME_EXCEEDED_CHECK_MS } from '#shared/domain/kitchen/task-schedule.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import { useLiveTopic } from '#web/lib/live-topics.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { SelectField } from '#web/components/fields.tsx';
import { useDiaryEvents } from '../../../../lib/diary-events.ts';
import { useClockNow } from '#web/lib/server-clock.ts';
import { boardDay } from '../model/board-day.ts';
import { boardEvent, pickableEvents, pickOptionText } from '../model/pick-event.ts';
import { EventBoard } from './event-board.tsx';

/**
 * The wall board (/testworks): one diary event on one screen, readable from across the kitchen —
 * who is doing what since when, what runs over, what is due next today and what is overdue, the pit's
 * latest reading, and progress. It shows today's event not yet completed, else the next one coming;
 * staff may put another on it (kept in the address, so the wall screen keeps it on reload).
 */
export function WallBoard() {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'kitchen.board' });
  const events = useDiaryEvents();
  const { live } = useLiveTopic('kitchen', [queryKeys.kitchen.diary]);
  const today = todayInKerala(new Date(useClockNow(TIME_EXCEEDED_CHECK_MS)));
  const [params, setParams] = useSearchParams();

  if (events.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-3 p-10 text-3xl text-stone-700">
        <LoaderCircle aria-hidden className="size-8 animate-spin" />
        {t('loading')}
      </p>
    );
  }
  if (events.isError) {
    return (
      <p role="alert" className="rounded-2xl bg-red-50 p-8 text-3xl font-bold text-red-900">
        {t('error')}
      </p>
    );
  }
  if (events.data.length === 0) return <p className="p-10 text-center text-3xl text-stone-700">{t('noEvent')}</p>;

  const picked = events.data.find((each) => each.id === Number(params.get('event'))) ?? null;
  const event = picked ?? boardEvent(events.data, today);
  const pick = (id: number | null) => setParams(id === null ? {} : { event: String(id) });

  return (
    <div className="mx-auto w-full max-w-[1900px] space-y-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-96">
          {event ? (
            <>
              <h1 className="break-words text-3xl font-extrabold text-stone-900 lg:text-5xl">{event.title}</h1>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xl font-semibold text-stone-700 lg:text-3xl">
                <DayBadge event={event} today={today} />
                {formatEventDate(event.date, i18n.language)}
              </p>
            </>
          ) : (
            <>
              <h1 className="text-3xl font-extrabold text-stone-900 lg:text-5xl">{t('noEventToday')}</h1>
              <p className="mt-1 text-xl text-stone-700 lg:text-3xl">{t('pickOne')}</p>
            </>
          )}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <EventPicker events={events.data} today={today} pickedId={picked?.id ?? null} onPick={pick} />
          <span
            className={`inline-flex min-h-14 items-center rounded-full px-5 text-xl font-bold lg:text-2xl ${live ? 'bg-emerald-100 text-emerald-900' : 'bg-stone-200 text-stone-800'}`}
          >
            {live ? t('live') : t('offline')}
          </span>
        </div>
      </header>
      {event && <EventBoard event={event} />}
    </div>
  );
}

/** Today, tomorrow, in N days or a past event; and Completed when it is. */
function DayBadge({ event, today }: { event: DiaryEvent; today: string }) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.board' });
  const day = boardDay(event.date, today);
  return (
    <>
      <span className={`rounded-full px-3 py-0.5 text-white ${day.word === 'today' ? 'bg-amber-700' : 'bg-stone-700'}`}>
        {day.word === 'inDays' ? t('inDays', { count: day.count }) : t(day.word)}
      </span>
      {event.isCompleted && (
        <span className="rounded-full bg-emerald-700 px-3 py-0.5 text-white">{t('completed')}</span>
      )}
    </>
  );
}

/** Puts another event on the board; the first choice goes back to today's (or the next) event. */
function EventPicker({
  events,
  today,
  pickedId,
  onPick,
}: {
  events: DiaryEvent[];
  today: string;
  /** The event staff put on the board; null while the board chooses. */
  pickedId: number | null;
  onPick: (id: number | null) => void;
}) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'kitchen.board' });
  return (
    <SelectField
      scale="wall"
      label={t('pickLabel')}
      className="w-full max-w-[36rem] min-w-0 sm:w-auto"
      value={pickedId ?? ''}
      onChange={(change) => onPick(Number(change.target.value) || null)}
    >
      <option value="">{t('pickAuto')}</option>
      {pickableEvents(events, today).map((event) => (
        <option key={event.id} value={event.id}>
          {pickOptionText(event, i18n.language, t('completed'))}
        </option>
      ))}
    </SelectField>
  );
}
