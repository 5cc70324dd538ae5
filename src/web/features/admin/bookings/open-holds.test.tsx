import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminBookingsEn as en } from '#shared/content/locales/admin-bookings.en.ts';
import { adminBookingsMl as ml } from '#shared/content/locales/admin-bookings.ml.ts';
import { fillText } from '#shared/content/text-store.ts';
import type { AdminBooking } from '#shared/schemas/bookings.ts';
import type { OpenHold } from '#shared/schemas/holds.ts';
import { fail, ok, serveApi, type Call, type Reply, type Routes } from '#web/test/fake-api.ts';
import { FakeEventSource } from '#web/test/fake-event-source.ts';
import { makeBooking, makeNewYearEvent } from '#web/test/factories.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { EventBookingsView } from './event-bookings-view.tsx';

/** 13:55 in Kerala; the holds below run out at 14:05 and 14:09 IST. */
const NOW = '2026-11-21T08:25:00.000Z';

function makeHold(overrides: Partial<OpenHold> = {}): OpenHold {
  return {
    id: 31,
    name: 'Anjali Nair',
    phone: '9847012345',
    units: 2,
    items: [{ key: 'chicken-mandi', name: 'Chicken Mandi', quantity: 2, unitPaise: 60_000, linePaise: 120_000 }],
    amountPaise: 120_000,
    createdAt: '2026-11-21T08:20:00.000Z',
    expiresAt: '2026-11-21T08:35:00.000Z',
    coupon: null,
    ...overrides,
  };
}

const page = (data: AdminBooking[]): Reply => ok({ data, total: data.length, page: 1, pageSize: 20 });

/** The event view's routes: the event, its bookings, its open holds and an empty waiting list (the test's own over these). */
function serve(holds: () => OpenHold[], routes: Routes = {}) {
  return serveApi({
    'GET /api/events': () => ok({ data: [makeNewYearEvent()] }),
    'GET /api/bookings': () => page([]),
    'GET /api/events/:id/holds': () => ok({ data: holds() }),
    'GET /api/events/:id/waiting-list': () => ok({ data: [] }),
    ...routes,
  });
}

const renderView = () =>
  renderWithProviders(<EventBookingsView eventId={7} onBack={() => {}} />, {
    url: '/admin?tab=events&eventBookings=7',
  });

const holdCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/events/7/holds');
const releaseCalls = (calls: Call[]) => calls.filter((call) => call.method === 'POST');
const section = () => screen.getByRole('region', { name: en.holds.title });

describe('Being paid for now', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('is hidden while nobody is paying', async () => {
    const { calls } = serve(() => []);
    renderView();
    await screen.findByText(en.list.empty);
    await waitFor(() => expect(holdCalls(calls)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText(en.loading)).toBeNull());
    expect(screen.queryByText(en.holds.title)).toBeNull();
  });

  it('lists each customer paying now with their slots, amount and until when (Kerala time)', async () => {
    serve(() => [
      makeHold(),
      makeHold({
        id: 32,
        name: 'Biju Mathew',
        phone: '9995500011',
        units: 1,
        amountPaise: 48_000,
        expiresAt: '2026-11-21T08:39:00.000Z',
        coupon: 'NEWYEAR20',
      }),
    ]);
    renderView();

    const region = await screen.findByRole('region', { name: en.holds.title });
    const rows = within(region).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')!.textContent)).toEqual(['Anjali Nair', 'Biju Mathew']);
    const first = rows[0]!.textContent ?? '';
    for (const part of ['9847012345', '2 slots', '₹1,200', 'until 14:05 IST']) expect(first).toContain(part);
    const second = rows[1]!.textContent ?? '';
    for (const part of ['1 slot', '₹480', 'until 14:09 IST', 'Coupon NEWYEAR20']) expect(second).toContain(part);

    const release = within(rows[0]!).getByRole('button', { name: 'Release the hold of Anjali Nair' });
    expect(release.textContent).toBe(en.holds.release);
    expect(release.className).toContain('min-h-11');
  });

  it('asks first, and changes nothing when the owner keeps the hold', async () => {
    const { calls } = serve(() => [makeHold()]);
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: /Release the hold of Anjali Nair/ }));

    const dialog = await screen.findByRole('dialog', { name: en.holds.dialog.title });
    const text = dialog.textContent ?? '';
    for (const part of ['Anjali Nair', '9847012345', '₹1,200', '14:05 IST', en.holds.dialog.checkFirst]) {
      expect(text).toContain(part);
    }
    expect(text).toContain('Otherwise the 2 slots go back on sale at once.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: en.holds.dialog.keep }));

    fireEvent.click(within(dialog).getByRole('button', { name: en.holds.dialog.keep }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(releaseCalls(calls)).toEqual([]);
    expect(within(section()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('releases on confirm, says how many slots are back on sale, and the hold leaves the list', async () => {
    let holds = [makeHold()];
    const { calls } = serve(() => holds, {
      'POST /api/holds/:id/release': () => {
        holds = [];
        return ok({ outcome: 'released' });
      },
    });
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: /Release the hold of Anjali Nair/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: en.holds.dialog.confirm }));

    expect(await screen.findByText('Released: 2 slots are back on sale')).toBeTruthy();
    // The call takes no fields: an empty JSON object, as the server's schema asks (a missing body is refused).
    expect(releaseCalls(calls).map((call) => [call.path, call.body])).toEqual([['/api/holds/31/release', {}]]);
    await waitFor(() => expect(screen.queryByText(en.holds.title)).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the customer had paid and names the booking it became, which the list then shows', async () => {
    let holds = [makeHold()];
    let bookings: AdminBooking[] = [];
    const { calls } = serve(() => holds, {
      'GET /api/bookings': () => page(bookings),
      'POST /api/holds/:id/release': () => {
        holds = [];
        bookings = [makeBooking({ bookingId: 'MND-7K3Q9', name: 'Anjali Nair' })];
        return ok({ outcome: 'booked', reference: 'MND-7K3Q9' });
      },
    });
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: /Release the hold of Anjali Nair/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: en.holds.dialog.confirm }));

    expect(await screen.findByText('They had paid: booked as MND-7K3Q9')).toBeTruthy();
    expect(await screen.findByRole('article', { name: /MND-7K3Q9/ })).toBeTruthy();
    expect(releaseCalls(calls)).toHaveLength(1);
  });

  it('words a refusal from its code, in English and in Malayalam', async () => {
    const refusal = fail(409, en.holds.refusals.alreadyReleased, 'adminBookings.holds.refusals.alreadyReleased');
    serve(() => [makeHold()], { 'POST /api/holds/:id/release': () => refusal });
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: /Release the hold of Anjali Nair/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: en.holds.dialog.confirm }));
    expect((await screen.findByRole('alert')).textContent).toContain(en.holds.refusals.alreadyReleased);

    await switchLanguage('ml');
    fireEvent.click(screen.getByRole('button', { name: ml.message.dismiss }));
    fireEvent.click(screen.getByRole('button', { name: /Anjali Nair-നായി/ }));
    const dialog = await screen.findByRole('dialog', { name: ml.holds.dialog.title });
    fireEvent.click(within(dialog).getByRole('button', { name: ml.holds.dialog.confirm }));
    expect((await screen.findByRole('alert')).textContent).toContain(ml.holds.refusals.alreadyReleased);
  });

  it('says when the holds cannot be loaded, and shows them after a retry', async () => {
    let reply: Reply = fail(500, 'Internal Server Error');
    serve(() => [], { 'GET /api/events/:id/holds': () => reply });
    renderView();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en.holds.loadFailed);

    reply = ok({ data: [makeHold()] });
    fireEvent.click(within(alert).getByRole('button', { name: en.retry }));
    expect(await screen.findByRole('region', { name: en.holds.title })).toBeTruthy();
    expect(screen.queryByText(en.holds.loadFailed)).toBeNull();
  });

  it('shows a new customer paying when the server announces a booking change', async () => {
    FakeEventSource.install();
    let holds: OpenHold[] = [];
    const { calls } = serve(() => holds);
    renderView();
    await waitFor(() => expect(holdCalls(calls)).toHaveLength(1));
    const stream = FakeEventSource.latest();
    stream.open();

    holds = [makeHold({ name: 'Celine Joseph' })];
    stream.push('bookings');
    expect(await screen.findByRole('region', { name: en.holds.title })).toBeTruthy();
    expect(screen.getByText('Celine Joseph')).toBeTruthy();
  });

  it('works in Malayalam', async () => {
    await switchLanguage('ml');
    serve(() => [makeHold()]);
    renderView();
    const region = await screen.findByRole('region', { name: ml.holds.title });
    const text = region.textContent ?? '';
    expect(text).toContain(fillText(ml.holds.units_other, { count: '2' }));
    expect(text).toContain(fillText(ml.holds.until, { time: fillText(ml.keralaTime, { time: '14:05' }) }));
    expect(within(region).getByRole('button', { name: /Anjali Nair-നായി/ }).textContent).toBe(ml.holds.release);
  });
});
