import { useTranslation } from '#web/lib/i18n.ts';
import { DAY_BEFORE_TASKS, PRODUCTION_TASKS } from '#shared/content/cutlets/index.ts';
import { progressPercent } from '#shared/domain/kitchen/cutlets.ts';
import { panel } from '#web/components/buttons.ts';
import { HistoryChart } from '../components/history-chart.tsx';
import { Bar } from '#web/components/progress-bar.tsx';
import { StatTile } from '../components/stat-tile.tsx';
import { StatusChip } from '../components/task-card.tsx';
import { useDay } from '../model/day-context.tsx';
import { taskStatus } from '../model/day-state.ts';
import { addMinutes, formatAmount, pick } from '../model/format.ts';

/** The day at a glance: target against produced, progress, meat used, packages, quality issues, the timeline and past days. */
export function DashboardView() {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'cutlets' });
  const { state, now } = useDay();
  const { values } = state.day;
  const producedPercent = progressPercent(values.producedCutlets, values.target);
  const tasksText = t('tasks.tasksDone', { done: state.completedTasks, total: state.totalTasks });
  const dayBeforeDone = DAY_BEFORE_TASKS.filter((task) => state.completions.has(task.id)).length;
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-2xl font-bold text-stone-900 xl:text-3xl">{t('dashboard.title')}</h2>
      <div className="grid gap-3 min-[420px]:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-5">
        <StatTile
          label={`${t('dashboard.produced')} / ${t('dashboard.target')}`}
          testId="stat-produced"
          value={t('dashboard.targetVsProduced', { produced: values.producedCutlets, target: values.target })}
        >
          <Bar label={t('dashboard.produced')} percent={producedPercent} text={`${producedPercent}%`} />
        </StatTile>
        <StatTile label={t('dashboard.progress')} testId="stat-progress" value={`${state.percent}%`}>
          <Bar label={t('dashboard.progress')} percent={state.percent} text={tasksText} />
          <p className="text-base text-stone-700">{tasksText}</p>
        </StatTile>
        <StatTile
          label={t('dashboard.meatUsed')}
          testId="stat-meat"
          value={`${formatAmount(values.leftoverMeatUsed, 'kg')} ${t('units.kg')}`}
        />
        <StatTile
          label={t('dashboard.packages')}
          testId="stat-packages"
          value={formatAmount(values.totalPackages, 'packs')}
        />
        <StatTile
          label={t('dashboard.qualityIssues')}
          testId="stat-quality"
          value={formatAmount(values.qualityIssues, 'pieces')}
        />
      </div>
      <section aria-labelledby="cutlet-timeline-title" className={`${panel} flex flex-col gap-3`}>
        <h3 id="cutlet-timeline-title" className="text-xl font-bold text-stone-900 xl:text-2xl">
          {t('dashboard.timeline')}
        </h3>
        <ol className="flex flex-col gap-2">
          <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
            <span className="shrink-0 text-lg font-bold text-stone-900 sm:w-36">{t('dashboard.dayBefore')}</span>
            <span className="min-w-0 flex-1 basis-48 break-words text-lg font-semibold text-stone-900">
              {DAY_BEFORE_TASKS.map((task) => pick(task.title, i18n.language)).join(' · ')}
            </span>
            <span className="text-base font-semibold text-stone-700">
              {t('tasks.itemsDone', { done: dayBeforeDone, total: DAY_BEFORE_TASKS.length })}
            </span>
          </li>
          {PRODUCTION_TASKS.map((task) => (
            <li
              key={task.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200"
            >
              <span className="shrink-0 text-lg font-bold text-stone-900 tabular-nums sm:w-36">
                {task.startTime}–{addMinutes(task.startTime, task.durationMinutes)}
              </span>
              <span className="min-w-0 flex-1 basis-48 break-words text-lg font-semibold text-stone-900">
                {pick(task.title, i18n.language)}
              </span>
              <StatusChip task={task} status={taskStatus(state, task, now)} />
            </li>
          ))}
        </ol>
      </section>
      <HistoryChart until={state.day.date} />
    </div>
  );
}
