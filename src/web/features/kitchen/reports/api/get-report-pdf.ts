import { ApiError, NETWORK_ERROR_STATUS, refusalOf } from '#web/lib/api-client.ts';
import type { Language } from '#web/lib/i18n.ts';

/**
 * POST /api/diary-events/:id/report.pdf: the event's report as a PDF in the screen's language. The one
 * call here that answers a file, not JSON; a refusal is JSON as every other.
 */
export async function getReportPdf(eventId: number, language: Language): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`/api/diary-events/${eventId}/report.pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/pdf' },
      body: JSON.stringify({ language }),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(NETWORK_ERROR_STATUS, 'Unable to connect to server');
  }
  if (!response.ok) throw refusalOf(response.status, await response.json().catch(() => null))!;
  const blob = await response.blob();
  if (!blob.type.startsWith('application/pdf')) throw new ApiError(response.status, 'The reply is not a PDF');
  return blob;
}
