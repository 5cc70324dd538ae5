import { useTranslation } from '#web/lib/i18n.ts';
import { formatEventDate } from '#shared/domain/event-date.ts';
import { isLate } from '#shared/domain/kitchen/task-lateness.ts';
import { TIME_EXCEEDED_CHECK_MS, taskDay } from '#shared/domain/kitchen/task-schedule.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import type { Task, TemperatureReading } from '#shared/schemas/tasks.ts';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { ProgressBar } from '#web/components/progress-bar.tsx';
import { useClockNow } from '#web/lib/server-clock.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import type { useTasks } from '../api/get-tasks.ts';
import { useTemperatures } from '../api/get-temperatures.ts';
import { dueText } from '../model/due-label.ts';
import { latestReadings } from '../model/latest-readings.ts';
import { groupByDueDate, progressOf } from '../model/task-state.ts';
import { TaskItem } from './task-item.tsx';
import { LoadingLine } from '#web/components/loading-line.tsx';

interface TaskListBodyProps {
  event: DiaryEvent;
  tasks: ReturnType<typeof useTasks>;
  onDelete: (task: Task) => void;
  onEdited: () => void;
}

/** The event's tasks by due day under their progress; or that they are loading, failed or none yet. */
export function TaskListBody({ event, tasks, onDelete, onEdited }: TaskListBodyProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const temperatures = useTemperatures(event.id);
  const now = new Date(useClockNow(TIME_EXCEEDED_CHECK_MS));

  if (tasks.isPending) {
    return <LoadingLine text={t('kitchen.tasks.loadingEvent')} className="p-4" />;
  }
  if (tasks.isError) {
    return (
      <ErrorBanner
        failure={{ title: problemText(tasks.error, t('kitchen.tasks.errors.load')) }}
        retry={{ label: t('kitchen.common.retry'), onRetry: () => void tasks.refetch() }}
      />
    );
  }
  if (tasks.data.data.length === 0) {
    return <p className="rounded-xl bg-stone-50 p-6 text-center text-lg text-stone-700">{t('kitchen.tasks.empty')}</p>;
  }
  return (
    <TaskDays
      event={event}
      list={tasks.data.data}
      waitingIds={tasks.data.waitingIds}
      readings={latestReadings(temperatures.data ?? [])}
      now={now}
      onDelete={onDelete}
      onEdited={onEdited}
    />
  );
}

interface TaskDaysProps {
  event: DiaryEvent;
  list: Task[];
  /** The tasks with a change still waiting on this device. */
  waitingIds: ReadonlySet<string>;
  /** The newest reading of each task. */
  readings: Map<string, TemperatureReading>;
  now: Date;
  onDelete: (task: Task) => void;
  onEdited: () => void;
}

function TaskDays({ event, list, waitingIds, readings, now, onDelete, onEdited }: TaskDaysProps) {
  const { t, i18n } = useTranslation();
  const progress = progressOf(list);
  return (
    <div className="space-y-6">
      <ProgressBar
        label={t('kitchen.tasks.progressLabel')}
        text={t('kitchen.tasks.progress', { done: progress.done, total: progress.total })}
        percent={progress.percent}
      />
      {groupByDueDate(list).map((group) => (
        <section key={group.days} aria-labelledby={`due-${event.id}-${group.days}`}>
          <h4
            id={`due-${event.id}-${group.days}`}
            className="mb-2 rounded-xl bg-stone-800 px-4 py-2 text-lg font-bold text-white"
          >
            {t('kitchen.tasks.dayHeading', {
              due: dueText(group.days, t),
              date: formatEventDate(taskDay(event.date, group.dueDate), i18n.language),
            })}
          </h4>
          <ul className="grid gap-3 lg:grid-cols-2">
            {group.tasks.map((task) => (
              <li key={task.id}>
                <TaskItem
                  task={task}
                  eventId={event.id}
                  eventDate={event.date}
                  now={now}
                  latestReading={readings.get(task.id) ?? null}
                  onDelete={onDelete}
                  onEdited={onEdited}
                  waiting={waitingIds.has(task.id)}
                  late={isLate(task, event.date, now)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
