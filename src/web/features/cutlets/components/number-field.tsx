import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { loadTexts, useTranslation } from '#web/lib/i18n.ts';
import { itemRecording } from '#shared/content/cutlets/index.ts';
import {
  CUTLET_FIELD_UNIT,
  cutletLimit,
  cutletNumberRule,
  readCutletNumber,
  stepFor,
  type CutletField,
} from '#shared/domain/kitchen/cutlets.ts';
import { stepNumber } from '#shared/domain/typed-number.ts';
import { Stepped } from '#web/components/number-input.tsx';
import { ConflictView } from '#web/components/conflict-view.tsx';
import { staleDayOf, useSaveCutletValues } from '../api/save-cutlet-values.ts';
import { useDay } from '../model/day-context.tsx';
import { formatAmount } from '../model/format.ts';
import { afterStale, onLeaving, saveFrom, type Edit, type EditedFrom } from '../model/number-edit.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { NumberFieldStatus } from './number-field-status.tsx';

void loadTexts('validation');

/**
 * One of the day's numbers: typed, or stepped by the thumb-sized minus and plus (0.1 kg, else 1). What
 * is typed is read by the field's typed-number rule as it is typed: text it cannot take ('-5', '2.5' in
 * a count, '1e3', past the limit) is refused beside the field and never saved, and the saved number
 * stays. A number it takes is saved when the field is left (or on Enter), a step at once, with the
 * day's version it was read at. When someone else changed the day meanwhile: if this number is as it
 * was, the save goes again on top of their change; if they changed this number too, both are shown and
 * the cook keeps theirs or takes the saved one. Locked once the checklist item that records it is
 * checked.
 */
export function NumberField({ field, note }: { field: CutletField; note?: ReactNode }) {
  const { t } = useTranslation('translation', { keyPrefix: 'cutlets' });
  const { t: text } = useTranslation();
  const { state, onRefused } = useDay();
  const save = useSaveCutletValues();
  const problemText = useProblemText();
  const [edit, setEdit] = useState<Edit | null>(null);
  /** The number as saved now, and the day's version, when it differs from the one typing began from. */
  const [conflict, setConflict] = useState<{ value: number; version: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const errorId = useId();
  const unit = CUTLET_FIELD_UNIT[field];
  const limit = cutletLimit(unit, field);
  const rule = cutletNumberRule(limit);
  const unitLabel = t(`units.${unit}`);
  const value = state.day.values[field];
  const recorder = itemRecording(field);
  const lock = recorder ? state.checks.get(recorder.id) : undefined;
  const read = edit ? readCutletNumber(edit.typed, limit) : null;
  const refusal = read && !read.ok ? text(read.key, read.params) : null;
  const problem = refusal ?? error;
  // What is worked out from this number (the purchase plan) shows nothing while it is refused.
  useEffect(() => {
    onRefused(field, refusal !== null);
    return () => onRefused(field, false);
  }, [field, refusal, onRefused]);
  const blocked = lock !== undefined || conflict !== null || save.isPending;

  function send(typed: string, from: EditedFrom, again: boolean) {
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
          const next = afterStale(from, { version: current.version, value: current.values[field] }, again);
          if (next.kind === 'resend') send(typed, next.from, false);
          else setConflict(next.saved);
        },
      },
    );
  }

  /** Saves `typed` from the edit begun at `from`: from the day as shown now while this number is as it was. */
  function saveTyped(typed: string, from: EditedFrom) {
    send(typed, saveFrom(from, { version: state.day.version, value }), true);
  }

  function commit() {
    if (edit === null || blocked) return;
    const leaving = onLeaving(read, value);
    if (leaving === 'close') setEdit(null);
    if (leaving === 'save') saveTyped(edit.typed, edit.from);
  }

  function stepBy(direction: 1 | -1) {
    if (blocked) return;
    const next = String(stepNumber(read?.ok ? read.value : value, stepFor(unit), direction, rule));
    const from = edit?.from ?? { version: state.day.version, value };
    setEdit({ typed: next, from });
    setError(null);
    saveTyped(next, from);
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
        <Stepped
          less={{
            label: t('inventory.less', { field: t(`fields.${field}`), step: stepFor(unit), unit: unitLabel }),
            disabled: blocked || value <= rule.min,
            onClick: () => stepBy(-1),
          }}
          more={{
            label: t('inventory.more', { field: t(`fields.${field}`), step: stepFor(unit), unit: unitLabel }),
            disabled: blocked || value >= rule.max,
            onClick: () => stepBy(1),
          }}
        >
          <input
            id={id}
            type="text"
            inputMode={rule.decimals === 0 ? 'numeric' : 'decimal'}
            autoComplete="off"
            value={edit?.typed ?? String(value)}
            disabled={lock !== undefined}
            aria-invalid={problem !== null}
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => {
              const next = event.target.value;
              setEdit((current) => ({ typed: next, from: current?.from ?? { version: state.day.version, value } }));
              setError(null);
            }}
            onBlur={commit}
            onKeyDown={onKey}
            className={`min-h-12 w-full min-w-0 rounded-lg border bg-white px-3 text-xl font-semibold tabular-nums focus:outline-none focus:ring-4 disabled:bg-stone-100 disabled:text-stone-800 ${
              problem
                ? 'border-red-600 focus:border-red-600 focus:ring-red-200'
                : 'border-stone-400 focus:border-amber-600 focus:ring-amber-200'
            }`}
          />
        </Stepped>
        <span className="w-14 shrink-0 text-lg font-semibold text-stone-700">{unitLabel}</span>
      </div>
      <NumberFieldStatus lock={lock} saving={save.isPending} note={note} problem={problem} problemId={errorId} />
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
