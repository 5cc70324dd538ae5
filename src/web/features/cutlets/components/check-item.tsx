import { Check, Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import type { CutletItem } from '#shared/content/cutlets/index.ts';
import { planValue, stepFor, type CutletUnit } from '#shared/domain/kitchen/cutlets.ts';
import { useCheckCutletItem } from '../api/check-cutlet-item.ts';
import { useDay } from '../model/day-context.tsx';
import { clockTime, formatAmount, pick } from '../model/format.ts';
import { useProblemText } from '../model/use-problem-text.ts';

/** A value as recorded: a time as it is, a number in the unit's format. */
function shownValue(value: string, unit: CutletUnit | null): string {
  if (unit === 'time') return value;
  const number = Number(value);
  return Number.isFinite(number) ? formatAmount(number, unit) : value;
}

/**
 * One subtask or checkpoint: a large checkbox, its value where it has one, and who checked it. A checked
 * item is locked: it cannot be unchecked, and its value stays as recorded.
 */
export function CheckItem({ item }: { item: CutletItem }) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'cutlets' });
  const { state, readOnly, worker } = useDay();
  const check = state.checks.get(item.id);
  const checkItem = useCheckCutletItem();
  const problemText = useProblemText();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Set in the click itself, so the box shows checked at once (the mutation's own state comes a moment later).
  const [sending, setSending] = useState(false);
  const id = useId();
  const label = pick(item.task, i18n.language);
  const locked = check !== undefined;
  const unitLabel = item.unit ? t(`units.${item.unit}`) : '';
  const fieldValue = item.field ? state.day.values[item.field] : null;
  const typed = draft ?? (fieldValue === null ? '' : String(fieldValue));

  function onCheck() {
    if (locked || readOnly || sending) return;
    setError(null);
    const value = item.unit === null || item.plan ? null : typed.trim() || null;
    if (item.required && item.unit !== null && !item.plan && value === null) {
      setError(t('refusals.valueRequired'));
      return;
    }
    setSending(true);
    checkItem.mutate(
      { date: state.day.date, itemId: item.id, itemName: label, value, worker: worker.trim() },
      {
        onSuccess: () => setDraft(null),
        onError: (failure) => setError(problemText(failure)),
        onSettled: () => setSending(false),
      },
    );
  }

  let value = null;
  if (check && check.value !== null) {
    value = (
      <span data-testid="item-value" className="text-xl font-bold text-stone-900 tabular-nums">
        {shownValue(check.value, item.unit)} {unitLabel}
      </span>
    );
  } else if (!locked && item.plan && item.unit) {
    value = (
      <span data-testid="item-value" className="text-xl font-bold text-stone-900 tabular-nums">
        {formatAmount(planValue(state.plan, item.plan), item.unit)} {unitLabel}
      </span>
    );
  } else if (!locked && item.unit) {
    value = (
      <span className="flex items-center gap-2">
        <input
          type={item.unit === 'time' ? 'time' : 'number'}
          inputMode={item.unit === 'time' || item.unit === 'celsius' ? undefined : 'decimal'}
          step={item.unit === 'time' ? undefined : stepFor(item.unit)}
          min={item.unit === 'time' || item.unit === 'celsius' ? undefined : 0}
          aria-label={t('tasks.valueOf', { item: label })}
          value={typed}
          disabled={readOnly}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          className="min-h-12 w-32 rounded-lg border border-stone-400 px-3 text-lg tabular-nums focus:border-amber-600 focus:outline-none focus:ring-4 focus:ring-amber-200 disabled:bg-stone-100"
        />
        {unitLabel && <span className="text-lg font-semibold text-stone-700">{unitLabel}</span>}
      </span>
    );
  }

  return (
    <li
      className={`rounded-xl p-3 ring-1 ${locked ? 'bg-emerald-50 ring-2 ring-emerald-500' : 'bg-white ring-stone-300'}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <label htmlFor={id} className="flex min-h-12 min-w-0 flex-1 basis-52 cursor-pointer items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center">
            <input
              id={id}
              type="checkbox"
              checked={locked || sending}
              disabled={locked || readOnly || sending}
              onChange={onCheck}
              className="peer col-start-1 row-start-1 size-10 cursor-pointer appearance-none rounded-lg border-2 border-stone-500 bg-white checked:border-emerald-700 checked:bg-emerald-700 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300 disabled:cursor-default disabled:not-checked:bg-stone-100"
            />
            <Check
              aria-hidden
              strokeWidth={3.5}
              className="pointer-events-none col-start-1 row-start-1 hidden size-7 text-white peer-checked:block"
            />
          </span>
          <span className="min-w-0 break-words text-lg leading-snug font-semibold text-stone-900">
            {label}
            {item.required && <span className="ml-2 text-base font-bold text-red-700">{t('tasks.required')}</span>}
          </span>
        </label>
        {value}
      </div>
      {check && (
        <p className="mt-1 flex items-center gap-2 text-base font-semibold text-emerald-900">
          <Lock aria-hidden className="size-5 shrink-0" />
          {t('tasks.checkedBy', { name: check.worker || t('topBar.worker'), time: clockTime(check.checkedAt) })}
        </p>
      )}
      {!locked && item.plan && <p className="mt-1 text-sm text-stone-600">{t('tasks.worked')}</p>}
      {error && (
        <p role="alert" className="mt-1 text-base font-semibold text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}
