import { useTranslation } from '#web/lib/i18n.ts';
import { TIME_EXCEEDED_CHECK_MS } from '#shared/domain/kitchen/task-schedule.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import { kitchenEventTopic } from '#shared/domain/live-topics.ts';
import { useLiveTopic } from '#web/lib/live-topics.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { Bar } from '#web/components/progress-bar.tsx';
import { useClockNow } from '#web/lib/server-clock.ts';
import { useTasks } from '../../tasks/api/get-tasks.ts';
import { useTemperatures } from '../../tasks/api/get-temperatures.ts';
import { newestReading } from '../../tasks/model/latest-readings.ts';
import { progressOf } from '../../tasks/model/task-state.ts';
import { boardTasks } from '../model/board-tasks.ts';
import { NextToday, Overdue } from './coming-tasks.tsx';
import { InProgressColumn } from './in-progress.tsx';
import { PitReading } from './pit-reading.tsx';

/** The board's event, kept live: its tasks in three columns, read at a glance. */
export function EventBoard({ event }: { event: DiaryEvent }) {
  const { t } = useTranslation();
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

  return (
    // A 1920 px wall screen holds three columns, each read at a glance: who is doing what; what is late
    // and what comes next today; the pit and the progress.
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2 xl:grid-cols-3">
      <InProgressColumn tasks={inProgress} eventDate={event.date} now={now} />
      <div className="space-y-4">
        {/* What is late comes first: it is what the kitchen must act on now. */}
        {overdue.length > 0 && <Overdue tasks={overdue} />}
        <NextToday tasks={next} allDone={allDone} />
      </div>
      <div className="space-y-4">
        <PitReading reading={newestReading(temperatures.data ?? [])} />
        <Progress {...progressOf(tasks.data.data)} />
      </div>
    </div>
  );
}

function Progress({ done, total, percent }: { done: number; total: number; percent: number }) {
  const { t } = useTranslation();
  const text = t('kitchen.board.progress', { done, total });
  return (
    <section aria-labelledby="board-progress" className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <h2
        id="board-progress"
        className="mb-2 flex flex-wrap justify-between gap-x-3 text-2xl font-bold text-stone-900 lg:text-3xl"
      >
        <span>{t('kitchen.tasks.progressLabel')}</span>
        <span className="tabular-nums">{text}</span>
      </h2>
      <Bar label={t('kitchen.tasks.progressLabel')} text={text} percent={percent} />
    </section>
  );
}
