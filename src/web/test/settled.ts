import { notifyManager, type QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';

const busy = (queryClient: QueryClient) => queryClient.isFetching() + queryClient.isMutating();

/**
 * Waits until the screen has settled: no query is being read, no change is being sent, and the screen
 * has drawn what they answered (the query cache tells the screen on a zero-delay timer, so this waits
 * for that queue to run). A read or change that one answer starts is waited for too. Assert that
 * something is absent only after this: before it, the answer that would draw it may not have come yet.
 */
export async function settled(queryClient: QueryClient): Promise<void> {
  do {
    await waitFor(() => {
      if (busy(queryClient) > 0) throw new Error('queries or changes still running');
    });
    await act(() => new Promise<void>((resolve) => notifyManager.schedule(resolve)));
  } while (busy(queryClient) > 0);
}
