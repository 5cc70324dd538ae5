import type { z } from 'zod';
import { ApiError } from './api-client.ts';

/**
 * The record as the server has it now, from a 409 to a change made from an older version (`current`
 * beside the refusal), read by the record's schema; null for any other failure.
 */
export function staleCurrentOf<Saved>(error: unknown, schema: z.ZodType<Saved>): Saved | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const current = schema.safeParse((error.body as { current?: unknown } | undefined)?.current);
  return current.success ? current.data : null;
}
