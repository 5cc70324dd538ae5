import type { KeyUnder } from '#shared/content/locales/text-keys.ts';
import { AlarmClock, CheckCircle2, ChevronDown, CircleDot, Clock3, PlayCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import type { CutletTask, ProductionTask } from '#shared/content/cutlets/index.ts';
import { useDay } from '../model/day-context.tsx';
import { itemsDone, taskStatus, type TaskStatus } from '../model/day-state.ts';
import { addMinutes, clockTime, pick } from '../model/format.ts';
import { CheckItem } from './check-item.tsx';

const STATUS_LOOK: Record<TaskStatus, { className: string; icon: typeof CheckCircle2 }> = {
  done: { className: 'bg-emerald-700 text-white', icon: CheckCircle2 },
  late: { className: 'bg-red-700 text-white', icon: AlarmClock },
  running: { className: 'bg-sky-700 text-white', icon: PlayCircle },
  upcoming: { className: 'bg-stone-200 text-stone-900', icon: Clock3 },
  open: { className: 'bg-stone-200 text-stone-900', icon: CircleDot },
};

const STATUS_KEY: Record<TaskStatus, KeyUnder<'cutlets'>> = {
  done: 'tasks.completedBy',
  late: 'tasks.late',
  running: 'tasks.running',
  upcoming: 'tasks.upcoming',
  open: 'tasks.open',
};

/** A task's state in words, colour and icon, large enough to read across the kitchen. */
export function StatusChip({ task, status }: { task: CutletTask; status: TaskStatus }) {
  const { t } = useTranslation('translation', { keyPrefix: 'cutlets' });
  const { state } = useDay();
  const completion = state.completions.get(task.id);
  const look = STATUS_LOOK[status];
  const Icon = look.icon;
  return (
    <span
      data-testid="task-status"
      className={`inline-flex min-h-10 items-center gap-2 rounded-full px-3 py-1 text-base font-bold xl:text-lg ${look.className}`}
    >
      <Icon aria-hidden className="size-5 shrink-0" />
      {completion
        ? t(STATUS_KEY.done, { name: completion.worker || t('topBar.worker'), time: clockTime(completion.completedAt) })
        : t(STATUS_KEY[status])}
    </span>
  );
}

export function PriorityChip({ priority }: { priority: CutletTask['priority'] }) {
  const { t } = useTranslation('translation', { keyPrefix: 'cutlets' });
  return (
    <span
      className={`rounded-full px-3 py-1 text-sm font-bold ${
        priority === 'critical' ? 'bg-red-100 text-red-900 ring-1 ring-red-300' : 'bg-amber-100 text-amber-900'
      }`}
    >
      {t(`tasks.priority.${priority}`)}
    </span>
  );
}

const isProduction = (task: CutletTask): task is ProductionTask => 'startTime' in task;

/** One task: its heading and state, how it is done (production tasks) and its items to check. */
export function TaskCard({ task, children }: { task: CutletTask; children?: ReactNode }) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'cutlets' });
  const { state, now } = useDay();
  const status = taskStatus(state, task, now);
  const headingId = `cutlet-task-${task.id}`;
  const production = isProduction(task) ? task : null;
  const ring =
    status === 'done' ? 'ring-2 ring-emerald-500' : status === 'late' ? 'ring-4 ring-red-500' : 'ring-1 ring-stone-200';
  return (
    <article
      aria-labelledby={headingId}
      className={`flex min-w-0 flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm xl:p-5 ${ring}`}
    >
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {production && (
            <span className="rounded-lg bg-stone-900 px-2 py-1 text-base font-bold text-white tabular-nums">
              {production.startTime}
            </span>
          )}
          <h3 id={headingId} className="min-w-0 break-words text-xl font-bold text-stone-900 xl:text-2xl">
            {pick(task.title, i18n.language)}
          </h3>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <PriorityChip priority={task.priority} />
          <span className="rounded-full bg-stone-100 px-3 py-1 font-semibold text-stone-800">
            {pick(task.category, i18n.language)}
          </span>
          {production && (
            <span className="font-semibold text-stone-700 tabular-nums">
              {t('tasks.schedule', {
                start: production.startTime,
                end: addMinutes(production.startTime, production.durationMinutes),
                minutes: production.durationMinutes,
              })}
            </span>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusChip task={task} status={status} />
          <span className="text-base font-semibold text-stone-700">
            {t('tasks.itemsDone', { done: itemsDone(state, task), total: task.items.length })}
          </span>
        </div>
      </div>
      {production && (
        <details open={status === 'running' || status === 'late'} className="group rounded-xl bg-amber-50 px-3 py-1">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 text-lg font-bold text-amber-950">
            {t('tasks.instructions')}
            <ChevronDown aria-hidden className="size-6 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <ol className="mb-2 list-decimal space-y-1 pl-6 text-lg text-stone-900">
            {production.instructions.map((line) => (
              <li key={line.en}>{pick(line, i18n.language)}</li>
            ))}
          </ol>
        </details>
      )}
      {children}
      <section aria-label={production ? t('tasks.checkpoints') : t('tasks.subtasks')}>
        <h4 className="mb-2 text-base font-bold uppercase tracking-wide text-stone-600">
          {production ? t('tasks.checkpoints') : t('tasks.subtasks')}
        </h4>
        <ul className="flex flex-col gap-2">
          {task.items.map((item) => (
            <CheckItem key={item.id} item={item} />
          ))}
        </ul>
      </section>
    </article>
  );
}
