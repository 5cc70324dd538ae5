import { fillCurve, HOUR_MS, hoursToReach, unitsSold, type FillCurve, type SaleHistory } from './sales-history.ts';

/**
 * The sell-out forecast. Each past sale that sold out is an analogue: when it had sold the same share
 * of its capacity as this sale has now, how much longer did it take to sell out? This sale's pace so
 * far stretches or shrinks that time (reaching the share in half the hours halves the rest). Analogues
 * on the same weekday count double, and the nearer their lead time (days from opening to the event)
 * the more they count. The forecast is the weighted median of the analogues' answers, the range their
 * weighted 10th to 90th percentile, which always holds the median.
 *
 * Too little history, and no forecast: fewer than MIN_SOLD_OUT_SALES past sales that sold out, or fewer
 * than MIN_UNITS_SO_FAR units sold in this sale (a pace read from one or two orders is noise).
 */
export const MIN_SOLD_OUT_SALES = 4;
export const MIN_UNITS_SO_FAR = 5;
const RANGE_QUANTILES = [0.1, 0.9] as const;
const SAME_WEEKDAY_WEIGHT = 2;
/** Lead times this many days apart count half. */
const LEAD_DAYS_HALF_WEIGHT = 7;

export type TooLittleHistory = 'fewSoldOutSales' | 'fewUnitsSoFar';

export type SellOutForecast =
  | { kind: 'tooLittleHistory'; reason: TooLittleHistory; unitsSoFar: number; soldOutSales: number }
  | { kind: 'soldOut'; sellOutAtMs: number; unitsSoFar: number }
  | {
      kind: 'forecast';
      sellOutAtMs: number;
      earliestMs: number;
      latestMs: number;
      unitsSoFar: number;
      hoursSoFar: number;
      /** How many past sales the forecast was made from. */
      soldOutSales: number;
      /** False when, at this pace, the sale ends (the event's day is over) before it sells out. */
      beforeSaleEnds: boolean;
      saleEndsMs: number;
    };

/** Past sales that sold out (other than `exceptEventId`), as curves. */
export function soldOutCurves(history: SaleHistory[], exceptEventId?: number): FillCurve[] {
  return history
    .filter((sale) => sale.eventId !== exceptEventId)
    .map((sale) => fillCurve(sale))
    .filter((curve) => curve.soldOutHours !== null);
}

/** When `sale` sells out, seen at `asOfMs` from the bookings made until then and the past sales' curves. */
export function forecastSellOut(sale: SaleHistory, past: FillCurve[], asOfMs: number): SellOutForecast {
  const now = fillCurve(sale, asOfMs);
  const unitsSoFar = unitsSold(now);
  if (now.soldOutHours !== null) {
    return { kind: 'soldOut', sellOutAtMs: now.openedAtMs + now.soldOutHours * HOUR_MS, unitsSoFar };
  }
  if (past.length < MIN_SOLD_OUT_SALES) {
    return { kind: 'tooLittleHistory', reason: 'fewSoldOutSales', unitsSoFar, soldOutSales: past.length };
  }
  if (unitsSoFar < MIN_UNITS_SO_FAR) {
    return { kind: 'tooLittleHistory', reason: 'fewUnitsSoFar', unitsSoFar, soldOutSales: past.length };
  }
  const hoursSoFar = Math.max((asOfMs - now.openedAtMs) / HOUR_MS, 1 / 60);
  const share = unitsSoFar / sale.capacity;
  const answers = past.flatMap((analogue) => {
    const reachedHours = hoursToReach(analogue, share * analogue.capacity);
    if (reachedHours === null || analogue.soldOutHours === null) return [];
    // A share reached at opening (a rush in the first minute) says nothing about pace: a minute, at least.
    const pace = hoursSoFar / Math.max(reachedHours, 1 / 60);
    const totalHours = Math.max(analogue.soldOutHours * pace, hoursSoFar);
    return [{ value: now.openedAtMs + totalHours * HOUR_MS, weight: similarity(now, analogue) }];
  });
  if (answers.length === 0) {
    return { kind: 'tooLittleHistory', reason: 'fewSoldOutSales', unitsSoFar, soldOutSales: 0 };
  }
  const sellOutAtMs = weightedQuantile(answers, 0.5);
  const earliestMs = weightedQuantile(answers, RANGE_QUANTILES[0]);
  const latestMs = weightedQuantile(answers, RANGE_QUANTILES[1]);
  return {
    kind: 'forecast',
    sellOutAtMs,
    earliestMs,
    latestMs,
    unitsSoFar,
    hoursSoFar,
    soldOutSales: past.length,
    beforeSaleEnds: sellOutAtMs <= now.saleEndsMs,
    saleEndsMs: now.saleEndsMs,
  };
}

function similarity(sale: FillCurve, analogue: FillCurve): number {
  const weekday = sale.weekday === analogue.weekday ? SAME_WEEKDAY_WEIGHT : 1;
  return weekday / (1 + Math.abs(sale.leadDays - analogue.leadDays) / LEAD_DAYS_HALF_WEIGHT);
}

/** The value below which `q` of the weight lies (the lowest value at which the running weight reaches it). */
export function weightedQuantile(answers: { value: number; weight: number }[], q: number): number {
  const ordered = [...answers].sort((a, b) => a.value - b.value);
  const total = ordered.reduce((sum, answer) => sum + answer.weight, 0);
  let running = 0;
  for (const answer of ordered) {
    running += answer.weight;
    if (running >= q * total) return answer.value;
  }
  return ordered.at(-1)!.value;
}
