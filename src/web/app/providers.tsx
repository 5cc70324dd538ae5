import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiError } from '#web/lib/api-client.ts';

/** Retries only what may succeed on a second try: network failures and the server's own faults. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          // Reads are tried even when the device says it is offline: the kitchen's service worker answers
          // them from the last copy; anything else fails and the screen shows its error, never waits.
          queries: { retry: shouldRetry, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
          mutations: { networkMode: 'always' },
        },
      }),
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
