import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoPastSales } from '#shared/content/demo-sales-history.ts';
import { backtest } from './backtest.ts';
import { suggestPlan } from './plan.ts';
import { fillCurve, HOUR_MS, hoursToReach, type SaleHistory } from './sales-history.ts';
import { forecastSellOut, MIN_SOLD_OUT_SALES, MIN_UNITS_SO_FAR, soldOutCurves, weightedQuantile } from './sell-out.ts';

const OPEN = '2026-11-01T13:30:00.000Z'; // 19:00 in Kerala
const at = (hours: number, from = OPEN) => new Date(Date.parse(from) + hours * HOUR_MS).toISOString();

/** A sale of `capacity` units selling `perHour` units an hour, one booking each hour, from its opening. */
function steadySale(
  eventId: number,
  perHour: number,
  capacity = 40,
  openedAt = OPEN,
  eventDate = '2026-11-07',
): SaleHistory {
  const bookings = Array.from({ length: Math.ceil(capacity / perHour) }, (_, hour) => ({
    at: at(hour + 1, openedAt),
    units: Math.min(perHour, capacity - hour * perHour),
  }));
  return { eventId, eventDate, openedAt, capacity, bookings };
}

describe('fill curves', () => {
  it('sums units by hours since opening and finds the booking that took the last unit', () => {
    const curve = fillCurve(steadySale(1, 10));
    expect(curve.points).toEqual([
      { hours: 1, units: 10 },
      { hours: 2, units: 20 },
      { hours: 3, units: 30 },
      { hours: 4, units: 40 },
    ]);
    expect(curve.soldOutHours).toBe(4);
    expect(curve.weekday).toBe(6); // 2026-11-07 is a Saturday
    expect(curve.leadDays).toBeCloseTo(5.2, 1);
    expect(hoursToReach(curve, 15)).toBe(1.5);
    expect(fillCurve(steadySale(1, 10), Date.parse(at(2.5))).soldOutHours).toBeNull();
  });
});

describe('the sell-out forecast', () => {
  const history = [1, 2, 3, 4].map((id) => steadySale(id, 10));

  it('at the same pace as past sales, sells out when they did', () => {
    const forecast = forecastSellOut(steadySale(9, 10), soldOutCurves(history), Date.parse(at(2)));
    expect(forecast).toMatchObject({ kind: 'forecast', unitsSoFar: 20, soldOutSales: 4 });
    if (forecast.kind !== 'forecast') return;
    expect(new Date(forecast.sellOutAtMs).toISOString()).toBe(at(4));
  });

  it('at twice the pace, sells out in half the time', () => {
    const forecast = forecastSellOut(steadySale(9, 20), soldOutCurves(history), Date.parse(at(1)));
    expect(forecast.kind === 'forecast' && new Date(forecast.sellOutAtMs).toISOString()).toBe(at(2));
  });

  it('gives no forecast with fewer past sales that sold out than the minimum', () => {
    const few = history.slice(0, MIN_SOLD_OUT_SALES - 1);
    expect(forecastSellOut(steadySale(9, 10), soldOutCurves(few), Date.parse(at(2)))).toEqual({
      kind: 'tooLittleHistory',
      reason: 'fewSoldOutSales',
      unitsSoFar: 20,
      soldOutSales: MIN_SOLD_OUT_SALES - 1,
    });
    // Sales that never sold out are not analogues.
    const unsold = [...few, { ...steadySale(5, 10), capacity: 400 }];
    expect(forecastSellOut(steadySale(9, 10), soldOutCurves(unsold), Date.parse(at(2))).kind).toBe('tooLittleHistory');
  });

  it('gives no forecast before the sale has sold the minimum units', () => {
    const slow = steadySale(9, 1);
    const justBefore = Date.parse(at(MIN_UNITS_SO_FAR - 1));
    expect(forecastSellOut(slow, soldOutCurves(history), justBefore)).toMatchObject({
      kind: 'tooLittleHistory',
      reason: 'fewUnitsSoFar',
      unitsSoFar: MIN_UNITS_SO_FAR - 1,
    });
    expect(forecastSellOut(slow, soldOutCurves(history), Date.parse(at(MIN_UNITS_SO_FAR))).kind).toBe('forecast');
  });

  it('says when a sale already sold out', () => {
    expect(forecastSellOut(steadySale(9, 10), soldOutCurves(history), Date.parse(at(10)))).toEqual({
      kind: 'soldOut',
      sellOutAtMs: Date.parse(at(4)),
      unitsSoFar: 40,
    });
  });

  it('says when, at this pace, the sale would end before it sells out', () => {
    const crawl = { ...steadySale(9, 1, 40, OPEN, '2026-11-02'), bookings: steadySale(9, 1).bookings.slice(0, 6) };
    const forecast = forecastSellOut(
      crawl,
      soldOutCurves(history.map((sale) => ({ ...sale, eventDate: '2026-11-02' }))),
      Date.parse(at(6)),
    );
    expect(forecast).toMatchObject({ kind: 'forecast', beforeSaleEnds: false });
  });

  it('always gives a range that holds the forecast, none of it before now', () => {
    const pastSale = fc.record({
      perHour: fc.integer({ min: 1, max: 25 }),
      capacity: fc.integer({ min: 10, max: 60 }),
      openOffsetHours: fc.integer({ min: -200, max: 200 }),
    });
    fc.assert(
      fc.property(
        fc.array(pastSale, { minLength: MIN_SOLD_OUT_SALES, maxLength: 10 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 40 }),
        (past, perHour, hoursIn) => {
          const history = past.map((sale, id) =>
            steadySale(id + 1, sale.perHour, sale.capacity, at(sale.openOffsetHours)),
          );
          const asOfMs = Date.parse(at(hoursIn + 0.5));
          const forecast = forecastSellOut(steadySale(99, perHour, 60), soldOutCurves(history), asOfMs);
          if (forecast.kind !== 'forecast') return;
          expect(forecast.earliestMs).toBeLessThanOrEqual(forecast.sellOutAtMs);
          expect(forecast.sellOutAtMs).toBeLessThanOrEqual(forecast.latestMs);
          expect(forecast.earliestMs).toBeGreaterThanOrEqual(asOfMs);
        },
      ),
    );
  });

  it('weights the quantiles: a heavy answer pulls the median to it', () => {
    const answers = [
      { value: 1, weight: 1 },
      { value: 2, weight: 1 },
      { value: 3, weight: 5 },
    ];
    expect(weightedQuantile(answers, 0.5)).toBe(3);
    expect(weightedQuantile(answers, 0.1)).toBe(1);
    expect(weightedQuantile(answers, 0.9)).toBe(3);
  });
});

describe('the backtest', () => {
  it('is exact when every sale fills alike, and forecasts each sale only from the others', () => {
    const result = backtest([1, 2, 3, 4, 5].map((id) => steadySale(id, 10)));
    expect(result.medianErrorHours).toBe(0);
    expect(result.sales.map((sale) => sale.eventId)).toEqual([1, 2, 3, 4, 5]);
  });

  it('measures the error in hours against when the sale really sold out', () => {
    // Four sales sell out in 4 hours, one (at the same pace to half) in 8: its forecast is 4 hours off.
    const late = steadySale(5, 10);
    late.bookings = [...late.bookings.slice(0, 2), { at: at(6), units: 10 }, { at: at(8), units: 10 }];
    const result = backtest([1, 2, 3, 4].map((id) => steadySale(id, 10)).concat(late));
    expect(result.sales.find((sale) => sale.eventId === 5)!.errorHours).toBe(4);
  });

  it('has nothing to say with too little history', () => {
    expect(backtest([1, 2, 3, 4].map((id) => steadySale(id, 10)))).toEqual({ medianErrorHours: null, sales: [] });
  });

  it('forecasts the demo history within a day', () => {
    const sales = demoPastSales(new Date('2026-11-28T21:00:00Z')).map((sale, index) => ({
      eventId: index + 1,
      eventDate: sale.date,
      openedAt: sale.openedAt,
      capacity: sale.capacity,
      bookings: sale.bookings,
    }));
    const result = backtest(sales);
    expect(result.sales.length).toBeGreaterThanOrEqual(MIN_SOLD_OUT_SALES);
    expect(result.medianErrorHours).toBeLessThan(24);
  });
});

describe('the plan for an event not yet open', () => {
  it('raises the capacity by a tenth when most past sales sold out, and opens them as those opened', () => {
    const plan = suggestPlan(
      [1, 2, 3, 4].map((id) => steadySale(id, 10)),
      '2026-12-12',
    )!;
    expect(plan).toMatchObject({ basis: 'mostSoldOut', capacity: 45, leadDays: 5, pastSales: 4, soldOutSales: 4 });
    expect(plan.medianHoursToSellOut).toBe(4);
    // Five days before, at 19:00 in Kerala, as the past sales opened.
    expect(new Date(plan.openAtMs).toISOString()).toBe('2026-12-07T13:30:00.000Z');
  });

  it('suggests what the sales sold when most did not sell out', () => {
    const leftOver = [1, 2, 3].map((id) => ({ ...steadySale(id, 10), capacity: 100 }));
    const plan = suggestPlan([...leftOver, steadySale(4, 10)], '2026-12-12')!;
    expect(plan).toMatchObject({ basis: 'mostLeftOver', capacity: 40 });
  });

  it('suggests nothing with too little history', () => {
    expect(
      suggestPlan(
        [1, 2, 3].map((id) => steadySale(id, 10)),
        '2026-12-12',
      ),
    ).toBeNull();
  });
});
