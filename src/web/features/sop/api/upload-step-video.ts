import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_STATUS, refusalOf } from '#web/lib/api-client.ts';
import { invalidateStepVideos } from '#web/lib/step-videos.ts';

function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Uploads a step's video as multipart field `file`. XMLHttpRequest rather than apiRequest: fetch cannot
 * report upload progress, and a 200 MB video needs it. `onProgress` receives whole percents.
 */
export function uploadStepVideo(stepId: string, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/step-videos/${encodeURIComponent(stepId)}`);
    request.withCredentials = true;
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      // An empty 2xx is a success here: the upload answers nothing the screen needs.
      const refused = refusalOf(request.status, readJson(request.responseText) ?? {});
      if (refused) reject(refused);
      else {
        onProgress(100);
        resolve();
      }
    });
    request.addEventListener('error', () => reject(new ApiError(NETWORK_ERROR_STATUS, 'Unable to connect to server')));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

export function useUploadStepVideo(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stepId, file }: { stepId: string; file: File }) => uploadStepVideo(stepId, file, onProgress),
    onSettled: () => invalidateStepVideos(queryClient),
  });
}
