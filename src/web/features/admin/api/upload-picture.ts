import { useMutation } from '@tanstack/react-query';
import { uploadedImageReply } from '#shared/schemas/events.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const EVENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const EVENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export interface UploadedImage {
  /** The stored file name, for the event's `image`. */
  image: string;
  url: string;
}

/** Sends the picture as multipart/form-data (field `file`). */
export async function uploadEventImage(file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file);
  const { image, url } = await apiRequest('/api/events/images', { method: 'POST', body, reply: uploadedImageReply });
  return { image, url };
}

export function useUploadEventImage() {
  return useMutation({ mutationFn: uploadEventImage });
}
