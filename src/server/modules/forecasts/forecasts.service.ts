import { backtest } from '#shared/domain/forecast/backtest.ts';
import { suggestPlan } from '#shared/domain/forecast/plan.ts';
import { keralaDayStartMs, type SaleHistory } from '#shared/domain/forecast/sales-history.ts';
import {
  forecastSellOut,
  MIN_SOLD_OUT_SALES,
  MIN_UNITS_SO_FAR,
  soldOutCurves,
} from '#shared/domain/forecast/sell-out.ts';
import { addDays, isEventDay } from '#shared/domain/event-date.ts';
import type { Forecast } from '#shared/schemas/forecasts.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import { bookedUnitsByEvent } from '#server/modules/bookings/bookings.service.ts';
import { saleOpenings } from '#server/modules/events/events.service.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Every sale that opened, with its bookings: the history the forecast reads. `past` holds the sales
 * whose event's day was over at `nowMs`.
 */
export async function salesHistory(db: DbOrTx, nowMs: number): Promise<{ all: SaleHistory[]; past: SaleHistory[] }> {
  const [openings, booked] = await Promise.all([saleOpenings(db), bookedUnitsByEvent(db)]);
  const all = openings
    .filter((event) => event.openedAt !== null && isEventDay(event.date))
    .map((event) => ({
      eventId: event.eventId,
      eventDate: event.date,
      openedAt: event.openedAt!,
      capacity: event.capacity,
      bookings: booked.get(event.eventId) ?? [],
    }));
  return { all, past: all.filter((sale) => saleEndsMs(sale.eventDate) <= nowMs) };
}

function saleEndsMs(eventDate: string): number {
  return keralaDayStartMs(addDays(eventDate, 1));
}

/** The sell-out forecast of one event at `nowMs`, with how far off the forecast was on past events. */
export async function eventForecast(db: DbOrTx, eventId: number, nowMs = Date.now()): Promise<Forecast> {
  const event = (await saleOpenings(db)).find((opening) => opening.eventId === eventId);
  if (!event) throw textRefusal(404, 'refusals.events.notFound');
  const { all, past } = await salesHistory(db, nowMs);
  const history = past.filter((sale) => sale.eventId !== eventId);
  const tested = backtest(history);
  const sale = all.find((candidate) => candidate.eventId === eventId);
  const basis = {
    capacity: event.capacity,
    unitsSoFar: 0,
    openedAt: event.openedAt,
    medianErrorHours: tested.medianErrorHours,
    backtestedSales: tested.sales.length,
    plan: isEventDay(event.date) ? planReply(history, event.date) : null,
  };
  if (!sale) return { state: 'notOpen', ...basis };
  const asOfMs = Math.min(nowMs, saleEndsMs(sale.eventDate));
  const forecast = forecastSellOut(sale, soldOutCurves(history), asOfMs);
  const withUnits = { ...basis, unitsSoFar: forecast.unitsSoFar };
  if (forecast.kind === 'soldOut') return { state: 'soldOut', sellOutAt: iso(forecast.sellOutAtMs), ...withUnits };
  if (asOfMs < nowMs) return { state: 'closed', ...withUnits };
  if (forecast.kind === 'tooLittleHistory') {
    return {
      state: 'tooLittleHistory',
      tooLittleHistory: true,
      reason: forecast.reason,
      soldOutSales: forecast.soldOutSales,
      minSoldOutSales: MIN_SOLD_OUT_SALES,
      minUnitsSoFar: MIN_UNITS_SO_FAR,
      ...withUnits,
    };
  }
  return {
    state: 'forecast',
    sellOutAt: iso(forecast.sellOutAtMs),
    earliest: iso(forecast.earliestMs),
    latest: iso(forecast.latestMs),
    hoursSoFar: Math.round(forecast.hoursSoFar * 10) / 10,
    pastSales: forecast.soldOutSales,
    saleEndsAt: iso(forecast.saleEndsMs),
    beforeSaleEnds: forecast.beforeSaleEnds,
    ...withUnits,
  };
}

function planReply(history: SaleHistory[], eventDate: string): Forecast['plan'] {
  const plan = suggestPlan(history, eventDate);
  if (!plan) return null;
  const { openAtMs, ...rest } = plan;
  return { ...rest, openAt: iso(openAtMs) };
}
