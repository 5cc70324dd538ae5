import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ownerForecastEn } from '#shared/content/locales/owner-forecast.en.ts';
import { ownerForecastMl } from '#shared/content/locales/owner-forecast.ml.ts';
import { fillText } from '#shared/content/text-store.ts';
import { formatKeralaDateTime } from '#shared/domain/kerala-time.ts';
import type { Forecast } from '#shared/schemas/forecasts.ts';
import { ok, serveApi, type Call } from '#web/test/fake-api.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { ForecastPanel } from './forecast-panel.tsx';

const en = ownerForecastEn;
const BASIS = {
  capacity: 40,
  unitsSoFar: 12,
  openedAt: '2026-12-01T13:30:00.000Z',
  medianErrorHours: 5.5,
  backtestedSales: 8,
  plan: null,
};
const FORECAST: Forecast = {
  state: 'forecast',
  sellOutAt: '2026-12-02T10:00:00.000Z',
  earliest: '2026-12-02T06:00:00.000Z',
  latest: '2026-12-02T20:00:00.000Z',
  hoursSoFar: 6.5,
  pastSales: 8,
  saleEndsAt: '2026-12-05T18:30:00.000Z',
  beforeSaleEnds: true,
  ...BASIS,
};

function show(forecast: Forecast): Call[] {
  const { calls } = serveApi({ 'GET /api/events/7/forecast': () => ok({ data: forecast }) });
  renderWithProviders(<ForecastPanel eventId={7} />);
  return calls;
}

const open = () => fireEvent.click(screen.getByText(en.heading));

describe('the sell-out forecast on an event card', () => {
  it('is read only once the owner opens it, then shows the time, its range and the past error', async () => {
    const calls = show(FORECAST);
    expect(calls).toHaveLength(0);
    open();
    const time = (iso: string) => formatKeralaDateTime(iso, 'en');
    await screen.findByText(fillText(en.sellOutAt, { time: time(FORECAST.sellOutAt) }));
    expect(calls.map((call) => call.path)).toEqual(['/api/events/7/forecast']);
    expect(
      screen.getByText(
        fillText(en.range, { earliest: time('2026-12-02T06:00:00.000Z'), latest: time('2026-12-02T20:00:00.000Z') }),
      ),
    ).toBeTruthy();
    expect(screen.getByText(fillText(en.pastError, { hours: 5.5, count: 8 }))).toBeTruthy();
    // What the figure is made of: the sale so far and the past sales it was compared with.
    expect(screen.getByText(fillText(en.basis.compared, { count: 8 }))).toBeTruthy();
    expect(screen.queryByText(fillText(en.afterSaleEnds, { time: time(FORECAST.saleEndsAt) }))).toBeNull();
  });

  it('hides the forecast with its reason when history is too thin', async () => {
    show({
      state: 'tooLittleHistory',
      tooLittleHistory: true,
      reason: 'fewSoldOutSales',
      soldOutSales: 2,
      minSoldOutSales: 4,
      minUnitsSoFar: 5,
      ...BASIS,
      medianErrorHours: null,
      backtestedSales: 0,
    });
    open();
    await screen.findByText(fillText(en.tooLittle.fewSoldOutSales, { min: 4, count: 2 }));
    expect(screen.getByText(en.pastErrorNone)).toBeTruthy();
    expect(screen.queryByText(/Sells out around/)).toBeNull();
  });

  it('suggests a capacity and an opening time for an event not yet open, in Malayalam', async () => {
    await switchLanguage('ml');
    const openAt = '2026-12-20T13:30:00.000Z';
    show({
      state: 'notOpen',
      ...BASIS,
      openedAt: null,
      plan: {
        basis: 'mostSoldOut',
        capacity: 45,
        leadDays: 5,
        openAt,
        pastSales: 10,
        soldOutSales: 8,
        medianHoursToSellOut: 21,
      },
    });
    fireEvent.click(screen.getByText(ownerForecastMl.heading));
    await screen.findByText(ownerForecastMl.notOpen);
    expect(screen.getByText(fillText(ownerForecastMl.plan.capacity, { capacity: 45 }))).toBeTruthy();
    expect(
      screen.getByText(fillText(ownerForecastMl.plan.openAt, { time: formatKeralaDateTime(openAt, 'ml'), days: 5 })),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText(fillText(ownerForecastMl.plan.mostSoldOut, { count: 10, soldOut: 8 }))).toBeTruthy(),
    );
  });
});
