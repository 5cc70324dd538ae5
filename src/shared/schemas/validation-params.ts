import { formatLimit, limitParams } from '../domain/kitchen/limits.ts';
import { GENERIC_PROBLEMS } from './validation-messages.ts';

/**
 * What a refused value's text fills in: a kitchen limit's `{{min}}` and `{{max}}` (from its key), or
 * the bound one of zod's own problems names (`{{maximum}}`, `{{minimum}}`, the unknown `{{keys}}`),
 * from the issue. Other messages fill nothing.
 */
export function validationParams(message: string, issue: object = {}): Record<string, string> {
  if (!GENERIC_PROBLEMS.includes(message)) return limitParams(message);
  const named = issue as { minimum?: unknown; maximum?: unknown; keys?: unknown };
  const params: Record<string, string> = {};
  for (const bound of ['minimum', 'maximum'] as const) {
    const value = named[bound];
    if (typeof value === 'number' || typeof value === 'bigint') params[bound] = formatLimit(Number(value));
  }
  if (Array.isArray(named.keys)) params.keys = named.keys.join(', ');
  return params;
}
