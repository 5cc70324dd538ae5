import { useTranslation } from '#web/lib/i18n.ts';
import { DAY_BEFORE_TASKS } from '#shared/content/cutlets/index.ts';
import { PurchasePlan } from '../components/purchase-plan.tsx';
import { TaskCard } from '../components/task-card.tsx';
import { useDay } from '../model/day-context.tsx';

/** The three preparation tasks, done the day before; purchase planning shows what the inventory needs. */
export function DayBeforeView() {
  const { t } = useTranslation('translation', { keyPrefix: 'cutlets' });
  const { state } = useDay();
  const done = DAY_BEFORE_TASKS.filter((task) => state.completions.has(task.id)).length;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-2xl font-bold text-stone-900 xl:text-3xl">{t('tasks.dayBeforeTitle')}</h2>
        <p className="text-lg font-semibold text-stone-700">
          {t('tasks.tasksDone', { done, total: DAY_BEFORE_TASKS.length })}
        </p>
      </div>
      <div className="grid gap-4 2xl:grid-cols-3">
        {DAY_BEFORE_TASKS.map((task) => (
          <TaskCard key={task.id} task={task}>
            {task.items.some((item) => item.plan) && <PurchasePlan />}
          </TaskCard>
        ))}
      </div>
    </div>
  );
}
