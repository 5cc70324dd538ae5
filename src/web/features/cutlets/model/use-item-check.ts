import { useState } from 'react';
import type { CutletItem } from '#shared/content/cutlets/index.ts';
import { cutletItemDueAt } from '#shared/content/cutlets/index.ts';
import { isTooEarly } from '#shared/domain/kitchen/check-rules.ts';
import {
  cutletLimit,
  cutletNumberRule,
  isValueOutside,
  packCountsWith,
  readItemValue,
  stepFor,
  type CutletUnit,
} from '#shared/domain/kitchen/cutlets.ts';
import { formatKeralaClock } from '#shared/domain/kerala-time.ts';
import { stepNumber } from '#shared/domain/typed-number.ts';
import { checkRecordBody, checkRecordProblems, type CheckRecords } from '#web/components/check-record-fields.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { useCheckCutletItem } from '../api/check-cutlet-item.ts';
import { useDay } from './day-context.tsx';

/** The number rule of an item the cook types a number into (not a time, not a value worked out from the plan). */
export function typedNumberRule(item: CutletItem) {
  const numeric = item.unit !== null && item.unit !== 'time' && !item.plan;
  return numeric ? cutletNumberRule(cutletLimit(item.unit as Exclude<CutletUnit, 'time'>, item.field)) : null;
}

/**
 * Checking one item: its value as typed (read by its typed-number rule as it is typed; empty is only
 * refused when the item is ticked), what the check still needs (an action for a value outside its limit,
 * a reason for a check done early), and the tick that sends it. `label` is the item's name as shown.
 */
export function useItemCheck(item: CutletItem, label: string) {
  const { t } = useTranslation('translation', { keyPrefix: 'cutlets' });
  const { t: text } = useTranslation();
  const { state, worker, now } = useDay();
  const checkItem = useCheckCutletItem();
  const problemText = useProblemText();
  const locked = state.checks.has(item.id);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Set in the click itself, so the box shows checked at once (the mutation's own state comes a moment later).
  const [sending, setSending] = useState(false);
  const [records, setRecords] = useState<CheckRecords>({ actionTaken: '', earlyReason: '' });
  const [triedToCheck, setTriedToCheck] = useState(false);
  const rule = typedNumberRule(item);
  const typed = rule && draft.trim() !== '' ? readItemValue(item, draft) : null;
  const refusal = typed && !typed.ok ? text(typed.key, typed.params) : null;
  const typedNumber = typed?.ok && typeof typed.value === 'number' ? typed.value : null;
  const dueAt = item.due ? cutletItemDueAt(state.day.date, item.id, state.day.checks) : null;
  const needs = {
    action: !locked && typedNumber !== null && isValueOutside(item, typedNumber, state.day.values),
    earlyTime: !locked && isTooEarly(dueAt, now) ? formatKeralaClock(dueAt!) : null,
  };

  function type(value: string) {
    setDraft(value);
    setError(null);
  }

  function stepBy(direction: 1 | -1) {
    if (!rule || !item.unit) return;
    type(String(stepNumber(typedNumber ?? 0, stepFor(item.unit), direction, rule)));
  }

  function check() {
    if (locked || sending) return;
    setError(null);
    const read = readItemValue(item, draft);
    if (!read.ok) {
      setError(text(read.key, read.params));
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

  return {
    locked,
    draft,
    type,
    stepBy,
    rule,
    typedNumber,
    /** What is wrong with the value typed, or with the last tick. */
    problem: refusal ?? error,
    sending,
    check,
    /** Cutlets or packs typed: whether the day's packs then hold 10–20 each, beside the item. */
    packCounts: !locked && typedNumber !== null ? packCountsWith(item.field, typedNumber, state.day.values) : null,
    checkRecords: {
      needs,
      value: records,
      onChange: setRecords,
      problems: triedToCheck ? checkRecordProblems(needs, records) : null,
    },
  };
}

export type ItemCheck = ReturnType<typeof useItemCheck>;
