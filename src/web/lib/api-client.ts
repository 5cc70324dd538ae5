import { CHANGE_MADE_AT_HEADER } from '#shared/domain/change-times.ts';
import { CHANGE_ID_HEADER } from '#shared/domain/offline-changes.ts';
import type { z } from 'zod';

type Params = Record<string, string | number>;

/**
 * The one way the browser talks to the server. Every reply is `{success, …}` or
 * `{success:false, error, code?}`; the code, where the server gives one, says which refusal it is.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly params: Record<string, string | number> = {},
    /** The field a refused input names, for a form to show the problem beside it. */
    readonly field?: string,
    /** The refusal's whole reply, for refusals that carry data (e.g. a stale list's current version). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Status 0 means the server could not be reached at all. */
export const NETWORK_ERROR_STATUS = 0;

interface RequestOptions {
  method?: string;
  body?: unknown;
  /** A change's device-made id (CHANGE_ID_HEADER): the server applies it once however often it is sent. */
  changeId?: string;
  /** When the change was made (epoch ms on the server's clock as this device knows it; CHANGE_MADE_AT_HEADER). */
  madeAt?: number;
  /** One refund's key (Idempotency-Key): sent again, the same request changes nothing more. */
  idempotencyKey?: string;
}

/**
 * Calls the server. With `reply` (the route's shared reply schema) the answer is checked against the
 * contract and typed by it; without, the caller names the type (the storefront's first load keeps zod's
 * parser out of its bundle that way).
 */
export async function apiRequest<Reply extends z.ZodType>(
  path: string,
  options: RequestOptions & { reply: Reply },
): Promise<z.output<Reply>>;
export async function apiRequest<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
export async function apiRequest(path: string, options: RequestOptions & { reply?: z.ZodType } = {}) {
  const isForm = options.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      // A form with a file goes as multipart (the browser sets its boundary); anything else as JSON.
      headers: {
        ...(options.body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
        ...(options.changeId ? { [CHANGE_ID_HEADER]: options.changeId } : {}),
        ...(options.madeAt !== undefined ? { [CHANGE_MADE_AT_HEADER]: String(Math.round(options.madeAt)) } : {}),
        ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
      },
      body:
        options.body === undefined || isForm ? (options.body as FormData | undefined) : JSON.stringify(options.body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(NETWORK_ERROR_STATUS, 'Unable to connect to server');
  }
  const payload: unknown = await response.json().catch(() => null);
  const refused = refusalOf(response.status, payload);
  if (refused) throw refused;
  return options.reply ? options.reply.parse(payload) : payload;
}

const isParams = (value: unknown): value is Params =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((one) => typeof one === 'string' || typeof one === 'number');

/**
 * The one reading of an answer as a refusal: a status outside 2xx, or `success: false`, becomes the
 * ApiError `{error, code, params, field}` names (whatever of it the body has); anything else is null.
 * A refusal without a sentence says nothing (message ''): the screen words it from the status.
 */
export function refusalOf(status: number, reply: unknown): ApiError | null {
  const body = (typeof reply === 'object' && reply !== null ? reply : {}) as Record<string, unknown>;
  if (status >= 200 && status < 300 && reply !== null && body.success !== false) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return new ApiError(
    status,
    text(body.error) ?? '',
    text(body.code),
    isParams(body.params) ? body.params : {},
    text(body.field),
    reply ?? undefined,
  );
}
