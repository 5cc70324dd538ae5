import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { PublicEvent } from '#shared/schemas/events.ts';
import { makeEvent as makeSharedEvent } from '#web/test/make-event.ts';

export type Answer = { status?: number; body: unknown } | 'network';
export type Handler = (body: unknown, url: string) => Answer;
export interface Call {
  method: string;
  path: string;
  url: string;
  body: unknown;
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Answers "METHOD /path" as the server's contract says; records every call. FormData bodies are kept as they are. */
export function serve(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = url.split('?')[0]!;
      const raw = init?.body;
      const body = raw instanceof FormData ? raw : raw ? JSON.parse(String(raw)) : undefined;
      calls.push({ method, path, url, body });
      const handler = routes[`${method} ${path}`];
      if (!handler) return json(404, { success: false, error: 'Not found' });
      const answer = handler(body, url);
      if (answer === 'network') throw new TypeError('Failed to fetch');
      return json(answer.status ?? 200, answer.body);
    }),
  );
  return { calls, routes };
}

export const ok = (body: object): Answer => ({ body: { success: true, ...body } });
export const fail = (status: number, error: string): Answer => ({ status, body: { success: false, error } });

export function renderWithQueries(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return {
    queryClient,
    ...render(ui, {
      wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    }),
  };
}

/** GET /api/menu-items as the server answers it (the seeded catalogue). */
export const CATALOGUE = [
  {
    key: 'beef-2pc',
    name: '2 Piece Mutton Mandi',
    description: 'Two pieces of mutton',
    price: 1400,
    pricePaise: 140_000,
  },
  { key: 'combo', name: 'Combo Pack', description: 'Beef ribs and mutton', price: 1000, pricePaise: 100_000 },
  { key: 'mutton-2pc', name: '2 Piece Beef Ribs Mandi', description: 'Two beef ribs', price: 750, pricePaise: 75_000 },
  { key: 'chicken-mandi', name: 'Chicken Mandi', description: 'Chicken', price: 600, pricePaise: 60_000 },
  { key: 'fish-mandi', name: 'Fish Mandi', description: 'Fish', price: 850, pricePaise: 85_000 },
];

const allEnabled = Object.fromEntries(CATALOGUE.map((item) => [item.key, { enabled: true }]));

/** Events here sell the whole catalogue unless a test says otherwise. */
export function makeEvent(overrides: Partial<PublicEvent> = {}): PublicEvent {
  return makeSharedEvent({ menuItems: allEnabled, ...overrides });
}
