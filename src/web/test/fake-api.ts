import { vi } from 'vitest';
import { DEFAULT_BUSINESS_SETTINGS } from '#shared/content/business-defaults.ts';
import type { AvailableSlotsReply, EventAvailability } from '#shared/schemas/availability.ts';
import type { PublicEvent } from '#shared/schemas/events.ts';

/** What a route answers: a status (200 unless said) and a JSON body, or 'network' for a server that cannot be reached. */
export type Reply = { status?: number; body: unknown } | 'network';

export interface ApiRequest {
  /** The JSON body parsed; a FormData body as it was sent; undefined without a body. */
  body: unknown;
  query: URLSearchParams;
  path: string;
  /** The values of the route's ":name" segments. */
  params: Record<string, string>;
}

export type Handler = (request: ApiRequest) => Reply;
/** Keyed "METHOD /path"; a ":name" segment matches any one segment ("PATCH /api/bookings/:id"). */
export type Routes = Record<string, Handler>;

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** As fetch was given it, query included. */
  url: string;
  headers: Record<string, string>;
}

export const ok = (body: object = {}): Reply => ({ body: { success: true, ...body } });
/**
 * A refusal: the server's sentence, the code naming it, and where given the field it is about, the
 * sentence's values and the record as it is now (a stale edit's `current`).
 */
export const fail = (
  status: number,
  error: string,
  code?: string,
  more: { field?: string; params?: Record<string, string | number>; current?: unknown } = {},
): Reply => ({ status, body: { success: false, error, code, ...more } });

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const wanted = pattern.split('/');
  const given = path.split('/');
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index]!;
    if (segment.startsWith(':') && value) params[segment.slice(1)] = decodeURIComponent(value);
    else if (segment !== value) return null;
  }
  return params;
}

/** The exact route first, then the first one whose ":name" segments fit. */
function findRoute(routes: Routes, method: string, path: string) {
  const exact = routes[`${method} ${path}`];
  if (exact) return { handler: exact, params: {} };
  for (const [key, handler] of Object.entries(routes)) {
    const [routeMethod, pattern = ''] = key.split(' ');
    if (routeMethod !== method || !pattern.includes('/:')) continue;
    const params = matchPath(pattern, path);
    if (params) return { handler, params };
  }
  return null;
}

function readBody(raw: BodyInit | null | undefined): unknown {
  if (raw instanceof FormData) return raw;
  return raw ? JSON.parse(String(raw)) : undefined;
}

/**
 * Stands in for the server: stubs global fetch so each call is answered by its route, as the
 * server's contract says; an unknown route answers 404. Every call is recorded in `calls`. The
 * returned `routes` is the object the fake reads on every call, so a test may change a route later.
 */
export function serveApi(routes: Routes) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const [path = '', search = ''] = url.split('?');
    const query = new URLSearchParams(search);
    const body = readBody(init?.body);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    calls.push({ method, path, query, body, url, headers });
    const route = findRoute(routes, method, path);
    if (!route) return json(404, { success: false, error: 'Not found' });
    const reply = route.handler({ body, query, path, params: route.params });
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return json(reply.status ?? 200, reply.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, routes, fetchMock };
}

/** GET /api/client-config as the server answers it with the test payment gateway. */
export interface ClientConfigReply {
  paymentProvider: string;
  razorpayKeyId: string;
  mapTileUrl: string;
  chatWidgetSrc: string | null;
  maxUnpaidUnits: number;
}

/**
 * What every storefront screen reads: the events (a list, or a failure), the business settings
 * (the defaults with `settings` over them) and the client config. Spread into `serveApi` with the
 * screen's own routes.
 */
export function storefrontRoutes(
  options: {
    events?: PublicEvent[] | Reply;
    /** Slots per event id; an event left out has its capacity free. */
    availability?: Record<number, Partial<EventAvailability>>;
    settings?: Partial<typeof DEFAULT_BUSINESS_SETTINGS>;
    clientConfig?: Partial<ClientConfigReply>;
  } = {},
): Routes {
  return {
    'GET /api/events': () => {
      const events = options.events ?? [];
      return Array.isArray(events) ? ok({ data: events }) : events;
    },
    'GET /api/events/availability': () => {
      const events = Array.isArray(options.events) ? options.events : [];
      return ok({
        data: events.map((event) => ({
          eventId: event.id,
          availableSlots: event.maxOrders,
          heldSlots: 0,
          nextReleaseAt: null,
          ...options.availability?.[event.id],
        })),
      });
    },
    'GET /api/settings': () => ok({ data: { ...DEFAULT_BUSINESS_SETTINGS, ...options.settings } }),
    'GET /api/client-config': () =>
      ok({
        data: {
          paymentProvider: 'test',
          razorpayKeyId: '',
          mapTileUrl: '',
          chatWidgetSrc: null,
          maxUnpaidUnits: 10,
          ...options.clientConfig,
        },
      }),
  };
}

/** GET /api/available-slots as the server answers it: nothing held unless a test says so. */
export function slotsReply(availableSlots: number, more: Partial<Omit<AvailableSlotsReply, 'success'>> = {}): Reply {
  return ok({ availableSlots, heldSlots: 0, nextReleaseAt: null, yourHeldSlots: 0, ...more });
}
