import { rupeesToPaise } from '#shared/domain/money.ts';
import { refundRequestSchema, type RefundRequest } from '#shared/schemas/bookings.ts';

export interface RefundProblems {
  amount?: string;
  reason?: string;
}

/**
 * A refund as the owner typed it (rupees, "1,000" or "₹550"; empty for all that is left) checked by the
 * shared schema: the request, or each field's problem through `translate`.
 */
export function readRefundInput(
  amount: string,
  reason: string,
  translate: (key: string) => string,
): { request: RefundRequest; problems?: undefined } | { request?: undefined; problems: RefundProblems } {
  const typed = amount.trim() === '' ? undefined : Number(amount.replace(/[₹,\s]/g, ''));
  const checked = refundRequestSchema.safeParse({
    amountPaise: typed === undefined || !Number.isFinite(typed) ? typed : rupeesToPaise(typed),
    reason,
  });
  if (checked.success) return { request: checked.data };
  const problems: RefundProblems = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0] === 'amountPaise' ? 'amount' : 'reason';
    problems[field] ??= translate(issue.message);
  }
  return { problems };
}
