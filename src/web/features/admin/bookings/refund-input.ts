import type { TFunction } from '#shared/content/text-store.ts';
import { z } from 'zod';
import { refundRequestSchema, type RefundRequest } from '#shared/schemas/bookings.ts';
import { loadTexts } from '#web/lib/i18n.ts';

// The amount's problems are the shared money texts (validation.money).
void loadTexts('validation');

/** The refund form's boxes as typed: rupees (empty for all that is left) and the reason. */
export interface RefundFields {
  amount: string;
  reason: string;
}

/** The request the boxes make: the amount as typed (the server reads it by the same rule), none when empty. */
export function refundRequestOf({ amount, reason }: RefundFields): RefundRequest {
  return { amount: amount.trim() === '' ? undefined : amount.trim(), reason };
}

/** The refund form's rule: the shared request schema, over the boxes as typed. */
export const refundFormSchema = z
  .object({ amount: z.string(), reason: z.string() })
  .transform(refundRequestOf)
  .pipe(refundRequestSchema);

export interface RefundProblems {
  amount?: string;
  reason?: string;
}

/**
 * A refund as the owner typed it (rupees, empty for all that is left) checked by the shared schema: the
 * request with the amount as typed (the server reads it by the same rule, readTypedRupees) and that
 * amount in paise, or each field's problem through `translate`.
 */
export function readRefundInput(
  amount: string,
  reason: string,
  translate: TFunction,
):
  | { request: RefundRequest; amountPaise: number | undefined; problems?: undefined }
  | { request?: undefined; amountPaise?: undefined; problems: RefundProblems } {
  const request = refundRequestOf({ amount, reason });
  const checked = refundRequestSchema.safeParse(request);
  if (checked.success) return { request, amountPaise: checked.data.amountPaise };
  const problems: RefundProblems = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0] === 'reason' ? 'reason' : 'amount';
    problems[field] ??= translate(issue.message);
  }
  return { problems };
}
