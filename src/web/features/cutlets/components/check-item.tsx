import { Check } from 'lucide-react';
import { useId } from 'react';
import type { CutletItem } from '#shared/content/cutlets/index.ts';
import { CheckRecordFields } from '#web/components/check-record-fields.tsx';
import { loadTexts, useTranslation } from '#web/lib/i18n.ts';
import { useDay } from '../model/day-context.tsx';
import { pick } from '../model/format.ts';
import { useItemCheck } from '../model/use-item-check.ts';
import { ItemChecked } from './item-checked.tsx';
import { ItemNotes } from './item-notes.tsx';
import { ItemUndone } from './item-undone.tsx';
import { ItemValue } from './item-value.tsx';

void loadTexts('validation');

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
  const { state } = useDay();
  const check = state.checks.get(item.id);
  const label = pick(item.task, i18n.language);
  const itemCheck = useItemCheck(item, label);
  const { locked, sending, problem } = itemCheck;
  const id = useId();
  const errorId = useId();

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
              onChange={itemCheck.check}
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
        <ItemValue item={item} label={label} check={check} itemCheck={itemCheck} errorId={errorId} />
      </div>
      {check && <ItemChecked check={check} label={label} />}
      <ItemUndone item={item} />
      <ItemNotes item={item} check={check} itemCheck={itemCheck} />
      <CheckRecordFields {...itemCheck.checkRecords} />
      {!locked && item.plan && <p className="mt-1 text-sm text-stone-600">{t('tasks.worked')}</p>}
      {problem && (
        <p id={errorId} role="alert" className="mt-1 text-base font-semibold text-red-700">
          {problem}
        </p>
      )}
    </li>
  );
}
