import { CircleCheck, CircleDashed, Flame, Thermometer, Timer, Truck } from 'lucide-react';
import type { Task } from '#shared/schemas/tasks.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { LateMark } from '../../components/late-mark.tsx';
import { hourMinute } from '../../model/clock.ts';
import { cookName } from '../../model/task-text.ts';
import { isFinalTask, type TaskState } from '../model/task-state.ts';

const STATE_STYLE: Record<TaskState, string> = {
  notStarted: 'bg-stone-100 text-stone-800',
  started: 'bg-amber-100 text-amber-950',
  exceeded: 'bg-red-700 text-white',
  completed: 'bg-emerald-100 text-emerald-900',
};
const STATE_ICON = { notStarted: CircleDashed, started: Timer, exceeded: Flame, completed: CircleCheck } as const;

/** The task's name (with its kind, late and final marks) and what is known of it: time, length, who, where. */
export function TaskHeading({
  task,
  name,
  headingId,
  late,
}: {
  task: Task;
  name: string;
  headingId: string;
  late: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex flex-wrap items-start gap-2">
        <h5 id={headingId} className="min-w-0 flex-1 break-words text-lg font-bold text-stone-900">
          {task.isDelivery && <Truck aria-hidden className="mr-1 inline size-5 text-amber-700" />}
          {task.isTemperature && <Thermometer aria-hidden className="mr-1 inline size-5 text-amber-700" />}
          {name}
        </h5>
        {late && <LateMark className="text-lg" />}
        {isFinalTask(task) && (
          <span className="rounded-full bg-stone-800 px-3 py-1 text-sm font-bold text-white">
            {t('kitchen.tasks.meta.final')}
          </span>
        )}
      </div>
      <p className="mt-1 flex flex-wrap gap-x-3 text-base text-stone-700">
        {task.startTime && <span>{t('kitchen.tasks.meta.startTime', { time: task.startTime })}</span>}
        {task.estimatedDuration && (
          <span>{t('kitchen.tasks.meta.duration', { count: Number(task.estimatedDuration) })}</span>
        )}
        {task.assignedTo && <span>{t('kitchen.tasks.meta.assignedTo', { name: task.assignedTo })}</span>}
        {task.deliveryLocation && <span>{task.deliveryLocation}</span>}
      </p>
    </>
  );
}

/** The task's state in large coloured text: not started, started by whom and when, over its time, done. */
export function TaskStateLine({ task, state }: { task: Task; state: TaskState }) {
  const { t } = useTranslation();
  const StateIcon = STATE_ICON[state];
  const startedBy = { name: cookName(task.startedBy, t), time: hourMinute(task.startedAt) };
  const text = {
    notStarted: () => t('kitchen.tasks.state.notStarted'),
    started: () => t('kitchen.tasks.state.started', startedBy),
    exceeded: () => t('kitchen.tasks.state.exceeded', startedBy),
    completed: () => t('kitchen.tasks.state.completed', { name: cookName(task.completedBy, t) }),
  }[state]();
  return (
    <p
      data-testid="task-state"
      className={`mt-2 flex items-center gap-2 rounded-xl px-3 py-2 text-xl font-bold ${STATE_STYLE[state]}`}
    >
      <StateIcon aria-hidden className="size-6 shrink-0" />
      <span className="min-w-0 break-words">{text}</span>
    </p>
  );
}
