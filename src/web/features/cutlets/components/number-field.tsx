import { Lock } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { itemRecording } from '#shared/content/cutlets/index.ts';
import { CUTLET_FIELD_UNIT, stepFor, type CutletField } from '#shared/domain/kitchen/cutlets.ts';
import { useSaveCutletValues } from '../api/save-cutlet-values.ts';
import { useDay } from '../model/day-context.tsx';
import { clockTime } from '../model/format.ts';
import { useProblemText } from '../model/use-problem-text.ts';

/**
 * One of the day's numbers: typed freely, saved when the field is left (or on Enter) and parsed by the
 * server's rule (invalid → 0, the target → 100). Locked once the checklist item that records it is checked.
 */
export function NumberField({ field, note }: { field: CutletField; note?: ReactNode }) {
  const { t } = useTranslation('translation', { keyPrefix: 'cutlets' });
  const { state, readOnly } = useDay();
  const save = useSaveCutletValues();
  const problemText = useProblemText();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const unit = CUTLET_FIELD_UNIT[field];
  const value = state.day.values[field];
  const recorder = itemRecording(field);
  const lock = recorder ? state.checks.get(recorder.id) : undefined;

  function commit() {
    if (draft === null || readOnly || lock) return;
    if (draft === String(value)) {
      setDraft(null);
      return;
    }
    save.mutate(
      { date: state.day.date, values: { [field]: draft } },
      {
        onSuccess: () => setDraft(null),
        onError: (failure) => setError(problemText(failure)),
      },
    );
  }

  function onKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  }

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-lg font-semibold text-stone-900">
        {t(`fields.${field}`)}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          step={stepFor(unit)}
          value={draft ?? String(value)}
          disabled={readOnly || lock !== undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onBlur={commit}
          onKeyDown={onKey}
          className="min-h-12 w-full min-w-0 rounded-lg border border-stone-400 bg-white px-3 text-xl font-semibold tabular-nums focus:border-amber-600 focus:outline-none focus:ring-4 focus:ring-amber-200 disabled:bg-stone-100 disabled:text-stone-800"
        />
        <span className="w-14 shrink-0 text-lg font-semibold text-stone-700">{t(`units.${unit}`)}</span>
      </div>
      {lock && (
        <p className="flex items-center gap-2 text-base font-semibold text-emerald-900">
          <Lock aria-hidden className="size-4 shrink-0" />
          {t('inventory.locked', { name: lock.worker || t('topBar.worker'), time: clockTime(lock.checkedAt) })}
        </p>
      )}
      {save.isPending && (
        <p role="status" className="text-sm text-stone-600">
          {t('inventory.saving')}
        </p>
      )}
      {note}
      {error && (
        <p role="alert" className="text-base font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
