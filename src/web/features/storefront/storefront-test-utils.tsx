import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { DEFAULT_BUSINESS_SETTINGS } from '#shared/content/business-defaults.ts';
import type { PublicEvent } from '#shared/schemas/events.ts';

export function renderWithQueries(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(ui, {
    wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
  });
}

export { makeEvent } from '#web/test/make-event.ts';

type Reply = { status: number; body: unknown } | 'network-error';
export const ok = (body: object): Reply => ({ status: 200, body: { success: true, ...body } });

/** Answers the page's calls as the server would; `events` may be a list or a failure. */
export function serveStorefront(
  options: {
    events?: PublicEvent[] | Reply;
    settings?: Partial<typeof DEFAULT_BUSINESS_SETTINGS>;
    chatWidgetSrc?: string | null;
  } = {},
) {
  const replies: Record<string, () => Reply> = {
    '/api/events': () => {
      const events = options.events ?? [];
      return Array.isArray(events) ? ok({ data: events }) : events;
    },
    '/api/settings': () => ok({ data: { ...DEFAULT_BUSINESS_SETTINGS, ...options.settings } }),
    '/api/client-config': () =>
      ok({
        data: {
          paymentProvider: 'test',
          razorpayKeyId: '',
          mapTileUrl: '',
          chatWidgetSrc: options.chatWidgetSrc ?? null,
        },
      }),
  };
  const fetchMock = vi.fn(async (url: string) => {
    const reply = replies[url]?.() ?? { status: 404, body: { success: false, error: 'Not found' } };
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, replies };
}
