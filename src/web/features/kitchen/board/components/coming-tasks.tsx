import { AlarmClock, CircleCheck, ListTodo } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { daysBeforeEvent } from '#shared/domain/kitchen/task-schedule.ts';
import type { Task } from '#shared/schemas/tasks.ts';
import { LateMark } from '../../components/late-mark.tsx';
import { taskName } from '../../model/task-text.ts';
import { dueText } from '../../tasks/model/due-label.ts';

/** How many of today's next tasks and of the overdue ones the board lists; the rest are counted. */
const NEXT_SHOWN = 4;
const OVERDUE_SHOWN = 3;

/** Late tasks nobody has started (their time today, or their day, has passed): a group of their own, never "Next". */
export function Overdue({ tasks }: { tasks: Task[] }) {
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

/** What comes next today, in the list's order; or that nothing does (all done, or nothing more today). */
export function NextToday({ tasks, allDone }: { tasks: Task[]; allDone: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="board-next" className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <h2 id="board-next" className="flex items-center gap-2 text-2xl font-bold text-stone-900 lg:text-4xl">
        <ListTodo aria-hidden className="size-8" />
        {t('kitchen.board.next')}
      </h2>
      {tasks.length === 0 ? (
        <p className="mt-2 flex items-center gap-2 text-2xl text-emerald-800 lg:text-3xl">
          <CircleCheck aria-hidden className="size-8 shrink-0" />
          {allDone ? t('kitchen.board.nothingNext') : t('kitchen.board.nothingToday')}
        </p>
      ) : (
        <ol className="mt-2 space-y-2">
          {tasks.slice(0, NEXT_SHOWN).map((task) => (
            <li key={task.id} className="break-words text-2xl font-semibold text-stone-900 lg:text-3xl">
              {task.startTime && <span className="mr-2 text-stone-700 tabular-nums">{task.startTime}</span>}
              {taskName(task, i18n.language)}
            </li>
          ))}
          {tasks.length > NEXT_SHOWN && (
            <li className="text-xl font-semibold text-stone-700 lg:text-2xl">
              {t('kitchen.board.moreToday', { count: tasks.length - NEXT_SHOWN })}
            </li>
          )}
        </ol>
      )}
    </section>
  );
}
