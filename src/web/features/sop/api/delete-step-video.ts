import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { invalidateStepVideos } from '#web/lib/step-videos.ts';

export async function deleteStepVideo(stepId: string): Promise<void> {
  await apiRequest(`/api/step-videos/${encodeURIComponent(stepId)}`, { method: 'DELETE' });
}

export function useDeleteStepVideo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteStepVideo, onSettled: () => invalidateStepVideos(queryClient) });
}
