import type { z } from 'zod';
import { okReply } from '#shared/schemas/common.ts';
import {
  importPlanReply,
  inventoryItemReply,
  type ImportPlan,
  type InventoryChange,
  type InventoryItem,
  type newInventoryItemSchema,
} from '#shared/schemas/inventory.ts';
import { ApiError, apiRequest, NETWORK_ERROR_STATUS } from '#web/lib/api-client.ts';

/** The inventory's calls besides the list (src/web/lib/inventory-items.ts). */

export type NewItemInput = z.input<typeof newInventoryItemSchema>;

export async function addItem(input: NewItemInput): Promise<InventoryItem> {
  return (await apiRequest('/api/inventory/items', { method: 'POST', body: input, reply: inventoryItemReply })).data;
}

/** Refused with 409 `inventory.stale` when the item changed since `change.version`. */
/** `changeId`: the same edit sent again (its answer lost) is applied once, and answered as the first time. */
export async function changeItem(id: number, change: InventoryChange, changeId?: string): Promise<InventoryItem> {
  return (
    await apiRequest(`/api/inventory/${id}`, { method: 'PATCH', body: change, reply: inventoryItemReply, changeId })
  ).data;
}

export async function removeItem(id: number): Promise<void> {
  await apiRequest(`/api/inventory/${id}`, { method: 'DELETE', reply: okReply });
}

/** The seed's items checked by the server: what they would add and change, or (apply) written in one go. */
export async function importItems(items: unknown, apply: boolean): Promise<ImportPlan> {
  return (await apiRequest('/api/inventory/import', { method: 'POST', body: { items, apply }, reply: importPlanReply }))
    .data;
}

/** The server's CSV (the one place it is written), as a file to save. */
export async function inventoryCsv(): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch('/api/inventory/export.csv', { credentials: 'same-origin' });
  } catch {
    throw new ApiError(NETWORK_ERROR_STATUS, 'Unable to connect to server');
  }
  if (!response.ok) throw new ApiError(response.status, '');
  return response.blob();
}

export const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === NETWORK_ERROR_STATUS;
