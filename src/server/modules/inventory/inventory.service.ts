import { randomInt } from 'node:crypto';
import { csvDecimal, toCsv } from '#shared/domain/csv.ts';
import { paiseToRupees, rupeesToPaise } from '#shared/domain/money.ts';
import { itemChange, keptText } from '#shared/domain/kitchen/item-change.ts';
import {
  IMPORT_REQUIRED_FIELDS,
  INVENTORY_CATEGORIES,
  INVENTORY_CSV_COLUMNS,
  MAX_IMPORT_ITEMS,
  inventoryItemSchema,
  readableDate,
  type ImportPlan,
  type InventoryCategory,
  type InventoryChange,
  type InventoryChangeFields,
  type InventoryItem,
  type InventoryUnit,
  type NewInventoryItem,
  type PriceChange,
} from '#shared/schemas/inventory.ts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '#server/db/database.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { fieldRefusal, staleRecord, textRefusal } from '#server/lib/http-error.ts';
import * as repo from './inventory.repo.ts';
import { itemNotFound, openingHistory } from './item-rules.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';

/** An item as the import takes it, once checked (dates still as written; prices in rupees). */
type ImportItem = z.output<typeof inventoryItemSchema>;

/** Price-history entries kept whole per item; older ones are folded into one entry per month. */
export const PRICE_HISTORY_KEPT = 500;

/**
 * Keeps each named item's price history bounded: its newest PRICE_HISTORY_KEPT entries, and before
 * them the last price of each month (the monthly summary). A history grows by about one row a month
 * beyond the bound, whatever is imported.
 */
async function boundHistory(tx: DbOrTx, itemIds: Iterable<number>): Promise<void> {
  for (const itemId of new Set(itemIds)) {
    const rows = await repo.listHistory(tx, itemId);
    if (rows.length <= PRICE_HISTORY_KEPT) continue;
    const older = rows.slice(0, rows.length - PRICE_HISTORY_KEPT);
    const lastOfMonth = new Map<string, number>();
    for (const row of older) lastOfMonth.set(row.date.slice(0, 7), row.id);
    const kept = new Set(lastOfMonth.values());
    await repo.deleteHistoryRows(
      tx,
      older.filter((row) => !kept.has(row.id)).map((row) => row.id),
    );
  }
}

export { itemNotFound };

const STALE = 'inventory.stale';
/** 409 to a change made from an older version: the item as it is now goes back as `current`. */
const staleCopy = (current: InventoryItem) =>
  staleRecord(current, STALE, { version: current.version }).about('version');

/** New items get a free number in this range: 4-digit ids. */
const ID_RANGE = { from: 1000, to: 9999 } as const;
/** Fresh ids picked anew when another add took the same one at the same moment. */
const ADD_ATTEMPTS = 5;

const categoryOrder = (category: string) => {
  const index = INVENTORY_CATEGORIES.indexOf(category as InventoryCategory);
  return index < 0 ? INVENTORY_CATEGORIES.length : index;
};

/**
 * Category in the screen's order (Spices … Others), then name, then id. Sorted here rather than in SQL,
 * so that both databases answer the same order whatever their collation.
 */
function byCategoryThenName(a: repo.ItemRow, b: repo.ItemRow): number {
  return (
    categoryOrder(a.category) - categoryOrder(b.category) ||
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
    a.id - b.id
  );
}

/**
 * The stored history, oldest first. An item that has none yet (the seeded list) shows its current
 * price as its first price; the first change of such an item writes that entry down first.
 */
function historyOf(row: repo.ItemRow, rows: repo.HistoryRow[]): PriceChange[] {
  if (!rows.length) return [{ date: row.last_updated, price: paiseToRupees(row.current_price_paise), changedBy: null }];
  return rows.map((entry) => ({
    date: entry.date,
    price: paiseToRupees(entry.price_paise),
    changedBy: entry.changed_by,
  }));
}

function toItem(row: repo.ItemRow, history: repo.HistoryRow[]): InventoryItem {
  return {
    id: row.id,
    name: row.name,
    nameMl: row.name_ml,
    category: row.category as InventoryCategory,
    quantity: Number(row.quantity),
    unit: row.unit as InventoryUnit,
    currentPrice: paiseToRupees(row.current_price_paise),
    priceHistory: historyOf(row, history),
    isActive: row.is_active === 1,
    minQuantity: row.min_quantity === null ? null : Number(row.min_quantity),
    notes: row.notes,
    lastUpdated: row.last_updated,
    version: row.version,
  };
}

function groupHistory(rows: repo.HistoryRow[]): Map<number, repo.HistoryRow[]> {
  const byItem = new Map<number, repo.HistoryRow[]>();
  for (const row of rows) {
    const list = byItem.get(row.item_id);
    if (list) list.push(row);
    else byItem.set(row.item_id, [row]);
  }
  return byItem;
}

/** Every item, inactive ones too, by category then name, each with its price history. */
export async function listItems(db: DbOrTx): Promise<InventoryItem[]> {
  const [rows, history] = await Promise.all([repo.listItems(db), repo.listHistory(db)]);
  const byItem = groupHistory(history);
  return rows.sort(byCategoryThenName).map((row) => toItem(row, byItem.get(row.id) ?? []));
}

const builtLists = new WeakMap<object, { revision: number; body: Promise<string> }>();

/**
 * `GET /api/inventory`'s answer as JSON text, built again only when an inventory write raised the
 * revision since it was built (on any instance): a full inventory's list is megabytes, and building it
 * for every read held up every other request.
 */
export async function listReplyJson(db: DbOrTx): Promise<string> {
  const revision = await repo.readRevision(db);
  const built = builtLists.get(db);
  if (built?.revision === revision) return built.body;
  const body = listItems(db).then((data) => JSON.stringify({ success: true, data }));
  builtLists.set(db, { revision, body });
  body.catch(() => {
    if (builtLists.get(db)?.body === body) builtLists.delete(db);
  });
  return body;
}

export async function readItem(db: DbOrTx, id: number): Promise<InventoryItem> {
  const row = await repo.findItem(db, id);
  if (!row) throw itemNotFound();
  return toItem(row, await repo.listHistory(db, id));
}

/** A free number between 1000 and 9999, picked at random. */
async function freeId(db: DbOrTx): Promise<number> {
  const taken = await repo.idsBetween(db, ID_RANGE.from, ID_RANGE.to);
  const size = ID_RANGE.to - ID_RANGE.from + 1;
  if (taken.size >= size) throw textRefusal(409, 'inventory.noFreeId');
  // Random tries first (the list is mostly empty); the free numbers counted out only when they miss.
  for (let attempt = 0; attempt < 20; attempt++) {
    const id = randomInt(ID_RANGE.from, ID_RANGE.to + 1);
    if (!taken.has(id)) return id;
  }
  const free = Array.from({ length: size }, (_, i) => ID_RANGE.from + i).filter((id) => !taken.has(id));
  return free[randomInt(free.length)]!;
}

/** A new item under a free random 4-digit id; its first price starts the history, credited to `actor`. */
export async function addItem(db: Db, input: NewInventoryItem, actor: string): Promise<InventoryItem> {
  const pricePaise = rupeesToPaise(input.currentPrice);
  for (let attempt = 1; ; attempt++) {
    try {
      return await withTransaction(db, async (tx) => {
        const id = await freeId(tx);
        const now = new Date().toISOString();
        await repo.insertItem(tx, {
          id,
          name: input.name,
          name_ml: keptText(input.nameMl),
          category: input.category,
          quantity: input.quantity,
          unit: input.unit,
          current_price_paise: pricePaise,
          is_active: 1,
          min_quantity: input.minQuantity,
          notes: keptText(input.notes),
          last_updated: now,
        });
        await repo.insertHistory(tx, [{ item_id: id, date: now, price_paise: pricePaise, changed_by: actor }]);
        await repo.markChanged(tx);
        return readItem(tx, id);
      });
    } catch (error) {
      // Another add took the same number at the same moment: pick again.
      if (!isUniqueViolation(error) || attempt >= ADD_ATTEMPTS) throw error;
    }
  }
}

/** The stored columns of the fields a change writes (itemChange's). */
function columnsOf(changed: InventoryChangeFields): repo.ItemChanges {
  const columns: repo.ItemChanges = {};
  if (changed.name !== undefined) columns.name = changed.name;
  if (changed.nameMl !== undefined) columns.name_ml = changed.nameMl;
  if (changed.category !== undefined) columns.category = changed.category;
  if (changed.quantity !== undefined) columns.quantity = changed.quantity;
  if (changed.unit !== undefined) columns.unit = changed.unit;
  if (changed.currentPrice !== undefined) columns.current_price_paise = rupeesToPaise(changed.currentPrice);
  if (changed.isActive !== undefined) columns.is_active = changed.isActive ? 1 : 0;
  if (changed.minQuantity !== undefined) columns.min_quantity = changed.minQuantity;
  if (changed.notes !== undefined) columns.notes = changed.notes;
  return columns;
}

/**
 * Changes an item made from `change.version`: 404 when unknown, 409 (`inventory.stale`, with the item
 * as it is now) when the item was changed since. A new price adds a history entry credited to `actor`.
 * The version and last update move only when something changed; the last update and the price's date
 * are when the change was made (`madeAt`: a change sent late from a device that was offline).
 */
export function changeItem(
  db: Db,
  id: number,
  change: InventoryChange,
  actor: string,
  madeAt = new Date().toISOString(),
): Promise<InventoryItem> {
  return withTransaction(db, async (tx) => {
    const row = await repo.findItem(tx, id);
    if (!row) throw itemNotFound();
    const item = toItem(row, await repo.listHistory(tx, id));
    const judged = itemChange(item, change);
    if (!judged.ok) throw staleCopy(item);
    const columns = columnsOf(judged.changed);
    if (!Object.keys(columns).length) return item;

    const now = madeAt;
    const history = await openingHistory(tx, row);
    if (columns.current_price_paise !== undefined) {
      history.push({ item_id: id, date: now, price_paise: columns.current_price_paise, changed_by: actor });
    }
    if (!(await repo.updateItem(tx, id, row.version, { ...columns, last_updated: now }))) {
      const current = await repo.findItem(tx, id);
      throw current ? staleCopy(toItem(current, await repo.listHistory(tx, id))) : itemNotFound();
    }
    await repo.insertHistory(tx, history);
    await boundHistory(tx, [id]);
    await repo.markChanged(tx);
    return readItem(tx, id);
  });
}

/** The item and its price history. Recipes naming it count it as uncosted from then on. */
export async function removeItem(db: Db, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    if (!(await repo.deleteItem(tx, id))) throw itemNotFound();
    await repo.markChanged(tx);
  });
}

// ---- Import ----

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The import's checks, in this order: an array; every item with the nine required fields; then each item
 * (categories and units from the lists, numbers ≥ 0, dates readable) and no id twice.
 */
export function checkImport(items: unknown): ImportItem[] {
  if (!Array.isArray(items)) throw fieldRefusal(400, 'inventory.import.notArray', 'items');
  if (items.length > MAX_IMPORT_ITEMS) {
    throw fieldRefusal(413, 'inventory.import.tooMany', 'items', { max: MAX_IMPORT_ITEMS, count: items.length });
  }
  for (const field of IMPORT_REQUIRED_FIELDS) {
    const index = items.findIndex((item) => !isRecord(item) || !Object.hasOwn(item, field));
    if (index >= 0) {
      throw fieldRefusal(400, 'inventory.import.missingField', `items.${index}.${field}`, { field, index });
    }
  }
  const seen = new Set<number>();
  return items.map((item, index) => {
    const parsed = inventoryItemSchema.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const path = issue.path.map(String).join('.');
      throw fieldRefusal(400, 'inventory.import.invalidItem', `items.${index}${path ? `.${path}` : ''}`, {
        index,
        field: path,
        // The problem's own text key, for a reader of the answer (the screen words the refusal by its code).
        problem: issue.message,
      });
    }
    if (seen.has(parsed.data.id)) {
      throw fieldRefusal(400, 'inventory.import.duplicateId', `items.${index}.id`, { index, id: parsed.data.id });
    }
    seen.add(parsed.data.id);
    return parsed.data;
  });
}

interface PlannedItem {
  kind: 'added' | 'changed' | 'unchanged';
  id: number;
  name: string;
  fields: string[];
  row: repo.NewItemRow;
  history: repo.NewHistoryRow[];
}

const historyKey = (date: string, paise: number) => `${date}|${paise}`;

/**
 * What importing `item` does to the stored one (absent: added). Fields are compared as the item reply
 * names them; lastUpdated and version are not compared. Imported price entries are appended when no
 * stored entry has the same date and price; when the latest price then differs from the imported
 * current price, an entry for it is added (dated now; for an added item, its lastUpdated). Imported
 * prices name nobody, whatever their `changedBy` says.
 */
function planItem(
  item: ImportItem,
  stored: repo.ItemRow | undefined,
  storedHistory: repo.HistoryRow[],
  now: string,
): PlannedItem {
  const pricePaise = rupeesToPaise(item.currentPrice);
  const { minQuantity } = item;
  const notes = keptText(item.notes);
  // Left out (an older JSON export has none): the stored Malayalam name stays.
  const nameMl = item.nameMl === undefined ? (stored?.name_ml ?? null) : keptText(item.nameMl);
  const itemLastUpdated = readableDate(item.lastUpdated)!;
  const history: repo.NewHistoryRow[] = [];
  const known = new Set(storedHistory.map((entry) => historyKey(entry.date, entry.price_paise)));
  if (stored && !storedHistory.length) {
    // The seeded item's current price becomes its first entry, as on its first edit.
    history.push({
      item_id: item.id,
      date: stored.last_updated,
      price_paise: stored.current_price_paise,
      changed_by: null,
    });
    known.add(historyKey(stored.last_updated, stored.current_price_paise));
  }
  let imported = 0;
  for (const entry of item.priceHistory) {
    const paise = rupeesToPaise(entry.price);
    const date = readableDate(entry.date)!;
    const key = historyKey(date, paise);
    if (known.has(key)) continue;
    known.add(key);
    history.push({ item_id: item.id, date, price_paise: paise, changed_by: null });
    imported++;
  }

  const fields: string[] = [];
  if (stored) {
    if (item.name !== stored.name) fields.push('name');
    if (nameMl !== stored.name_ml) fields.push('nameMl');
    if (item.category !== stored.category) fields.push('category');
    if (item.quantity !== Number(stored.quantity)) fields.push('quantity');
    if (item.unit !== stored.unit) fields.push('unit');
    if (pricePaise !== stored.current_price_paise) fields.push('currentPrice');
    if (item.isActive !== (stored.is_active === 1)) fields.push('isActive');
    if (minQuantity !== (stored.min_quantity === null ? null : Number(stored.min_quantity))) fields.push('minQuantity');
    if (notes !== stored.notes) fields.push('notes');
    if (imported) fields.push('priceHistory');
  }
  const kind = !stored ? 'added' : fields.length ? 'changed' : 'unchanged';
  const lastUpdated = kind === 'added' ? itemLastUpdated : now;

  // The newest entry; of entries on one date, the one written last.
  let latest: { date: string; price_paise: number } | null = null;
  for (const entry of [...storedHistory, ...history]) if (!latest || entry.date >= latest.date) latest = entry;
  if (kind !== 'unchanged' && latest?.price_paise !== pricePaise) {
    const date = latest && latest.date > lastUpdated ? latest.date : lastUpdated;
    history.push({ item_id: item.id, date, price_paise: pricePaise, changed_by: null });
  }

  return {
    kind,
    id: item.id,
    name: item.name,
    fields,
    row: {
      id: item.id,
      name: item.name,
      name_ml: nameMl,
      category: item.category,
      quantity: item.quantity,
      unit: item.unit,
      current_price_paise: pricePaise,
      is_active: item.isActive ? 1 : 0,
      min_quantity: minQuantity,
      notes,
      last_updated: lastUpdated,
    },
    history: kind === 'unchanged' ? [] : history,
  };
}

async function planImport(db: DbOrTx, items: ImportItem[]): Promise<PlannedItem[]> {
  const [rows, history] = await Promise.all([repo.listItems(db), repo.listHistory(db)]);
  const stored = new Map(rows.map((row) => [row.id, row]));
  const byItem = groupHistory(history);
  const now = new Date().toISOString();
  return items.map((item) => planItem(item, stored.get(item.id), byItem.get(item.id) ?? [], now));
}

function toPlan(planned: PlannedItem[]): ImportPlan {
  return {
    added: planned.filter((p) => p.kind === 'added').map(({ id, name }) => ({ id, name })),
    changed: planned.filter((p) => p.kind === 'changed').map(({ id, name, fields }) => ({ id, name, fields })),
    unchanged: planned.filter((p) => p.kind === 'unchanged').length,
  };
}

/**
 * An import in the one item shape (the JSON export), merged by id (an item left out is kept). `apply: false` only
 * answers the plan; `apply: true` writes every added and changed item and its new prices in one
 * transaction, or nothing.
 */
export async function importItems(
  db: Db,
  items: unknown,
  apply: boolean,
): Promise<{ plan: ImportPlan; applied: boolean }> {
  const checked = checkImport(items);
  if (!apply) return { plan: toPlan(await planImport(db, checked)), applied: false };
  const planned = await withTransaction(db, async (tx) => {
    const result = await planImport(tx, checked);
    const writes = result.filter((p) => p.kind !== 'unchanged');
    await repo.upsertItems(
      tx,
      writes.map((p) => p.row),
    );
    await repo.insertHistory(
      tx,
      writes.flatMap((p) => p.history),
    );
    await boundHistory(
      tx,
      writes.filter((p) => p.history.length).map((p) => p.id),
    );
    if (writes.length) await repo.markChanged(tx);
    return result;
  });
  return { plan: toPlan(planned), applied: true };
}

// ---- Export ----

/** The inventory as CSV for spreadsheets: the header row, then every item in the list's order. */
export async function inventoryCsv(db: DbOrTx): Promise<string> {
  const items = await listItems(db);
  return toCsv(
    INVENTORY_CSV_COLUMNS,
    items.map((item) => [
      item.id,
      item.name,
      item.nameMl,
      item.category,
      item.quantity,
      item.unit,
      csvDecimal(item.currentPrice, 2),
      item.isActive,
      item.minQuantity,
      item.notes,
      item.lastUpdated,
    ]),
  );
}

export type { PricedItem } from './inventory.repo.ts';

/** The inventory items' units and current prices, by id (what a recipe's cost is made of). */
export function pricedItems(db: DbOrTx, ids: number[]): Promise<Map<number, repo.PricedItem>> {
  return repo.pricedItems(db, ids);
}

/** The owner's links of recipe ingredients to items, as the kitchen's needs match by them (for other modules). */
export { listLinks as stockLinks } from './ingredient-links.service.ts';
export { listPurchaseDetails, receiveDelivery, setPurchaseDetails } from './purchase-details.service.ts';
export { hasEventUsage, readUsage, recordedUsage, saveUsage } from './usage.service.ts';
