import { keyOf } from '#shared/content/locales/text-keys.ts';
import { AlarmClock, CircleCheck, Flame, ListTodo, LoaderCircle, Thermometer, Timer } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '#web/lib/i18n.ts';
import { addDays, formatEventDate, todayInKerala } from '#shared/domain/event-date.ts';
import { TIME_EXCEEDED_CHECK_MS, daysBeforeEvent } from '#shared/domain/kitchen/task-schedule.ts';
import { isLate } from '#shared/domain/kitchen/task-lateness.ts';
import { temperatureLimitText } from '#shared/domain/kitchen/temperature-limits.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import type { Task, TemperatureReading } from '#shared/schemas/tasks.ts';
import { kitchenEventTopic } from '#shared/domain/live-topics.ts';
import { useLiveTopic } from '#web/lib/live-topics.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useDiaryEvents } from '../../../../lib/diary-events.ts';
import { useTasks } from '../../tasks/api/get-tasks.ts';
import { useTemperatures } from '../../tasks/api/get-temperatures.ts';
import { Bar } from '#web/components/progress-bar.tsx';
import { LateMark } from '../../components/late-mark.tsx';
import { hourMinute } from '../../model/clock.ts';
import { cookName, taskName } from '../../model/task-text.ts';
import { dueText } from '../../tasks/model/due-label.ts';
import { progressOf, taskState } from '../../tasks/model/task-state.ts';
import { useClockNow } from '#web/lib/server-clock.ts';
import { boardTasks } from '../model/board-tasks.ts';
import { boardEvent, pickableEvents } from '../model/pick-event.ts';

/** How many of today's next tasks and of the overdue ones the board lists; the rest are counted. */
const NEXT_SHOWN = 4;
const OVERDUE_SHOWN = 3;

const newest = (readings: TemperatureReading[]) =>
  readings.reduce<TemperatureReading | null>(
    (latest, reading) =>
      !latest || reading.takenAt > latest.takenAt || (reading.takenAt === latest.takenAt && reading.id > latest.id)
        ? reading
        : latest,
    null,
  );

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
  let day: string;
  if (event.date === today) day = t('today');
  else if (event.date === addDays(today, 1)) day = t('tomorrow');
  else if (event.date > today) day = t('inDays', { count: daysBetween(today, event.date) });
  else day = t('past');
  return (
    <>
      <span className={`rounded-full px-3 py-0.5 text-white ${event.date === today ? 'bg-amber-700' : 'bg-stone-700'}`}>
        {day}
      </span>
      {event.isCompleted && (
        <span className="rounded-full bg-emerald-700 px-3 py-0.5 text-white">{t('completed')}</span>
      )}
    </>
  );
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

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
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-lg font-semibold text-stone-800 lg:text-2xl">
        {t('pickLabel')}
      </label>
      <select
        id={id}
        value={pickedId ?? ''}
        onChange={(change) => onPick(Number(change.target.value) || null)}
        className="min-h-14 w-full max-w-[36rem] min-w-0 rounded-xl bg-white px-3 text-xl font-semibold text-stone-900 ring-1 ring-stone-300 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300 sm:w-auto lg:text-2xl"
      >
        <option value="">{t('pickAuto')}</option>
        {pickableEvents(events, today).map((event) => (
          <option key={event.id} value={event.id}>
            {[event.title, formatEventDate(event.date, i18n.language), event.isCompleted ? t('completed') : '']
              .filter(Boolean)
              .join(' · ')}
          </option>
        ))}
      </select>
    </div>
  );
}

function EventBoard({ event }: { event: DiaryEvent }) {
  const { t, i18n } = useTranslation();
  const tasks = useTasks(event.id, event.date);
  const temperatures = useTemperatures(event.id);
  const now = new Date(useClockNow(TIME_EXCEEDED_CHECK_MS));
  useLiveTopic(kitchenEventTopic(event.id), [queryKeys.kitchen.event(event.id)]);

  if (tasks.isPending) {
    return (
      <p role="status" className="p-10 text-3xl text-stone-700">
        {t('kitchen.board.loading')}
      </p>
    );
  }
  if (tasks.isError) {
    return (
      <p role="alert" className="rounded-2xl bg-red-50 p-8 text-3xl font-bold text-red-900">
        {t('kitchen.board.error')}
      </p>
    );
  }

  const { inProgress, next, overdue, allDone } = boardTasks(tasks.data.data, event.date, now);
  const progress = progressOf(tasks.data.data);
  const reading = newest(temperatures.data ?? []);
  const limit = reading && temperatureLimitText(reading.check);
  const progressText = t('kitchen.board.progress', { done: progress.done, total: progress.total });

  return (
    // A 1920 px wall screen holds three columns, each read at a glance: who is doing what; what is late
    // and what comes next today; the pit and the progress.
    <div className="grid items-start gap-4 lg:grid-cols-2 xl:grid-cols-3">
      <section aria-labelledby="board-in-progress" className="space-y-3">
        <h2 id="board-in-progress" className="flex items-center gap-2 text-2xl font-bold text-stone-900 lg:text-4xl">
          <Timer aria-hidden className="size-8" />
          {t('kitchen.board.inProgress')}
        </h2>
        {inProgress.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-2xl text-stone-700 ring-1 ring-stone-200 lg:text-3xl">
            {t('kitchen.board.nothingInProgress')}
          </p>
        ) : (
          <ul className="space-y-3">
            {inProgress.map((task) => (
              <InProgress
                key={task.id}
                task={task}
                exceeded={taskState(task, now) === 'exceeded'}
                late={isLate(task, event.date, now)}
              />
            ))}
          </ul>
        )}
      </section>
      <div className="space-y-4">
        {/* What is late comes first: it is what the kitchen must act on now. */}
        {overdue.length > 0 && <Overdue tasks={overdue} />}
        <section aria-labelledby="board-next" className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
          <h2 id="board-next" className="flex items-center gap-2 text-2xl font-bold text-stone-900 lg:text-4xl">
            <ListTodo aria-hidden className="size-8" />
            {t('kitchen.board.next')}
          </h2>
          {next.length === 0 ? (
            <p className="mt-2 flex items-center gap-2 text-2xl text-emerald-800 lg:text-3xl">
              <CircleCheck aria-hidden className="size-8 shrink-0" />
              {allDone ? t('kitchen.board.nothingNext') : t('kitchen.board.nothingToday')}
            </p>
          ) : (
            <ol className="mt-2 space-y-2">
              {next.slice(0, NEXT_SHOWN).map((task) => (
                <li key={task.id} className="break-words text-2xl font-semibold text-stone-900 lg:text-3xl">
                  {task.startTime && <span className="mr-2 text-stone-700 tabular-nums">{task.startTime}</span>}
                  {taskName(task, i18n.language)}
                </li>
              ))}
              {next.length > NEXT_SHOWN && (
                <li className="text-xl font-semibold text-stone-700 lg:text-2xl">
                  {t('kitchen.board.moreToday', { count: next.length - NEXT_SHOWN })}
                </li>
              )}
            </ol>
          )}
        </section>
      </div>
      <div className="space-y-4">
        <section aria-labelledby="board-temperature" className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
          <h2 id="board-temperature" className="flex items-center gap-2 text-2xl font-bold text-stone-900 lg:text-4xl">
            <Thermometer aria-hidden className="size-8" />
            {t('kitchen.board.temperature')}
          </h2>
          {reading ? (
            <div
              className={`mt-2 rounded-xl p-4 ${reading.inRange ? 'bg-emerald-100 text-emerald-950' : 'bg-red-700 text-white'}`}
            >
              <p className="text-5xl font-extrabold">{t('kitchen.board.reading', { value: reading.valueC })}</p>
              <p className="mt-1 text-xl font-semibold lg:text-2xl">
                {t('kitchenRules.checks.limit', { limit: t(limit!.key, limit!.params) })}
              </p>
              {reading.correctiveAction && (
                <p className="mt-1 text-xl font-bold lg:text-2xl">{t(keyOf(reading.correctiveAction))}</p>
              )}
              {reading.actionTaken && (
                <p className="mt-1 text-xl break-words lg:text-2xl">
                  {t('kitchenRules.checks.actionTaken', { name: reading.actionBy ?? '', action: reading.actionTaken })}
                </p>
              )}
              <p className="mt-1 text-xl lg:text-2xl">
                {t('kitchen.board.readingBy', {
                  name: cookName(reading.takenBy, t),
                  time: hourMinute(reading.takenAt),
                })}
              </p>
            </div>
          ) : (
            <p className="mt-2 text-2xl text-stone-700 lg:text-3xl">{t('kitchen.board.noReading')}</p>
          )}
        </section>
        <section aria-labelledby="board-progress" className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
          <h2
            id="board-progress"
            className="mb-2 flex flex-wrap justify-between gap-x-3 text-2xl font-bold text-stone-900 lg:text-3xl"
          >
            <span>{t('kitchen.tasks.progressLabel')}</span>
            <span className="tabular-nums">{progressText}</span>
          </h2>
          <Bar label={t('kitchen.tasks.progressLabel')} text={progressText} percent={progress.percent} />
        </section>
      </div>
    </div>
  );
}

/** Late tasks nobody has started (their time today, or their day, has passed): a group of their own, never "Next". */
function Overdue({ tasks }: { tasks: Task[] }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="board-overdue" className="rounded-2xl bg-red-50 p-5 ring-4 ring-red-600">
      <h2 id="board-overdue" className="flex items-center gap-2 text-2xl font-bold text-red-900 lg:text-4xl">
        <AlarmClock aria-hidden className="size-8" />
        {t('kitchen.board.overdue')}
      </h2>
      <ul className="mt-2 space-y-2">
        {tasks.slice(0, OVERDUE_SHOWN).map((task) => (
          <li key={task.id} className="break-words text-2xl font-semibold text-red-950 lg:text-3xl">
            <LateMark className="mr-2 text-xl lg:text-2xl" />
            {taskName(task, i18n.language)}
            <span className="block text-xl font-normal lg:text-2xl">
              {t('kitchen.board.dueOn', {
                due: [dueText(daysBeforeEvent(task.dueDate), t), task.startTime].filter(Boolean).join(', '),
              })}
            </span>
          </li>
        ))}
        {tasks.length > OVERDUE_SHOWN && (
          <li className="text-xl font-semibold text-red-900 lg:text-2xl">
            {t('kitchen.board.moreOverdue', { count: tasks.length - OVERDUE_SHOWN })}
          </li>
        )}
      </ul>
    </section>
  );
}

function InProgress({ task, exceeded, late }: { task: Task; exceeded: boolean; late: boolean }) {
  const { t, i18n } = useTranslation();
  const name = taskName(task, i18n.language);
  return (
    <li
      aria-label={name}
      className={`rounded-2xl p-5 ${exceeded ? 'bg-red-700 text-white' : 'bg-amber-100 text-amber-950 ring-2 ring-amber-400'}`}
    >
      {late && <LateMark className="mb-2 text-2xl lg:text-3xl" />}
      <p className="break-words text-3xl font-extrabold lg:text-5xl">{name}</p>
      <p className="mt-2 text-2xl font-semibold lg:text-4xl">
        {t('kitchen.board.since', { name: cookName(task.startedBy, t), time: hourMinute(task.startedAt) })}
      </p>
      {exceeded && (
        <p className="mt-2 flex items-center gap-2 text-2xl font-extrabold uppercase lg:text-4xl">
          <Flame aria-hidden className="size-8" />
          {t('kitchen.board.exceeded')}
        </p>
      )}
    </li>
  );
}
