import { fillCurve, HOUR_MS, hoursToReach, type SaleHistory } from './sales-history.ts';
import { forecastSellOut, soldOutCurves } from './sell-out.ts';

/** The backtest forecasts each past sale when it had sold this share of its capacity. */
export const BACKTEST_AT_SHARE = 0.5;

export interface BacktestResult {
  /** The median of |forecast − real sell-out| in hours, one decimal; null when no sale could be forecast. */
  medianErrorHours: number | null;
  /** One line per sale forecast: its real and forecast sell-out and the error in hours. */
  sales: { eventId: number; soldOutAtMs: number; forecastMs: number; errorHours: number }[];
}

/**
 * How far off the forecast was on past events: each sale that sold out is forecast from the others
 * (never from itself) at the moment it had sold half its capacity, and compared with when it really
 * sold out. Sales the others cannot forecast (too little history) are left out.
 */
export function backtest(history: SaleHistory[]): BacktestResult {
  const sales: BacktestResult['sales'] = [];
  for (const sale of history) {
    const curve = fillCurve(sale);
    if (curve.soldOutHours === null) continue;
    const atHours = hoursToReach(curve, Math.ceil(BACKTEST_AT_SHARE * sale.capacity))!;
    const asOfMs = curve.openedAtMs + atHours * HOUR_MS;
    const forecast = forecastSellOut(sale, soldOutCurves(history, sale.eventId), asOfMs);
    if (forecast.kind !== 'forecast') continue;
    const soldOutAtMs = curve.openedAtMs + curve.soldOutHours * HOUR_MS;
    sales.push({
      eventId: sale.eventId,
      soldOutAtMs,
      forecastMs: forecast.sellOutAtMs,
      errorHours: Math.abs(forecast.sellOutAtMs - soldOutAtMs) / HOUR_MS,
    });
  }
  return { medianErrorHours: sales.length ? roundOneDecimal(median(sales.map((s) => s.errorHours))) : null, sales };
}

export function median(values: number[]): number {
  const ordered = [...values].sort((a, b) => a - b);
  const middle = Math.floor(ordered.length / 2);
  return ordered.length % 2 ? ordered[middle]! : (ordered[middle - 1]! + ordered[middle]!) / 2;
}

function roundOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}
