import { Lock } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { itemRecording } from '#shared/content/cutlets/index.ts';
import { CUTLET_FIELD_UNIT, readFieldValue, stepFor, type CutletField } from '#shared/domain/kitchen/cutlets.ts';
import { limitParams } from '#shared/domain/kitchen/limits.ts';
import { ConflictView } from '#web/components/conflict-view.tsx';
import { staleDayOf, useSaveCutletValues } from '../api/save-cutlet-values.ts';
import { useDay } from '../model/day-context.tsx';
import { clockTime, formatAmount } from '../model/format.ts';
import { useProblemText } from '#web/lib/problem-text.ts';

/** An edit in progress: what is typed, and the day's version and this number as they were when typing began. */
interface Edit {
  typed: string;
  from: { version: number; value: number };
}

/**
 * One of the day's numbers: typed freely, held to its limit before the call (worded beside the field),
 * saved when the field is left (or on Enter) with the day's version it was read at. When someone else
 * changed the day meanwhile: if this number is as it was, the save goes again on top of their change;
 * if they changed this number too, both are shown and the cook keeps theirs or takes the saved one.
 * Locked once the checklist item that records it is checked.
 */
export function NumberField({ field, note }: { field: CutletField; note?: ReactNode }) {
  const { t } = useTranslation('translation', { keyPrefix: 'cutlets' });
  const { t: text } = useTranslation();
  const { state, readOnly } = useDay();
  const save = useSaveCutletValues();
  const problemText = useProblemText();
  const [edit, setEdit] = useState<Edit | null>(null);
  /** The number as saved now, and the day's version, when it differs from the one typing began from. */
  const [conflict, setConflict] = useState<{ value: number; version: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const errorId = useId();
  const unit = CUTLET_FIELD_UNIT[field];
  const unitLabel = t(`units.${unit}`);
  const value = state.day.values[field];
  const recorder = itemRecording(field);
  const lock = recorder ? state.checks.get(recorder.id) : undefined;

  function send(typed: string, from: Edit['from'], again: boolean) {
    save.mutate(
      { date: state.day.date, values: { [field]: typed }, version: from.version },
      {
        onSuccess: () => {
          setEdit(null);
          setConflict(null);
        },
        onError: (failure) => {
          const current = staleDayOf(failure);
          if (!current) {
            setError(problemText(failure, t('errors.save')));
            return;
          }
          const now = current.values[field];
          // Someone changed something else of the day: this number is still as it was, so it is saved on top.
          if (again && now === from.value) send(typed, { version: current.version, value: now }, false);
          else setConflict({ value: now, version: current.version });
        },
      },
    );
  }

  function commit() {
    if (edit === null || readOnly || lock || conflict || save.isPending) return;
    if (edit.typed === String(value)) {
      setEdit(null);
      return;
    }
    const read = readFieldValue(field, edit.typed);
    if (!read.ok) {
      setError(text(read.key, limitParams(read.key)));
      return;
    }
    // The number as shown is still the one typing began from: saved from the day as shown now.
    send(edit.typed, value === edit.from.value ? { version: state.day.version, value } : edit.from, true);
  }

  function keepMine() {
    if (!edit || !conflict) return;
    const from = { version: conflict.version, value: conflict.value };
    setEdit({ ...edit, from });
    setConflict(null);
    send(edit.typed, from, false);
  }

  function takeCurrent() {
    setEdit(null);
    setConflict(null);
    setError(null);
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
          value={edit?.typed ?? String(value)}
          disabled={readOnly || lock !== undefined}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            const typed = event.target.value;
            setEdit((current) => ({ typed, from: current?.from ?? { version: state.day.version, value } }));
            setError(null);
          }}
          onBlur={commit}
          onKeyDown={onKey}
          className="min-h-12 w-full min-w-0 rounded-lg border border-stone-400 bg-white px-3 text-xl font-semibold tabular-nums focus:border-amber-600 focus:outline-none focus:ring-4 focus:ring-amber-200 disabled:bg-stone-100 disabled:text-stone-800"
        />
        <span className="w-14 shrink-0 text-lg font-semibold text-stone-700">{unitLabel}</span>
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
        <p id={errorId} role="alert" className="text-base font-semibold text-red-700">
          {error}
        </p>
      )}
      {conflict && edit && (
        <ConflictView
          rows={[
            {
              id: 'value',
              label: t(`fields.${field}`),
              mine: `${edit.typed} ${unitLabel}`,
              saved: `${formatAmount(conflict.value, unit)} ${unitLabel}`,
            },
          ]}
          onKeepMine={keepMine}
          onTakeSaved={takeCurrent}
        />
      )}
    </div>
  );
}
