import { keyOf } from '#shared/content/locales/text-keys.ts';
import { Check, Lock, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { loadTexts, useTranslation } from '#web/lib/i18n.ts';
import type { CutletItem } from '#shared/content/cutlets/index.ts';
import {
  cutletLimit,
  cutletNumberRule,
  planValue,
  readItemValue,
  stepFor,
  type CutletUnit,
} from '#shared/domain/kitchen/cutlets.ts';
import { stepNumber } from '#shared/domain/typed-number.ts';
import { undoRefusal } from '#shared/domain/kitchen/undo-rule.ts';
import type { CutletCheck } from '#shared/schemas/cutlets.ts';
import { Stepped } from '#web/components/number-input.tsx';
import { button } from '#web/components/buttons.ts';
import { useSessionUser } from '#web/lib/session.ts';
import { useCheckCutletItem } from '../api/check-cutlet-item.ts';
import { useDay } from '../model/day-context.tsx';
import { clockTime, formatAmount, pick } from '../model/format.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { isOnServer } from '../model/waiting-checks.ts';
import { LimitVerdict } from './limit-verdict.tsx';
import { PackVerdict } from './pack-verdict.tsx';
import { cutletItemDueAt } from '#shared/content/cutlets/index.ts';
import { isTooEarly } from '#shared/domain/kitchen/check-rules.ts';
import { cutletLimitText, isValueOutside, packCountsWith } from '#shared/domain/kitchen/cutlets.ts';
import { formatKeralaClock } from '#shared/domain/kerala-time.ts';
import {
  CheckRecordFields,
  checkRecordBody,
  checkRecordProblems,
  type CheckRecords,
} from '#web/components/check-record-fields.tsx';
import { UndoDialog } from './undo-dialog.tsx';

void loadTexts('validation');

/** A value as recorded: a time as it is, a number in the unit's format. */
function shownValue(value: string, unit: CutletUnit | null): string {
  if (unit === 'time') return value;
  const number = Number(value);
  return Number.isFinite(number) ? formatAmount(number, unit) : value;
}

/** Whether the signed-in user may undo `check` now: the same rule as the server's (undoRefusal). */
function useMayUndo(check: CutletCheck | undefined): boolean {
  const { now } = useDay();
  const { data: user } = useSessionUser();
  if (!check || !user || !isOnServer(check)) return false;
  const record = { account: check.account, name: check.worker, at: check.checkedAt };
  return undoRefusal(record, { role: user.role, account: user.username }, now) === null;
}

/**
 * One subtask or checkpoint: a large checkbox, its value where it has one, and who checked it. A checked
 * item is locked; it is taken back only with Undo and a reason (its own check within 10 minutes for
 * staff, any check for an admin), and each undo stays shown beside the item. A value the item needs
 * starts empty: it is never taken as 0. A number is typed or stepped (thumb-sized minus and plus) and
 * read by its typed-number rule as it is typed, refused beside the item when it cannot be taken; a value
 * with a physical limit (the IQF freezer, a portion's weight) is judged as typed and once recorded: out
 * of its limit it is recorded as measured and shown in red with what to do.
 */
export function CheckItem({ item }: { item: CutletItem }) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'cutlets' });
  const { t: text } = useTranslation();
  const { state, worker, now } = useDay();
  const check = state.checks.get(item.id);
  const checkItem = useCheckCutletItem();
  const problemText = useProblemText();
  const mayUndo = useMayUndo(check);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [undoing, setUndoing] = useState(false);
  // Set in the click itself, so the box shows checked at once (the mutation's own state comes a moment later).
  const [sending, setSending] = useState(false);
  const id = useId();
  const errorId = useId();
  const label = pick(item.task, i18n.language);
  const locked = check !== undefined;
  const unitLabel = item.unit ? t(`units.${item.unit}`) : '';
  /** The unit beside a value: '1 piece', '84 pieces'. */
  const countedUnit = (shown: number | string) => {
    const count = Number(shown);
    return item.unit && item.unit !== 'time' && Number.isFinite(count) ? t(`units.${item.unit}`, { count }) : unitLabel;
  };
  const undone = state.day.corrections.filter((correction) => correction.recordId === item.id);
  const numeric = item.unit !== null && item.unit !== 'time' && !item.plan;
  const rule = numeric ? cutletNumberRule(cutletLimit(item.unit as Exclude<CutletUnit, 'time'>, item.field)) : null;
  // A number as typed, read as it is typed; empty is only refused when the item is ticked.
  const typed = numeric && draft.trim() !== '' ? readItemValue(item, draft) : null;
  const refusal = typed && !typed.ok ? text(keyOf(typed.key), typed.params) : null;
  const problem = refusal ?? error;
  const typedNumber = typed?.ok && typeof typed.value === 'number' ? typed.value : null;
  const [records, setRecords] = useState<CheckRecords>({ actionTaken: '', earlyReason: '' });
  const [triedToCheck, setTriedToCheck] = useState(false);
  const dueAt = item.due ? cutletItemDueAt(state.day.date, item.id, state.day.checks) : null;
  const needs = {
    action: !locked && typedNumber !== null && isValueOutside(item, typedNumber, state.day.values),
    earlyTime: !locked && isTooEarly(dueAt, now) ? formatKeralaClock(dueAt!) : null,
  };
  /** Cutlets or packs typed: whether the day's packs then hold 10–20 each, beside the item. */
  const packCounts = !locked && typedNumber !== null ? packCountsWith(item.field, typedNumber, state.day.values) : null;
  const recordProblems = triedToCheck ? checkRecordProblems(needs, records) : null;

  function stepBy(direction: 1 | -1) {
    if (!rule || !item.unit) return;
    setDraft(String(stepNumber(typedNumber ?? 0, stepFor(item.unit), direction, rule)));
    setError(null);
  }

  function onCheck() {
    if (locked || sending) return;
    setError(null);
    const read = readItemValue(item, draft);
    if (!read.ok) {
      setError(text(keyOf(read.key), read.params));
      return;
    }
    if (checkRecordProblems(needs, records)) {
      setTriedToCheck(true);
      return;
    }
    const value = read.value === null ? null : draft.trim();
    setSending(true);
    const sent = checkRecordBody(needs, records);
    checkItem.mutate(
      { date: state.day.date, itemId: item.id, itemName: label, value, worker: worker.trim(), ...sent },
      {
        onSuccess: () => {
          setDraft('');
          setTriedToCheck(false);
        },
        onError: (failure) => setError(problemText(failure, t('errors.save'))),
        onSettled: () => setSending(false),
      },
    );
  }

  let value = null;
  if (check && check.value !== null) {
    value = (
      <span data-testid="item-value" className="text-xl font-bold text-stone-900 tabular-nums">
        {shownValue(check.value, item.unit)} {countedUnit(check.value)}
      </span>
    );
  } else if (!locked && item.plan && item.unit) {
    value = (
      <span data-testid="item-value" className="text-xl font-bold text-stone-900 tabular-nums">
        {formatAmount(planValue(state.plan, item.plan), item.unit)} {countedUnit(planValue(state.plan, item.plan))}
      </span>
    );
  } else if (!locked && item.unit === 'time') {
    value = (
      <input
        type="time"
        aria-label={t('tasks.valueOf', { item: label })}
        aria-invalid={problem !== null}
        aria-describedby={problem ? errorId : undefined}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        className="min-h-12 w-32 rounded-lg border border-stone-400 px-3 text-lg tabular-nums focus:border-amber-600 focus:outline-none focus:ring-4 focus:ring-amber-200"
      />
    );
  } else if (!locked && item.unit && rule) {
    const stepLabel = { item: label, step: stepFor(item.unit), unit: unitLabel };
    value = (
      <span className="flex items-center gap-2">
        <Stepped
          less={{
            label: t('tasks.less', stepLabel),
            disabled: sending || (typedNumber !== null && typedNumber <= rule.min),
            onClick: () => stepBy(-1),
          }}
          more={{
            label: t('tasks.more', stepLabel),
            disabled: sending || (typedNumber !== null && typedNumber >= rule.max),
            onClick: () => stepBy(1),
          }}
        >
          <input
            type="text"
            inputMode={rule.decimals === 0 ? 'numeric' : 'decimal'}
            autoComplete="off"
            aria-label={t('tasks.valueOf', { item: label })}
            aria-invalid={problem !== null}
            aria-describedby={problem ? errorId : undefined}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(null);
            }}
            className={`min-h-12 w-28 min-w-0 rounded-lg border px-3 text-lg tabular-nums focus:outline-none focus:ring-4 ${
              problem
                ? 'border-red-600 focus:border-red-600 focus:ring-red-200'
                : 'border-stone-400 focus:border-amber-600 focus:ring-amber-200'
            }`}
          />
        </Stepped>
        {unitLabel && <span className="text-lg font-semibold text-stone-700">{unitLabel}</span>}
      </span>
    );
  }

  const recorded = check?.value != null ? Number(check.value) : null;
  const judged = locked ? recorded : typedNumber;

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
              disabled={locked || sending}
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
            {item.required && (
              <span className="ml-2 inline-block text-base font-bold whitespace-nowrap text-red-700">
                {t('tasks.required')}
              </span>
            )}
          </span>
        </label>
        {value}
      </div>
      {check && (
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          <p className="flex min-w-0 items-center gap-2 text-base font-semibold text-emerald-900">
            <Lock aria-hidden className="size-5 shrink-0" />
            {t('tasks.checkedBy', { name: check.worker || t('topBar.worker'), time: clockTime(check.checkedAt) })}
          </p>
          {mayUndo && (
            <button
              type="button"
              onClick={() => setUndoing(true)}
              aria-label={`${t('undo.button')}: ${label}`}
              className={button.dangerOutline}
            >
              <Undo2 aria-hidden className="size-5 shrink-0" />
              {t('undo.button')}
            </button>
          )}
        </div>
      )}
      {undone.length > 0 && (
        <ul aria-label={t('undo.title')} className="mt-2 flex flex-col gap-1">
          {undone.map((correction) => {
            const before = correction.before as { value?: string | null; worker?: string; checkedAt?: string };
            const was = { name: before.worker || t('topBar.worker'), time: clockTime(before.checkedAt ?? '') };
            return (
              <li
                key={correction.id}
                data-testid="item-undone"
                className="rounded-lg bg-amber-100 px-3 py-2 text-amber-950 ring-1 ring-amber-400"
              >
                <p className="flex items-start gap-2 text-lg leading-snug font-bold">
                  <Undo2 aria-hidden className="mt-1 size-5 shrink-0" />
                  <span className="min-w-0 break-words">
                    {t('undo.undone', {
                      name: correction.madeBy || correction.account,
                      time: clockTime(correction.madeAt),
                      reason: correction.reason,
                    })}
                  </span>
                </p>
                <p className="ml-7 break-words text-base font-semibold">
                  {before.value != null
                    ? t('undo.was', { ...was, value: `${shownValue(before.value, item.unit)} ${unitLabel}`.trim() })
                    : t('undo.wasChecked', was)}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      {item.limit && judged !== null && Number.isFinite(judged) && (
        <LimitVerdict limit={item.limit} value={judged} unitLabel={unitLabel} recorded={locked} />
      )}
      {packCounts && <PackVerdict {...packCounts} />}
      {item.limit && !locked && judged === null && (
        <p className="mt-1 text-base font-semibold text-stone-800">
          {text('kitchenRules.checks.limit', { limit: text(keyOf(cutletLimitText(item.limit))) })}
        </p>
      )}
      {check?.actionTaken && (
        <p data-testid="item-action" className="mt-1 break-words text-base font-semibold text-stone-900">
          {text('kitchenRules.checks.actionTaken', {
            name: check.worker || t('topBar.worker'),
            action: check.actionTaken,
          })}
        </p>
      )}
      {check?.earlyReason && (
        <p className="mt-1 break-words text-base font-semibold text-stone-900">
          {text('kitchenRules.checks.earlyReason', { reason: check.earlyReason })}
        </p>
      )}
      <CheckRecordFields needs={needs} value={records} onChange={setRecords} problems={recordProblems} />
      {!locked && item.plan && <p className="mt-1 text-sm text-stone-600">{t('tasks.worked')}</p>}
      {problem && (
        <p id={errorId} role="alert" className="mt-1 text-base font-semibold text-red-700">
          {problem}
        </p>
      )}
      {undoing && check && <UndoDialog label={label} check={check} onClose={() => setUndoing(false)} />}
    </li>
  );
}
