import { Flame, Timer } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { isLate } from '#shared/domain/kitchen/task-lateness.ts';
import type { Task } from '#shared/schemas/tasks.ts';
import { LateMark } from '../../components/late-mark.tsx';
import { hourMinute } from '../../model/clock.ts';
import { cookName, taskName } from '../../model/task-text.ts';
import { taskState } from '../../tasks/model/task-state.ts';

/** Who is doing what since when: the board's first column, each task in large type. */
export function InProgressColumn({ tasks, eventDate, now }: { tasks: Task[]; eventDate: string; now: Date }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="board-in-progress" className="space-y-3">
      <h2 id="board-in-progress" className="flex items-center gap-2 text-2xl font-bold text-stone-900 lg:text-4xl">
        <Timer aria-hidden className="size-8" />
        {t('kitchen.board.inProgress')}
      </h2>
      {tasks.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-2xl text-stone-700 ring-1 ring-stone-200 lg:text-3xl">
          {t('kitchen.board.nothingInProgress')}
        </p>
      ) : (
        <ul className="space-y-3">
          {tasks.map((task) => (
            <InProgress
              key={task.id}
              task={task}
              exceeded={taskState(task, now) === 'exceeded'}
              late={isLate(task, eventDate, now)}
            />
          ))}
        </ul>
      )}
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
