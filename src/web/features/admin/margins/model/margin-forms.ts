import { z } from 'zod';
import { readTypedNumber } from '#shared/domain/typed-number.ts';
import type { GatewayFee, OtherCost } from '#shared/domain/margin.ts';
import { MAX_COST_LINES, otherCostSchema } from '#shared/schemas/margins.ts';
import { typedRupeesSchema } from '#shared/schemas/money.ts';

/**
 * The margin's two forms as the owner types them: rupees and percentages as text, checked by the
 * call's own rules (otherCostSchema, gatewayFeeSchema's bounds) once read.
 */

/** One cost line as typed: the amount in rupees as text. */
export const costsFormSchema = z
  .object({
    lines: z
      .array(
        z.object({
          label: otherCostSchema.shape.label,
          basis: otherCostSchema.shape.basis,
          amount: typedRupeesSchema().pipe(otherCostSchema.shape.amountPaise),
        }),
      )
      .max(MAX_COST_LINES, 'ownerMargin.validation.lines'),
  })
  .transform(({ lines }) => ({
    lines: lines.map(({ amount, ...line }) => ({ ...line, amountPaise: amount })),
  }));
export type CostsFormValues = z.input<typeof costsFormSchema>;

const rupeesText = (paise: number) => (paise / 100).toFixed(paise % 100 === 0 ? 0 : 2);

export function costsFormValues(lines: readonly OtherCost[]): CostsFormValues {
  return {
    lines: lines.map((line) => ({ label: line.label, basis: line.basis, amount: rupeesText(line.amountPaise) })),
  };
}

export const NEW_COST_LINE: CostsFormValues['lines'][number] = { label: '', basis: 'event', amount: '' };

/** A percentage typed with at most two decimals, as basis points (2.36 % → 236). */
const percentText = (max: number, key: 'ownerMargin.validation.feePercent' | 'ownerMargin.validation.gstPercent') =>
  z.string(key).transform((text, context) => {
    const read = readTypedNumber(text, { min: 0, max, decimals: 2 });
    if (read.ok) return Math.round(read.value * 100);
    context.addIssue({ code: 'custom', message: key });
    return z.NEVER;
  });

export const feeFormSchema = z
  .object({
    percent: percentText(10, 'ownerMargin.validation.feePercent'),
    gst: percentText(50, 'ownerMargin.validation.gstPercent'),
  })
  .transform(({ percent, gst }) => ({ percentBasisPoints: percent, gstBasisPoints: gst }));
export type FeeFormValues = z.input<typeof feeFormSchema>;

export function feeFormValues(fee: GatewayFee): FeeFormValues {
  return { percent: String(fee.percentBasisPoints / 100), gst: String(fee.gstBasisPoints / 100) };
}
