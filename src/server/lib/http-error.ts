// zod's own problems are named by text key for every schema the server checks.
import '#shared/schemas/validation-messages.ts';
import { englishText } from '#shared/content/messages.ts';
import { ORDER_REFUSALS, type OrderRefusalCode } from '#shared/domain/order-refusals.ts';

/**
 * An error whose message is safe to show to the caller, with the HTTP status to answer and, where the
 * browser must tell it apart from other refusals, a stable code.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    /** What the browser needs to word the refusal itself (a count, a total). */
    readonly params?: Record<string, string | number>,
    /** More of the answer: e.g. `current`, the record as it is now, with a stale-version refusal. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** Seconds the caller should wait before trying again; the errors plugin sends it as Retry-After. */
  retryAfterSeconds?: number;

  /**
   * The field of the request this refusal is about ('items.3.name'), for a form to show the problem
   * beside it; the errors plugin sends it as `field`.
   */
  field?: string;

  /** This refusal, naming the request's `field` it is about. */
  about(field: string): this {
    this.field = field;
    return this;
  }

  /** This refusal, telling the caller to try again after `seconds`. */
  retryAfter(seconds: number): this {
    this.retryAfterSeconds = Math.max(1, Math.ceil(seconds));
    return this;
  }
}

export const badRequest = (message: string, code?: string) => new HttpError(400, message, code);
export const notFound = (message: string, code?: string) => new HttpError(404, message, code);
export const conflict = (message: string, code?: string) => new HttpError(409, message, code);
export const tooManyRequests = (message: string, code?: string) => new HttpError(429, message, code);

/** An order refused with its code: the English sentence is made from the same code and details. */
export function orderRefusal<Code extends OrderRefusalCode>(
  status: number,
  code: Code,
  ...params: Parameters<(typeof ORDER_REFUSALS)[Code]>
): HttpError {
  const details = params[0] as Record<string, string | number> | undefined;
  const sentence = (ORDER_REFUSALS[code] as (details?: object) => string)(details);
  return new HttpError(status, sentence, code, details);
}

/** A refusal named by a text key (the code): the caller reads the English text, the browser words the key. */
export function textRefusal(status: number, key: string, params?: Record<string, string | number>): HttpError {
  return new HttpError(status, englishText(key, params) ?? key, key, params);
}

/** A refusal of one field of the request, named as validation refusals name theirs (`field`). */
export function fieldRefusal(status: number, key: string, field: string, params?: Record<string, string | number>) {
  return textRefusal(status, key, params).about(field);
}

export const STALE_RECORD = 'kitchenRules.records.stale';

/** 409 to an edit made from an old version: the record as it is now goes back as `current`. */
export function staleRecord(current: unknown): HttpError {
  return new HttpError(409, englishText(STALE_RECORD) ?? STALE_RECORD, STALE_RECORD, undefined, { current });
}
