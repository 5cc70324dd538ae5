import { CircleCheck, Flame, ListTodo, LoaderCircle, Thermometer, Timer } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { formatEventDate, todayInKerala } from '#shared/domain/event-date.ts';
import { TIME_EXCEEDED_CHECK_MS, sortTasks } from '#shared/domain/kitchen/task-schedule.ts';
import { temperatureLimitText } from '#shared/domain/kitchen/temperature-limits.ts';
import type { Task, TemperatureReading } from '#shared/schemas/tasks.ts';
import { useLiveTopic } from '#web/lib/live-topics.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useDiaryEvents } from '../../../../lib/diary-events.ts';
import { useTasks } from '../../tasks/api/get-tasks.ts';
import { useTemperatures } from '../../tasks/api/get-temperatures.ts';
import { ProgressBar } from '#web/components/progress-bar.tsx';
import { hourMinute } from '../../model/clock.ts';
import { progressOf, taskState } from '../../tasks/model/task-state.ts';
import { useClockNow } from '#web/lib/server-clock.ts';
import { boardEvent } from '../model/pick-event.ts';

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
 * who is doing what since when, what runs over, what is next, the pit's latest reading, and progress.
 */
export function WallBoard() {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'kitchen.board' });
  const events = useDiaryEvents();
  const { live } = useLiveTopic('kitchen', [queryKeys.kitchen.diary]);
  const event = boardEvent(events.data ?? []);

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
  if (!event) return <p className="p-10 text-center text-3xl text-stone-700">{t('noEvent')}</p>;

  return (
    <div className="mx-auto w-full max-w-[1900px] space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words text-3xl font-extrabold text-stone-900 lg:text-5xl">{event.title}</h1>
          <p className="text-xl font-semibold text-stone-700 lg:text-3xl">
            {event.date === todayInKerala() && (
              <span className="mr-3 rounded-full bg-amber-600 px-3 py-0.5 text-white">{t('today')}</span>
            )}
            {formatEventDate(event.date, i18n.language)}
          </p>
        </div>
        <span
          className={`rounded-full px-4 py-2 text-lg font-bold ${live ? 'bg-emerald-100 text-emerald-900' : 'bg-stone-200 text-stone-800'}`}
        >
          {live ? t('live') : t('offline')}
        </span>
      </header>
      <EventBoard eventId={event.id} />
    </div>
  );
}

function EventBoard({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const tasks = useTasks(eventId);
  const temperatures = useTemperatures(eventId);
  const now = new Date(useClockNow(TIME_EXCEEDED_CHECK_MS));
  useLiveTopic(`kitchen:${eventId}`, [queryKeys.kitchen.event(eventId)]);

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

  const list = sortTasks(tasks.data.data);
  const inProgress = list.filter((task) => task.startedAt !== null && !task.completed);
  const next = list.filter((task) => task.startedAt === null && !task.completed).slice(0, 3);
  const progress = progressOf(list);
  const reading = newest(temperatures.data ?? []);

  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <section aria-labelledby="board-in-progress" className="space-y-3 lg:col-span-2">
        <h2 id="board-in-progress" className="flex items-center gap-2 text-2xl font-bold text-stone-900 lg:text-4xl">
          <Timer aria-hidden className="size-8" />
          {t('kitchen.board.inProgress')}
        </h2>
        {inProgress.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-2xl text-stone-600 ring-1 ring-stone-200">
            {t('kitchen.board.nothingInProgress')}
          </p>
        ) : (
          <ul className="space-y-3">
            {inProgress.map((task) => (
              <InProgress key={task.id} task={task} exceeded={taskState(task, now) === 'exceeded'} />
            ))}
          </ul>
        )}
      </section>
      <div className="space-y-4">
        <section aria-labelledby="board-next" className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
          <h2 id="board-next" className="flex items-center gap-2 text-2xl font-bold text-stone-900 lg:text-3xl">
            <ListTodo aria-hidden className="size-7" />
            {t('kitchen.board.next')}
          </h2>
          {next.length === 0 ? (
            <p className="mt-2 flex items-center gap-2 text-2xl text-emerald-800">
              <CircleCheck aria-hidden className="size-7" />
              {t('kitchen.board.nothingNext')}
            </p>
          ) : (
            <ol className="mt-2 space-y-2">
              {next.map((task) => (
                <li key={task.id} className="text-2xl font-semibold text-stone-900 lg:text-3xl">
                  {task.task}
                  {task.startTime && <span className="ml-2 text-stone-600">{task.startTime}</span>}
                </li>
              ))}
            </ol>
          )}
        </section>
        <section aria-labelledby="board-temperature" className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
          <h2 id="board-temperature" className="flex items-center gap-2 text-2xl font-bold text-stone-900 lg:text-3xl">
            <Thermometer aria-hidden className="size-7" />
            {t('kitchen.board.temperature')}
          </h2>
          {reading ? (
            <div
              className={`mt-2 rounded-xl p-4 ${reading.inRange ? 'bg-emerald-100 text-emerald-950' : 'bg-red-700 text-white'}`}
            >
              <p className="text-5xl font-extrabold">{t('kitchen.board.reading', { value: reading.valueC })}</p>
              <p className="mt-1 text-xl font-semibold">{t(temperatureLimitText(reading.check))}</p>
              {reading.correctiveAction && <p className="mt-1 text-xl font-bold">{t(reading.correctiveAction)}</p>}
              <p className="mt-1 text-lg">
                {t('kitchen.board.readingBy', { name: reading.takenBy, time: hourMinute(reading.takenAt) })}
              </p>
            </div>
          ) : (
            <p className="mt-2 text-2xl text-stone-600">{t('kitchen.board.noReading')}</p>
          )}
        </section>
        <section className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
          <ProgressBar
            label={t('kitchen.tasks.progressLabel')}
            text={t('kitchen.board.progress', { done: progress.done, total: progress.total })}
            percent={progress.percent}
          />
        </section>
      </div>
    </div>
  );
}

function InProgress({ task, exceeded }: { task: Task; exceeded: boolean }) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.board' });
  return (
    <li
      aria-label={task.task}
      className={`rounded-2xl p-5 ${exceeded ? 'bg-red-700 text-white' : 'bg-amber-100 text-amber-950 ring-2 ring-amber-400'}`}
    >
      <p className="break-words text-3xl font-extrabold lg:text-5xl">{task.task}</p>
      <p className="mt-2 text-2xl font-semibold lg:text-4xl">
        {t('since', { name: task.startedBy ?? '', time: hourMinute(task.startedAt) })}
      </p>
      {exceeded && (
        <p className="mt-2 flex items-center gap-2 text-2xl font-extrabold uppercase lg:text-4xl">
          <Flame aria-hidden className="size-8" />
          {t('exceeded')}
        </p>
      )}
    </li>
  );
}
