import { z } from 'zod';
import { inventoryItemSchema, type InventoryItem } from '#shared/schemas/inventory.ts';

/**
 * The last inventory the server sent, kept on this device (seed 001: the fallback copy in browser
 * storage), shown when the server cannot be reached.
 */
export const LOCAL_COPY_KEY = 'mandi.inventory.items';

export function readLocalCopy(): InventoryItem[] | null {
  try {
    const raw = localStorage.getItem(LOCAL_COPY_KEY);
    if (!raw) return null;
    const parsed = z.array(inventoryItemSchema).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeLocalCopy(items: readonly InventoryItem[]): void {
  try {
    localStorage.setItem(LOCAL_COPY_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the server's copy is still the one that counts.
  }
}
