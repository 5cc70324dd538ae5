import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { AdminBooking, BookingsSummary } from '#shared/schemas/booking.ts';
import type { PublicEvent } from '#shared/schemas/events.ts';
import { makeEvent as makeSharedEvent } from '#web/test/make-event.ts';

export function renderAdmin(ui: ReactElement, { url = '/admin?tab=bookings' }: { url?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(ui, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
      </QueryClientProvider>
    ),
  });
}

let nextId = 1;
export function makeBooking(overrides: Partial<AdminBooking> = {}): AdminBooking {
  const id = nextId++;
  return {
    id,
    bookingId: `MND-${String(id).padStart(5, '2')}`,
    status: 'pending',
    name: `Customer ${id}`,
    phone: '9847012345',
    address: '12 Temple Road, Kottayam',
    pincode: '686001',
    items: [{ key: 'beef-2pc', name: '2 Piece Mutton Mandi', quantity: 2, unitPaise: 140_000, linePaise: 280_000 }],
    amount: 2800,
    amountPaise: 280_000,
    discountApplied: 0,
    event: { id: 7, title: 'New Year Special Mandi', date: 'Friday, 1 January 2027' },
    paymentId: `pay_test_${id}`,
    flags: [],
    createdAt: '2026-11-21T04:30:00.000Z',
    history: [],
    ...overrides,
  };
}

export function makeEvent(overrides: Partial<PublicEvent> = {}): PublicEvent {
  return makeSharedEvent({
    id: 7,
    title: 'New Year Special Mandi',
    date: 'Friday, 1 January 2027',
    description: 'A feast',
    ...overrides,
  });
}

export function makeSummary(overrides: Partial<BookingsSummary> = {}): BookingsSummary {
  return {
    counts: { total: 0, pending: 0, confirmed: 0, delivered: 0, cancelled: 0 },
    revenuePaise: 0,
    recentEvents: [],
    recentBookings: [],
    perEvent: [],
    ...overrides,
  };
}

export type Reply = { status?: number; body: unknown } | 'network';
type Handler = (request: { query: URLSearchParams; body: unknown; path: string }) => Reply;
export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Answers the admin's calls as the server's contract says. Routes are "METHOD /path"; a trailing
 * "/:id" matches any id. Every call is logged so a test can check what was asked.
 */
export function serveAdmin(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const [path = '', search = ''] = url.split('?');
      const query = new URLSearchParams(search);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, query, body });
      const handler = routes[`${method} ${path}`] ?? routes[`${method} ${path.replace(/\/\d+$/, '/:id')}`];
      if (!handler) return json(404, { success: false, error: 'Not found' });
      const reply = handler({ query, body, path });
      if (reply === 'network') throw new TypeError('Failed to fetch');
      return json(reply.status ?? 200, reply.body);
    }),
  );
  return { calls, routes };
}
