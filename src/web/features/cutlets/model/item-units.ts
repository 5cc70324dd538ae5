import type { CutletItem } from '#shared/content/cutlets/index.ts';
import type { CutletUnit } from '#shared/domain/kitchen/cutlets.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { formatAmount } from './format.ts';

/** A value as recorded: a time as it is, a number in the unit's format. */
export function shownValue(value: string, unit: CutletUnit | null): string {
  if (unit === 'time') return value;
  const number = Number(value);
  return Number.isFinite(number) ? formatAmount(number, unit) : value;
}

/** An item's unit in words: alone ('kg', '' for none) and beside a value ('1 piece', '84 pieces'). */
export function useUnitWords(item: CutletItem) {
  const { t } = useTranslation('translation', { keyPrefix: 'cutlets' });
  const unitLabel = item.unit ? t(`units.${item.unit}`) : '';
  const counted = (shown: number | string) => {
    const count = Number(shown);
    return item.unit && item.unit !== 'time' && Number.isFinite(count) ? t(`units.${item.unit}`, { count }) : unitLabel;
  };
  return { unitLabel, counted };
}
