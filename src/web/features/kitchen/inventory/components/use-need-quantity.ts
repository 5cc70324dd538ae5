import { formatNeedQuantity } from '#shared/domain/kitchen/event-needs.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { unitText } from '../model/labels.ts';

/** A need's amount with its unit as the screen writes it. */
export function useNeedQuantity(): (amount: number, unit: string) => string {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory' });
  return (amount: number, unit: string) => formatNeedQuantity(amount, unitText(unit, t));
}
