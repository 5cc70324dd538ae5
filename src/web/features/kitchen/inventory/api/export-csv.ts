import { ApiError, NETWORK_ERROR_STATUS } from '#web/lib/api-client.ts';

/** GET /api/inventory/export.csv: the server's CSV (the one place it is written), as a file to save. */
export async function exportCsv(): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch('/api/inventory/export.csv', { credentials: 'same-origin' });
  } catch {
    throw new ApiError(NETWORK_ERROR_STATUS, 'Unable to connect to server');
  }
  if (!response.ok) throw new ApiError(response.status, '');
  return response.blob();
}
