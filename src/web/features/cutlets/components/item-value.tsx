import type { CutletItem } from '#shared/content/cutlets/index.ts';
import { planValue, stepFor } from '#shared/domain/kitchen/cutlets.ts';
import type { CutletCheck } from '#shared/schemas/cutlets.ts';
import { Stepped } from '#web/components/number-input.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { useDay } from '../model/day-context.tsx';
import { formatAmount } from '../model/format.ts';
import { shownValue, useUnitWords } from '../model/item-units.ts';
import type { ItemCheck } from '../model/use-item-check.ts';

interface ItemValueProps {
  item: CutletItem;
  label: string;
  check: CutletCheck | undefined;
  itemCheck: ItemCheck;
  /** The id of the problem shown below the item, which describes the field while there is one. */
  errorId: string;
}

/**
 * The value beside an item: the one recorded once checked; before, the one worked out from the plan, or
 * a field for a clock time or a number (typed, or stepped with thumb-sized minus and plus). Nothing for
 * an item without a value.
 */
export function ItemValue({ item, label, check, itemCheck, errorId }: ItemValueProps) {
  const { state } = useDay();
  const { counted } = useUnitWords(item);
  if (check && check.value !== null) {
    return <ShownValue text={`${shownValue(check.value, item.unit)} ${counted(check.value)}`} />;
  }
  if (itemCheck.locked || !item.unit) return null;
  if (item.plan) {
    const planned = planValue(state.plan, item.plan);
    return <ShownValue text={`${formatAmount(planned, item.unit)} ${counted(planned)}`} />;
  }
  if (item.unit === 'time') return <TimeValue label={label} itemCheck={itemCheck} errorId={errorId} />;
  return itemCheck.rule && <NumberValue item={item} label={label} itemCheck={itemCheck} errorId={errorId} />;
}

function ShownValue({ text }: { text: string }) {
  return (
    <span data-testid="item-value" className="text-xl font-bold text-stone-900 tabular-nums">
      {text}
    </span>
  );
}

/** What the value field says of itself: its name, and the problem below the item while there is one. */
function useFieldWords(label: string, itemCheck: ItemCheck, errorId: string) {
  const { t } = useTranslation('translation', { keyPrefix: 'cutlets' });
  return {
    'aria-label': t('tasks.valueOf', { item: label }),
    'aria-invalid': itemCheck.problem !== null,
    'aria-describedby': itemCheck.problem ? errorId : undefined,
    value: itemCheck.draft,
    onChange: (event: { target: { value: string } }) => itemCheck.type(event.target.value),
  };
}

function TimeValue({ label, itemCheck, errorId }: Omit<ItemValueProps, 'item' | 'check'>) {
  return (
    <input
      type="time"
      {...useFieldWords(label, itemCheck, errorId)}
      className="min-h-12 w-32 rounded-lg border border-stone-400 px-3 text-lg tabular-nums focus:border-amber-600 focus:outline-none focus:ring-4 focus:ring-amber-200"
    />
  );
}

function NumberValue({ item, label, itemCheck, errorId }: Omit<ItemValueProps, 'check'>) {
  const { t } = useTranslation('translation', { keyPrefix: 'cutlets' });
  const { unitLabel } = useUnitWords(item);
  const field = useFieldWords(label, itemCheck, errorId);
  const { rule, typedNumber, sending } = itemCheck;
  if (!rule || !item.unit) return null;
  const stepLabel = { item: label, step: stepFor(item.unit), unit: unitLabel };
  return (
    <span className="flex items-center gap-2">
      <Stepped
        less={{
          label: t('tasks.less', stepLabel),
          disabled: sending || (typedNumber !== null && typedNumber <= rule.min),
          onClick: () => itemCheck.stepBy(-1),
        }}
        more={{
          label: t('tasks.more', stepLabel),
          disabled: sending || (typedNumber !== null && typedNumber >= rule.max),
          onClick: () => itemCheck.stepBy(1),
        }}
      >
        <input
          type="text"
          inputMode={rule.decimals === 0 ? 'numeric' : 'decimal'}
          autoComplete="off"
          {...field}
          className={`min-h-12 w-28 min-w-0 rounded-lg border px-3 text-lg tabular-nums focus:outline-none focus:ring-4 ${
            itemCheck.problem
              ? 'border-red-600 focus:border-red-600 focus:ring-red-200'
              : 'border-stone-400 focus:border-amber-600 focus:ring-amber-200'
          }`}
        />
      </Stepped>
      {unitLabel && <span className="text-lg font-semibold text-stone-700">{unitLabel}</span>}
    </span>
  );
}
