import type { EventNeeds } from '#shared/domain/kitchen/event-needs.ts';
import { z } from 'zod';
import { eventUsageInputSchema, usageLineSchema, type EventUsage } from '#shared/schemas/event-usage.ts';
import type { InventoryItem } from '#shared/schemas/inventory.ts';
import { typedNumberField } from '../../model/typed-number.ts';
import { itemName } from './labels.ts';

/** One line of the usage form. */
export interface UsageRow {
  itemId: number;
  /** As typed. */
  quantity: string;
  /** What the needs say, for the hint; null for an item the cook added. */
  needed: number | null;
}

/** The needs' amounts to the gram (three decimals), as a cook types them. */
const prefill = (amount: number) => String(Math.round(amount * 1000) / 1000);

/** The form's rows: the last record's lines, else every needed item at what the recipes need. */
export function usageRowsOf(usage: EventUsage, needs: EventNeeds): UsageRow[] {
  const neededOf = new Map(
    needs.lines.filter((line) => line.status === 'ok').map((line) => [line.itemId!, line.needed] as const),
  );
  if (usage.lines.length) {
    return usage.lines.map((line) => ({
      itemId: line.itemId,
      quantity: prefill(line.quantity),
      needed: neededOf.get(line.itemId) ?? null,
    }));
  }
  return [...neededOf].map(([itemId, needed]) => ({ itemId, quantity: prefill(needed), needed }));
}

/** The form's values: the rows as typed, and the version of the record they were made from (no field). */
export type UsageFormValues = z.input<typeof usageFormSchema>;

/**
 * The rows as typed, read into the record to save by the call's own rules (eventUsageInputSchema): each
 * quantity by the line's rule beside its field, the whole record's (an item twice, too many) under the lines.
 */
export const usageFormSchema = z.object({
  lines: z
    .array(
      z.object({
        itemId: usageLineSchema.shape.itemId,
        quantity: typedNumberField(usageLineSchema.shape.quantity, { decimals: 3 }),
        needed: z.number().nullable(),
      }),
    )
    .transform((lines) => lines.map(({ itemId, quantity }) => ({ itemId, quantity })))
    .pipe(eventUsageInputSchema.shape.lines),
  version: eventUsageInputSchema.shape.version,
});

/** The form's field for a server refusal naming a line (`lines.<n>.…`): that line's quantity; else none. */
export function usageFieldOf(serverField: string): string | undefined {
  const index = /^lines\.(\d+)\./.exec(serverField)?.[1];
  return index === undefined ? undefined : `lines.${index}.quantity`;
}

/** An item's name in the form's language; `#<id>` for an item the inventory no longer lists. */
export const usageItemName = (item: InventoryItem | undefined, lang: string, itemId: number) =>
  item ? itemName(item, lang) : `#${itemId}`;

/** The active items the rows do not hold yet: what the cook may add. */
export const addableItems = (items: readonly InventoryItem[], rows: readonly Pick<UsageRow, 'itemId'>[]) =>
  items.filter((item) => item.isActive && !rows.some((row) => row.itemId === item.id));
