import { useTranslation } from '#web/lib/i18n.ts';
import { PRODUCTION_TASKS } from '#shared/content/cutlets/index.ts';
import { TaskCard } from '../components/task-card.tsx';
import { useDay } from '../model/day-context.tsx';

/** The nine production tasks in the day's order, each with its time, instructions and checkpoints. */
export function ProductionView() {
  const { t } = useTranslation('translation', { keyPrefix: 'cutlets' });
  const { state } = useDay();
  const done = PRODUCTION_TASKS.filter((task) => state.completions.has(task.id)).length;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-2xl font-bold text-stone-900 xl:text-3xl">{t('tasks.productionTitle')}</h2>
        <p className="text-lg font-semibold text-stone-700">
          {t('tasks.tasksDone', { done, total: PRODUCTION_TASKS.length })}
        </p>
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        {PRODUCTION_TASKS.map((task) => (
          <TaskCard key={task.id} task={task} />
        ))}
      </div>
    </div>
  );
}
