import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminOverviewEn as en } from '#shared/content/locales/admin-overview.en.ts';
import { adminOverviewMl as ml } from '#shared/content/locales/admin-overview.ml.ts';
import { adminBookingsEn } from '#shared/content/locales/admin-bookings.en.ts';
import { adminBookingsMl } from '#shared/content/locales/admin-bookings.ml.ts';
import type { BookingsSummary } from '#shared/schemas/bookings.ts';
import { ok, serveApi } from '#web/test/fake-api.ts';
import { FakeEventSource } from '#web/test/fake-event-source.ts';
import { makeBooking, makeSummary } from '#web/test/factories.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { OverviewTab } from './overview-tab.tsx';

const summary: BookingsSummary = makeSummary({
  counts: { total: 12, pending: 4, confirmed: 3, delivered: 4, cancelled: 1 },
  revenuePaise: 1_234_550,
  recentEvents: [
    { title: 'New Year Special Mandi', date: 'Friday, 1 January 2027', bookings: 9 },
    { title: 'Onam Mandi', date: 'Sunday, 14 September 2026', bookings: 1 },
  ],
  recentBookings: [
    makeBooking({ bookingId: 'MND-RCNT1', name: 'Anjali Nair', status: 'delivered', amountPaise: 140_000 }),
    makeBooking({ bookingId: 'MND-RCNT2', name: 'Rahul Menon', status: 'pending', amountPaise: 100_000 }),
    makeBooking({ bookingId: 'MND-RCNT3', name: 'Fathima K', status: 'cancelled', amountPaise: 75_000 }),
  ],
  perEvent: [
    {
      eventId: 7,
      title: 'New Year Special Mandi',
      date: 'Friday, 1 January 2027',
      revenuePaise: 1_094_550,
      slotsSold: 18,
      maxOrders: 50,
    },
    {
      eventId: 8,
      title: 'Onam Mandi',
      date: 'Sunday, 14 September 2026',
      revenuePaise: 140_000,
      slotsSold: 12,
      maxOrders: 10,
    },
  ],
});

/** The payments check with nothing to show (see payments-check-panel.test.tsx). */
const NO_PAYMENT_PROBLEMS = { 'GET /api/payments/reconciliation': () => ok({ lastPass: null, unbooked: [] }) };

const renderOverview = (onViewAllBookings = vi.fn()) =>
  renderWithProviders(<OverviewTab onViewAllBookings={onViewAllBookings} />, { url: '/admin' });

/** The value shown under a figure's label in the counts. */
function figure(label: string): string {
  const term = screen.getByText(label, { selector: 'dl dt' });
  return term.nextElementSibling!.textContent ?? '';
}

describe('Overview', () => {
  it('shows the order counts and the revenue without cancelled orders', async () => {
    serveApi({ ...NO_PAYMENT_PROBLEMS, 'GET /api/bookings/summary': () => ok({ data: summary }) });
    renderOverview();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(en.loading);

    await screen.findByText(en.total);
    expect(figure('Total Orders')).toBe('12');
    // A booking exists only once paid: the count of 'pending' ones reads as paid, in the badges' words.
    expect(figure('Paid — new')).toBe('4');
    expect(figure('Confirmed')).toBe('3');
    expect(figure('Delivered')).toBe('4');
    expect(figure('Cancelled')).toBe('1');
    expect(figure('Total Revenue')).toBe('₹12,345.50');
    expect(screen.getByText(en.revenueNote)).toBeTruthy();
  });

  it('lists recent events with their booking counts and the first three bookings, and opens All Bookings', async () => {
    serveApi({ ...NO_PAYMENT_PROBLEMS, 'GET /api/bookings/summary': () => ok({ data: summary }) });
    const onViewAllBookings = vi.fn();
    renderOverview(onViewAllBookings);

    const events = await screen.findByRole('region', { name: en.recentEvents });
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'New Year Special MandiFriday, 1 January 20279 bookings',
      'Onam MandiSunday, 14 September 20261 booking',
    ]);

    const recent = screen.getByRole('region', { name: en.recentBookings });
    const rows = within(recent).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-booking'))).toEqual(['MND-RCNT1', 'MND-RCNT2', 'MND-RCNT3']);
    expect(rows[0]!.textContent).toContain('Anjali Nair · New Year Special Mandi');
    expect(rows[0]!.textContent).toContain('Delivered');
    expect(rows[0]!.textContent).toContain('₹1,400');
    expect(rows[1]!.querySelector('[data-status="pending"]')!.textContent).toBe(adminBookingsEn.status.pending);
    expect(document.body.textContent).not.toMatch(/pending/i);

    fireEvent.click(within(recent).getByRole('button', { name: en.viewAll }));
    expect(onViewAllBookings).toHaveBeenCalledOnce();
  });

  it('draws revenue and slots sold per event', async () => {
    serveApi({ ...NO_PAYMENT_PROBLEMS, 'GET /api/bookings/summary': () => ok({ data: summary }) });
    const { container } = renderOverview();
    const chart = await screen.findByRole('region', { name: en.chart.title });

    const [newYear, onam] = within(chart).getAllByRole('listitem');
    expect(newYear!.textContent).toContain('₹10,945.50');
    expect(newYear!.textContent).toContain('18 of 50 slots');
    expect(onam!.textContent).toContain('₹1,400');
    expect(onam!.textContent).toContain('12 of 10 slots');

    const bars = (eventId: number) =>
      [...container.querySelectorAll(`[data-event-id="${eventId}"] [aria-hidden] > div`)].map(
        (bar) => (bar as HTMLElement).style.width,
      );
    expect(bars(7)).toEqual(['100%', '36%']);
    expect(bars(8)[1]).toBe('100%');
    expect(container.querySelector('[data-event-id="8"] .bg-red-600')).not.toBeNull();
  });

  it('says when there is nothing yet', async () => {
    serveApi({ ...NO_PAYMENT_PROBLEMS, 'GET /api/bookings/summary': () => ok({ data: makeSummary() }) });
    renderOverview();
    expect(await screen.findByText(en.recentBookingsEmpty)).toBeTruthy();
    expect(screen.getByText(en.recentEventsEmpty)).toBeTruthy();
    expect(screen.getByText(en.chart.empty)).toBeTruthy();
    expect(figure('Total Revenue')).toBe('₹0');
  });

  it('shows “Unable to load bookings data” when the summary fails, and the figures after a retry', async () => {
    const { routes } = serveApi({ ...NO_PAYMENT_PROBLEMS, 'GET /api/bookings/summary': () => 'network' });
    renderOverview();
    expect((await screen.findByRole('alert')).textContent).toContain('Unable to load bookings data');

    routes['GET /api/bookings/summary'] = () => ok({ data: summary });
    fireEvent.click(screen.getByRole('button', { name: en.retry }));
    await screen.findByText(en.total);
    expect(figure('Total Orders')).toBe('12');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts a new booking as soon as the server announces it', async () => {
    FakeEventSource.install();
    let data = summary;
    serveApi({ ...NO_PAYMENT_PROBLEMS, 'GET /api/bookings/summary': () => ok({ data }) });
    renderOverview();
    await screen.findByText(en.total);
    FakeEventSource.latest().open();

    data = { ...summary, counts: { ...summary.counts, total: 13, pending: 5 }, revenuePaise: 1_374_550 };
    FakeEventSource.latest().push('bookings');
    await screen.findByText('13');
    expect(figure(adminBookingsEn.status.pending)).toBe('5');
    expect(figure('Total Revenue')).toBe('₹13,745.50');
  });

  it('works in Malayalam', async () => {
    await switchLanguage('ml');
    serveApi({ ...NO_PAYMENT_PROBLEMS, 'GET /api/bookings/summary': () => ok({ data: summary }) });
    renderOverview();
    await screen.findByText(ml.total);
    expect(figure(adminBookingsMl.status.delivered)).toBe('4');
    expect(figure(adminBookingsMl.status.pending)).toBe('4');
    expect(document.body.textContent).not.toContain('കാത്തിരിപ്പിൽ');
    expect(screen.getByText('9 ബുക്കിംഗുകൾ')).toBeTruthy();
    expect(screen.getByText('1 ബുക്കിംഗ്')).toBeTruthy();
    expect(screen.getByRole('button', { name: ml.viewAll })).toBeTruthy();
    expect(screen.getByText('50 സ്ലോട്ടുകളിൽ 18 എണ്ണം')).toBeTruthy();
  });

  it('says exactly what to set while customer mail is not sent, in English and Malayalam, and nothing once it is', async () => {
    serveApi({
      'GET /api/bookings/summary': () => ok({ data: summary }),
      'GET /api/mail-readiness': () => ok({ missing: ['PUBLIC_URL', 'phone', 'sender'] }),
    });
    const { unmount } = renderOverview();
    const panel = await screen.findByTestId('mail-readiness');
    expect(within(panel).getByRole('heading', { name: en.mail.title })).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([en.mail.needs.PUBLIC_URL, en.mail.needs.phone, en.mail.needs.sender]);
    expect(within(panel).getByText(en.mail.restart)).toBeTruthy();
    await switchLanguage('ml');
    expect(await within(panel).findByRole('heading', { name: ml.mail.title })).toBeTruthy();
    expect(within(panel).getByText(ml.mail.needs.phone)).toBeTruthy();
    unmount();
    await switchLanguage('en');

    serveApi({
      'GET /api/bookings/summary': () => ok({ data: summary }),
      'GET /api/mail-readiness': () => ok({ missing: [] }),
    });
    renderOverview();
    await screen.findByText(en.recentBookings);
    expect(screen.queryByTestId('mail-readiness')).toBeNull();
  });
});
