import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { stepVideosReply } from '#shared/schemas/step-videos.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Step id → its video: an uploaded file's address or a YouTube/Vimeo link (played by VideoFrame). */
export type StepVideos = Record<string, string>;

export async function getStepVideos(): Promise<StepVideos> {
  const { data } = await apiRequest('/api/step-videos', { reply: stepVideosReply });
  return Object.fromEntries(data.map((video) => [video.stepId, video.url]));
}

/** The guide step a task's SOP link starts (`startTimer=1-2`), whose uploaded video the task can play. */
export function linkedStepId(sopLink: string): string | null {
  return /[?&]startTimer=(\d-\d)\b/.exec(sopLink)?.[1] ?? null;
}

export function useStepVideos() {
  return useQuery({ queryKey: queryKeys.sop.stepVideos, queryFn: getStepVideos, staleTime: 60_000 });
}

export function invalidateStepVideos(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.sop.stepVideos });
}

/** Admin: sets a step's video to a YouTube or Vimeo link, replacing its uploaded file or earlier link. */
export async function setStepVideoLink({ stepId, url }: { stepId: string; url: string }): Promise<void> {
  await apiRequest(`/api/step-videos/${encodeURIComponent(stepId)}/link`, {
    method: 'PUT',
    body: { url },
    reply: stepVideosReply,
  });
}

export function useSetStepVideoLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setStepVideoLink, onSettled: () => invalidateStepVideos(queryClient) });
}
