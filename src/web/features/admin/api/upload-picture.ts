import { useMutation } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_STATUS } from '#web/lib/api-client.ts';

export const EVENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const EVENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export interface UploadedImage {
  /** The stored file name, for the event's `image`. */
  image: string;
  url: string;
}

/**
 * Sends the picture as multipart/form-data (field `file`). apiRequest speaks JSON only, so this is
 * the one fetch of its own; its errors are ApiErrors shaped as apiRequest shapes them.
 */
export async function uploadEventImage(file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch('/api/events/images', { method: 'POST', body, credentials: 'same-origin' });
  } catch {
    throw new ApiError(NETWORK_ERROR_STATUS, 'Unable to connect to server');
  }
  const payload = (await response.json().catch(() => null)) as
    ({ success?: boolean; error?: string; code?: string } & Partial<UploadedImage>) | null;
  if (!response.ok || !payload || payload.success === false || typeof payload.image !== 'string') {
    throw new ApiError(response.status, payload?.error ?? `Server error: ${response.status}`, payload?.code);
  }
  return { image: payload.image, url: payload.url ?? '' };
}

export function useUploadEventImage() {
  return useMutation({ mutationFn: uploadEventImage });
}
