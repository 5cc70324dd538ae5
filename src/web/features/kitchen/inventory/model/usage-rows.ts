import type { EventNeeds } from '#shared/domain/kitchen/event-needs.ts';
import { eventUsageInputSchema, type EventUsage, type UsageLine } from '#shared/schemas/event-usage.ts';
import type { InventoryItem } from '#shared/schemas/inventory.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { itemName } from './labels.ts';

/** One line of the usage form. */
export interface UsageRow {
  itemId: number;
  /** As typed. */
  quantity: string;
  /** What the needs say, for the hint; null for an item the cook added. */
  needed: number | null;
}

/** A typed number: '' and anything unreadable are NaN (the rule refuses them). */
const typed = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));
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

/**
 * The rows as the record to save, or the rule's problems as text keys: the first of each line by the
 * line's place, the last of the whole record as `banner`.
 */
export function usageInputOf(
  rows: readonly UsageRow[],
  version: number,
): { lines: UsageLine[] } | { problems: Record<number, string>; banner: string | null } {
  const parsed = eventUsageInputSchema.safeParse({
    lines: rows.map((row) => ({ itemId: row.itemId, quantity: typed(row.quantity) })),
    version,
  });
  if (parsed.success) return { lines: parsed.data.lines };
  const problems: Record<number, string> = {};
  let banner: string | null = null;
  for (const issue of parsed.error.issues) {
    const index = issue.path[1];
    if (issue.path[0] === 'lines' && typeof index === 'number') problems[index] ??= issue.message;
    else banner = issue.message;
  }
  return { problems, banner };
}

/** The place of the line a server refusal names (`lines.<n>.…`), or undefined when it names none. */
export function refusedLineOf(error: unknown): number | undefined {
  const index = error instanceof ApiError ? /^lines\.(\d+)\./.exec(error.field ?? '')?.[1] : undefined;
  return index === undefined ? undefined : Number(index);
}

/** An item's name in the form's language; `#<id>` for an item the inventory no longer lists. */
export const usageItemName = (item: InventoryItem | undefined, lang: string, itemId: number) =>
  item ? itemName(item, lang) : `#${itemId}`;

/** The active items the rows do not hold yet: what the cook may add. */
export const addableItems = (items: readonly InventoryItem[], rows: readonly UsageRow[]) =>
  items.filter((item) => item.isActive && !rows.some((row) => row.itemId === item.id));
