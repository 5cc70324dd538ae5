import { refundRequestSchema, type RefundRequest } from '#shared/schemas/bookings.ts';
import { loadTexts } from '#web/lib/i18n.ts';

// The amount's problems are the shared money texts (validation.money).
void loadTexts('validation');

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
  translate: (key: string) => string,
):
  | { request: RefundRequest; amountPaise: number | undefined; problems?: undefined }
  | { request?: undefined; amountPaise?: undefined; problems: RefundProblems } {
  const request = { amount: amount.trim() === '' ? undefined : amount.trim(), reason };
  const checked = refundRequestSchema.safeParse(request);
  if (checked.success) return { request, amountPaise: checked.data.amountPaise };
  const problems: RefundProblems = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0] === 'reason' ? 'reason' : 'amount';
    problems[field] ??= translate(issue.message);
  }
  return { problems };
}
