// zod's own problems are named by text key for every schema the server checks.
import '#shared/schemas/validation-messages.ts';
import { englishText } from '#shared/content/messages.ts';
import type { TextKey } from '#shared/content/locales/text-keys.ts';

type Params = Record<string, string | number>;

/**
 * A refusal: the HTTP status to answer, the text key that names it (its `code` on the wire, which the
 * browser words in the screen's language), the values its text needs, and its English text as the
 * message. Built only by the constructors below.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    /** What the browser needs to word the refusal itself (a count, a total). */
    readonly params?: Params,
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

/**
 * The one way to refuse: a refusal named by a text key (the code). The caller reads the English text,
 * the browser words the key. A key without English text is a bug: refusals.test.ts walks them all.
 */
export function textRefusal(status: number, key: TextKey, params?: Params, details?: Record<string, unknown>) {
  return new HttpError(status, englishText(key, params) ?? key, key, params, details);
}

/** A refusal of one field of the request, named as validation refusals name theirs (`field`). */
export function fieldRefusal(status: number, key: TextKey, field: string, params?: Params) {
  return textRefusal(status, key, params).about(field);
}

/** Whether `error` is the refusal named `key`. */
export const isRefusal = (error: unknown, key: TextKey): boolean => error instanceof HttpError && error.code === key;

export const STALE_RECORD: TextKey = 'kitchenRules.records.stale';

/** 409 to an edit made from an old version: the record as it is now goes back as `current`. */
export function staleRecord(current: unknown, key: TextKey = STALE_RECORD, params?: Params): HttpError {
  return textRefusal(409, key, params, { current });
}
