import { formatNeedQuantity } from '#shared/domain/kitchen/event-needs.ts';
import type { InventoryItem } from '#shared/schemas/inventory.ts';
import type { UsageLine } from '#shared/schemas/event-usage.ts';
import { differingRows, type ConflictRow } from '#web/components/conflict-view.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { itemName, unitText } from './labels.ts';

/**
 * The rows of the one conflict view for an event's record refused because another device saved the
 * record first: each item of either record, the cook's quantity beside the saved one, where they differ.
 */
export function useUsageConflictRows(items: readonly InventoryItem[]) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'inventory' });
  const byId = new Map(items.map((item) => [item.id, item]));
  return (mine: readonly UsageLine[], saved: readonly UsageLine[]): ConflictRow[] => {
    const ids = [...new Set([...mine, ...saved].map((line) => line.itemId))];
    const text = (lines: readonly UsageLine[], itemId: number) => {
      const line = lines.find((each) => each.itemId === itemId);
      return line ? formatNeedQuantity(line.quantity, unitText(byId.get(itemId)?.unit ?? '', t)) : t('usage.none');
    };
    return differingRows(
      ids.map((itemId) => {
        const item = byId.get(itemId);
        return {
          id: String(itemId),
          label: item ? itemName(item, i18n.language) : `#${itemId}`,
          mine: text(mine, itemId),
          saved: text(saved, itemId),
        };
      }),
    );
  };
}
