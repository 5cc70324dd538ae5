/**
 * An event's margin (issue 46): what the paid bookings brought in, less refunds, gateway fees, food
 * cost and the owner's other costs. All money is whole paise; the rounding rules are here and nowhere
 * else, and MARGIN_ROUNDING_RULE is how the screen states them.
 *
 * - A gateway fee is charged on each payment: its percentage of the amount, rounded to the nearest
 *   paisa (half up), then GST on that fee, rounded the same way. Refunds do not give the fee back.
 * - Food cost is given in whole paise (each ingredient line rounded, by the kitchen's needs).
 * - An other cost per plate is its paise × plates (whole already); per event, its paise once.
 * - Margin per plate is the margin shared by the plates, rounded half away from zero; 0 without plates.
 */

/** Basis points: 200 = 2.00 %. */
export interface GatewayFee {
  percentBasisPoints: number;
  gstBasisPoints: number;
}

/** Razorpay's standard fee: 2 % of each payment, plus 18 % GST on that fee. */
export const RAZORPAY_DEFAULT_FEE: GatewayFee = { percentBasisPoints: 200, gstBasisPoints: 1800 };

export type CostBasis = 'event' | 'plate';

export interface OtherCost {
  label: string;
  basis: CostBasis;
  amountPaise: number;
}

export interface MarginInput {
  /** Each paid booking's amount. */
  paymentsPaise: readonly number[];
  /** Each refund made (not failed) of those bookings. */
  refundsPaise: readonly number[];
  plates: number;
  foodCostPaise: number;
  otherCosts: readonly OtherCost[];
  fee: GatewayFee;
}

export interface OtherCostLine extends OtherCost {
  totalPaise: number;
}

export interface FeeParts {
  feePaise: number;
  gstPaise: number;
}

export interface Margin {
  plates: number;
  revenuePaise: number;
  refundsPaise: number;
  feesPaise: number;
  foodCostPaise: number;
  otherCostsPaise: number;
  marginPaise: number;
  marginPerPlatePaise: number;
  /** What the fees are made of: the fee itself and the GST on it, summed over the payments. */
  fees: FeeParts;
  otherCostLines: OtherCostLine[];
}

const BASIS = 10_000;

/** Half up for the non-negative amounts fees are taken of. */
const roundHalfUp = (value: number) => Math.floor(value + 0.5);

/** Half away from zero, so a loss per plate rounds like a profit. */
export function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.floor(Math.abs(value) + 0.5) || 0;
}

/** The gateway's fee on one payment and the GST on it, each rounded to the paisa (integer arithmetic). */
export function paymentFee(amountPaise: number, fee: GatewayFee): FeeParts {
  const feePaise = roundHalfUp((amountPaise * fee.percentBasisPoints) / BASIS);
  const gstPaise = roundHalfUp((feePaise * fee.gstBasisPoints) / BASIS);
  return { feePaise, gstPaise };
}

export function otherCostTotal(cost: OtherCost, plates: number): number {
  return cost.basis === 'plate' ? cost.amountPaise * plates : cost.amountPaise;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The one margin rule: every figure of the margin, from the event's payments, refunds and costs. */
export function eventMargin(input: MarginInput): Margin {
  const fees = input.paymentsPaise.map((amount) => paymentFee(amount, input.fee));
  const feeParts = { feePaise: sum(fees.map((one) => one.feePaise)), gstPaise: sum(fees.map((one) => one.gstPaise)) };
  const otherCostLines = input.otherCosts.map((cost) => ({ ...cost, totalPaise: otherCostTotal(cost, input.plates) }));
  const revenuePaise = sum(input.paymentsPaise);
  const refundsPaise = sum(input.refundsPaise);
  const feesPaise = feeParts.feePaise + feeParts.gstPaise;
  const otherCostsPaise = sum(otherCostLines.map((line) => line.totalPaise));
  const marginPaise = revenuePaise - refundsPaise - feesPaise - input.foodCostPaise - otherCostsPaise;
  return {
    plates: input.plates,
    revenuePaise,
    refundsPaise,
    feesPaise,
    foodCostPaise: input.foodCostPaise,
    otherCostsPaise,
    marginPaise,
    marginPerPlatePaise: input.plates > 0 ? roundHalfAwayFromZero(marginPaise / input.plates) : 0,
    fees: feeParts,
    otherCostLines,
  };
}

/**
 * The orders still free at capacity, each paid at `pricePerOrderPaise` (what an order has paid on
 * average so far, or the menu's price before the first booking); refunds stay as they are.
 */
export function soldOutPayments(
  paymentsPaise: readonly number[],
  freeOrders: number,
  pricePerOrderPaise: number,
): number[] {
  return [...paymentsPaise, ...Array.from({ length: Math.max(0, freeOrders) }, () => pricePerOrderPaise)];
}

/** Average paid per order (item) so far, rounded half up; null before any. */
export function averagePerOrder(revenuePaise: number, orders: number): number | null {
  return orders > 0 ? roundHalfUp(revenuePaise / orders) : null;
}

/** 2 % as text: basis points to a percentage with at most two decimals. */
export function basisPointsText(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))} %`;
}
