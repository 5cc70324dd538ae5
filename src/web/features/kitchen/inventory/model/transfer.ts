import { parseCsv } from '#shared/domain/csv.ts';
import type { InventoryItem } from '#shared/schemas/inventory.ts';

/**
 * The inventory's files. JSON is the one item shape the server answers and takes back (the export's:
 * prices in rupees, price history as {date, price}); CSV is the server's (GET
 * /api/inventory/export.csv), read back here into that same shape, so the server checks both with one
 * rule.
 */

/** The JSON export: the items as the server answered them, indented for reading. */
export function inventoryJson(items: readonly InventoryItem[]): string {
  return `${JSON.stringify(items, null, 2)}\n`;
}

const NUMBER = /^\s*-?\d+(\.\d+)?\s*$/;
const NUMERIC = new Set(['id', 'quantity', 'currentPrice', 'minQuantity']);
/** Cells that, left empty, mean "none" and are left out of the item. */
const OPTIONAL = new Set(['minQuantity', 'notes']);
/** Cells that, left empty, mean "none" as null: a Malayalam name left out would keep the stored one. */
const CLEARED = new Set(['nameMl']);

function cellValue(column: string, cell: string): unknown {
  if (NUMERIC.has(column)) return NUMBER.test(cell) ? Number(cell) : cell;
  if (column === 'isActive') {
    const word = cell.trim().toLowerCase();
    return word === 'true' ? true : word === 'false' ? false : cell;
  }
  if (column === 'priceHistory') {
    try {
      return JSON.parse(cell) as unknown;
    } catch {
      return cell;
    }
  }
  return cell;
}

/**
 * CSV rows as items, by the header row's names (the export's columns; others ignored). A
 * file without a priceHistory column (the export has none) brings no earlier prices; a missing
 * required column stays missing, for the server to name.
 */
export function csvToSeedItems(text: string): Record<string, unknown>[] | null {
  const [header, ...rows] = parseCsv(text);
  if (!header?.length) return null;
  const columns = header.map((name) => name.trim());
  return rows.map((row) => {
    const item: Record<string, unknown> = {};
    columns.forEach((column, index) => {
      const cell = row[index] ?? '';
      if (OPTIONAL.has(column) && cell.trim() === '') return;
      item[column] = CLEARED.has(column) && cell.trim() === '' ? null : cellValue(column, cell);
    });
    if (!columns.includes('priceHistory')) item.priceHistory = [];
    return item;
  });
}

export type ReadImport = { ok: true; items: unknown } | { ok: false; reason: 'unreadable' | 'empty' };

/** A file's or pasted text: JSON when it looks like JSON (or the file says so), else CSV with a header row. */
export function readImport(text: string, fileName = ''): ReadImport {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (!trimmed) return { ok: false, reason: 'empty' };
  if (/^[[{]/.test(trimmed) || /\.json$/i.test(fileName)) {
    try {
      return { ok: true, items: JSON.parse(trimmed) as unknown };
    } catch {
      return { ok: false, reason: 'unreadable' };
    }
  }
  const items = csvToSeedItems(trimmed);
  return items ? { ok: true, items } : { ok: false, reason: 'unreadable' };
}
