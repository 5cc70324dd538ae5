import { median } from './backtest.ts';
import { fillCurve, HOUR_MS, keralaDayStartMs, unitsSold, type SaleHistory } from './sales-history.ts';
import { MIN_SOLD_OUT_SALES } from './sell-out.ts';

/** Suggested capacities are rounded up to this many units. */
const CAPACITY_STEP = 5;
/** When most past sales sold out, the suggestion is this much above what they sold. */
const SOLD_OUT_RAISE = 1.1;

export interface PlanSuggestion {
  /** 'mostSoldOut': most past sales sold out, so a little more than their capacity; 'mostLeftOver': what they sold. */
  basis: 'mostSoldOut' | 'mostLeftOver';
  capacity: number;
  /** Days before the event's day the sales that sold out opened (their median), and the time to open. */
  leadDays: number;
  openAtMs: number;
  pastSales: number;
  soldOutSales: number;
  /** How long the sales that sold out took, their median in hours; null when none did. */
  medianHoursToSellOut: number | null;
}

/**
 * For a planned event: the capacity and opening time the past sales suggest. With at least
 * MIN_SOLD_OUT_SALES past sales: when half or more sold out, their median capacity raised by a tenth;
 * otherwise the median units the sales sold. Both rounded up to CAPACITY_STEP. Open as many days ahead
 * as the sales that sold out opened (their median lead, whole days), at the hour of day they opened
 * (median, Kerala time). Null with less history.
 */
export function suggestPlan(history: SaleHistory[], eventDate: string): PlanSuggestion | null {
  if (history.length < MIN_SOLD_OUT_SALES) return null;
  const curves = history.map((sale) => fillCurve(sale));
  const soldOut = curves.filter((curve) => curve.soldOutHours !== null);
  const mostSoldOut = soldOut.length * 2 >= curves.length;
  const units = mostSoldOut
    ? median(soldOut.map((curve) => curve.capacity)) * SOLD_OUT_RAISE
    : median(curves.map((curve) => unitsSold(curve)));
  const openers = soldOut.length ? soldOut : curves;
  const leadDays = Math.round(median(openers.map((curve) => curve.leadDays)));
  const hourOfDay = median(openers.map((curve) => keralaHourOfDay(curve.openedAtMs)));
  const dayStart = keralaDayStartMs(eventDate) - leadDays * 24 * HOUR_MS;
  return {
    basis: mostSoldOut ? 'mostSoldOut' : 'mostLeftOver',
    capacity: Math.max(CAPACITY_STEP, Math.ceil(units / CAPACITY_STEP) * CAPACITY_STEP),
    leadDays,
    openAtMs: dayStart + Math.round(hourOfDay) * HOUR_MS,
    pastSales: curves.length,
    soldOutSales: soldOut.length,
    medianHoursToSellOut: soldOut.length ? median(soldOut.map((curve) => curve.soldOutHours!)) : null,
  };
}

/** Hours since the Kerala day began (IST is UTC+05:30 all year). */
function keralaHourOfDay(ms: number): number {
  const keralaMs = ms + 5.5 * HOUR_MS;
  return (((keralaMs % (24 * HOUR_MS)) + 24 * HOUR_MS) % (24 * HOUR_MS)) / HOUR_MS;
}
