import { useTranslation } from '#web/lib/i18n.ts';
import { CUTLET_TASKS } from '#shared/content/cutlets/index.ts';
import { CUTLET_PRODUCTION_FIELDS, closingFrozen } from '#shared/domain/kitchen/cutlets.ts';
import { panel } from '#web/components/buttons.ts';
import { HistoryChart } from '../components/history-chart.tsx';
import { NumberField } from '../components/number-field.tsx';
import { PackVerdict } from '../components/pack-verdict.tsx';
import { Bar } from '#web/components/progress-bar.tsx';
import { StatTile } from '../components/stat-tile.tsx';
import { useDay } from '../model/day-context.tsx';
import { clockTime, pick } from '../model/format.ts';

/** The day's production (entered here or recorded by its checkpoints), its closing count, the completed tasks and past days. */
export function SummaryView() {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'cutlets' });
  const { state } = useDay();
  const { values } = state.day;
  const closing = closingFrozen(values.frozenCutlets, values.producedCutlets);
  const tasksText = t('tasks.tasksDone', { done: state.completedTasks, total: state.totalTasks });
  const completed = CUTLET_TASKS.flatMap((task) => {
    const completion = state.completions.get(task.id);
    return completion ? [{ task, completion }] : [];
  }).sort((a, b) => a.completion.completedAt.localeCompare(b.completion.completedAt));
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-2xl font-bold text-stone-900 xl:text-3xl">{t('summary.title')}</h2>
      <div className="grid gap-3 min-[420px]:grid-cols-2 xl:grid-cols-3">
        <StatTile
          label={`${t('dashboard.produced')} / ${t('dashboard.target')}`}
          testId="summary-produced"
          value={t('dashboard.targetVsProduced', { produced: values.producedCutlets, target: values.target })}
        />
        <StatTile label={t('dashboard.progress')} testId="summary-progress" value={`${state.percent}%`}>
          <Bar label={t('dashboard.progress')} percent={state.percent} text={tasksText} />
          <p className="text-base text-stone-700">{tasksText}</p>
        </StatTile>
        <StatTile label={t('summary.closing')} testId="summary-closing" value={String(closing)}>
          <p className="text-base text-stone-700">
            {t('summary.closingRule', { frozen: values.frozenCutlets, produced: values.producedCutlets })}
          </p>
        </StatTile>
      </div>
      <section aria-labelledby="cutlet-production-title" className={`${panel} flex flex-col gap-3`}>
        <h3 id="cutlet-production-title" className="text-xl font-bold text-stone-900">
          {t('summary.production')}
        </h3>
        <div className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-4">
          {CUTLET_PRODUCTION_FIELDS.map((field) => (
            <NumberField key={field} field={field} />
          ))}
        </div>
        <PackVerdict produced={values.producedCutlets} packs={values.totalPackages} />
      </section>
      <section aria-labelledby="cutlet-completed-title" className={`${panel} flex flex-col gap-3`}>
        <h3 id="cutlet-completed-title" className="text-xl font-bold text-stone-900">
          {t('summary.completedTasks')}
        </h3>
        {completed.length === 0 ? (
          <p className="text-lg text-stone-700">{t('summary.noneCompleted')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {completed.map(({ task, completion }) => (
              <li
                key={task.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-emerald-50 p-3 ring-1 ring-emerald-300"
              >
                <span className="min-w-0 break-words text-lg font-semibold text-stone-900">
                  {pick(task.title, i18n.language)}
                </span>
                <span className="text-base font-semibold text-emerald-900">
                  {t('tasks.completedBy', {
                    name: completion.worker || t('topBar.worker'),
                    time: clockTime(completion.completedAt),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <HistoryChart until={state.day.date} />
    </div>
  );
}
