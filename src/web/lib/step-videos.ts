import { useQuery, type QueryClient } from '@tanstack/react-query';
import { stepVideosReply } from '#shared/schemas/step-videos.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Step id → the uploaded video's address. */
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
