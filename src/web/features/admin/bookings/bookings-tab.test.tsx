import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminBookingsEn as en } from '#shared/content/locales/admin-bookings.en.ts';
import { adminBookingsMl as ml } from '#shared/content/locales/admin-bookings.ml.ts';
import { validationEn } from '#shared/content/locales/validation.en.ts';
import { fillText } from '#shared/content/text-store.ts';
import type { AdminBooking } from '#shared/schemas/bookings.ts';
import { fail, ok, serveApi, type Call, type Reply, type Routes } from '#web/test/fake-api.ts';
import { FakeEventSource } from '#web/test/fake-event-source.ts';
import { errorOf } from '#web/test/form.ts';
import { makeBooking, makeNewYearEvent } from '#web/test/factories.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { BookingsTab } from './bookings-tab.tsx';
import { EventBookingsView } from './event-bookings-view.tsx';

const events = [
  makeNewYearEvent(),
  makeNewYearEvent({ id: 8, title: 'Onam Mandi', isActive: false, createdAt: '2026-08-01T10:00:00.000Z' }),
];

/** The bookings list's routes; the events of the filter are always there, and nobody is paying now. */
function serve(routes: Routes) {
  return serveApi({
    'GET /api/events': () => ok({ data: events }),
    'GET /api/events/:id/holds': () => ok({ data: [] }),
    'GET /api/events/:id/waiting-list': () => ok({ data: [] }),
    'GET /api/mail-outbox': () => ok(MAIL_ON),
    ...routes,
  });
}

const MAIL_ON = { sending: { on: true, reason: null }, counts: { waiting: 0, sent: 0, failed: 0 }, mails: [] };

const renderTab = () => renderWithProviders(<BookingsTab />, { url: '/admin?tab=bookings' });

function page(data: AdminBooking[], extra: { total?: number; page?: number } = {}): Reply {
  return ok({ data, total: extra.total ?? data.length, page: extra.page ?? 1, pageSize: 20 });
}

function listCalls(calls: Call[]) {
  return calls.filter((call) => call.method === 'GET' && call.path === '/api/bookings');
}

function card(reference: string) {
  return screen.getByRole('article', { name: new RegExp(reference) });
}

describe('All Bookings', () => {
  it('shows each booking with its customer, event, items, total and status', async () => {
    const booking = makeBooking({
      bookingId: 'MND-7K3Q9',
      name: 'Anjali Nair',
      discountApplied: 20,
      amountPaise: 224_000,
      amount: 2240,
    });
    serve({
      'GET /api/bookings': () => page([booking]),
    });
    renderTab();

    expect(screen.getByRole('status').textContent).toContain(en.loading);
    const article = await screen.findByRole('article', { name: /MND-7K3Q9/ });
    const text = article.textContent ?? '';
    for (const part of ['Anjali Nair', '9847012345', '12 Temple Road, Kottayam, 686001', 'New Year Special Mandi']) {
      expect(text).toContain(part);
    }
    expect(text).toContain('2 × 2 Piece Mutton Mandi');
    expect(within(article).getByTestId('booking-amount').textContent).toBe('₹2,240');
    expect(text).toContain('20% discount');
    expect((within(article).getByLabelText(en.card.changeStatus) as HTMLSelectElement).value).toBe('pending');
    expect(screen.getByText('Showing 1–1 of 1')).toBeTruthy();
  });

  it('keeps a status picked and an event picked at once, before the list has drawn again', async () => {
    const { calls } = serve({
      'GET /api/bookings': () => page([makeBooking()]),
    });
    renderTab();
    await screen.findAllByRole('article');
    const eventSelect = screen.getByLabelText(en.list.eventFilter) as HTMLSelectElement;
    await waitFor(() => expect(eventSelect.options).toHaveLength(3));
    const statusGroup = screen.getByRole('group', { name: en.list.statusFilter });
    act(() => {
      fireEvent.click(within(statusGroup).getByRole('button', { name: 'Delivered' }));
      fireEvent.change(eventSelect, { target: { value: '8' } });
    });
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('eventId')).toBe('8'));
    expect(listCalls(calls).at(-1)!.query.get('status')).toBe('delivered');
    expect(screen.getByRole('link', { name: en.list.exportCsv }).getAttribute('href')).toBe(
      '/api/bookings/export?status=delivered&eventId=8',
    );
  });

  it('filters by status, event and search, and the CSV link carries the same filters', async () => {
    const { calls } = serve({
      'GET /api/bookings': () => page([makeBooking()]),
    });
    renderTab();
    await screen.findAllByRole('article');
    expect(listCalls(calls).at(-1)!.query.toString()).toBe('page=1&pageSize=20');

    const statusGroup = screen.getByRole('group', { name: en.list.statusFilter });
    expect(
      within(statusGroup)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'Paid — new', 'Confirmed', 'Delivered', 'Cancelled']);
    fireEvent.click(within(statusGroup).getByRole('button', { name: 'Confirmed' }));
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('status')).toBe('confirmed'));
    expect(within(statusGroup).getByRole('button', { name: 'Confirmed' }).getAttribute('aria-pressed')).toBe('true');

    const eventSelect = screen.getByLabelText(en.list.eventFilter) as HTMLSelectElement;
    await waitFor(() => expect(eventSelect.options).toHaveLength(3));
    expect([...eventSelect.options].map((option) => option.textContent)).toEqual([
      'All events',
      'New Year Special Mandi · Friday, 1 January 2027',
      'Onam Mandi (inactive) · Friday, 1 January 2027',
    ]);
    fireEvent.change(eventSelect, { target: { value: '8' } });
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('eventId')).toBe('8'));

    fireEvent.change(screen.getByLabelText(en.list.search), { target: { value: '  MND-7K3 ' } });
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('q')).toBe('MND-7K3'));
    const last = listCalls(calls).at(-1)!.query;
    expect([last.get('status'), last.get('eventId'), last.get('page')]).toEqual(['confirmed', '8', '1']);

    const exportLink = screen.getByRole('link', { name: en.list.exportCsv });
    expect(exportLink.getAttribute('href')).toBe('/api/bookings/export?status=confirmed&eventId=8&q=MND-7K3');
    expect(exportLink.hasAttribute('download')).toBe(true);
  });

  it('changes a booking’s status, says so, and shows who changed it and when', async () => {
    const booking = makeBooking({ id: 41, bookingId: 'MND-7K3Q9' });
    const changed: AdminBooking = {
      ...booking,
      status: 'confirmed',
      history: [{ from: 'pending', to: 'confirmed', by: 'owner', at: '2026-11-21T05:00:00.000Z' }],
    };
    let current = booking;
    const { calls } = serve({
      'GET /api/bookings': () => page([current]),
      'PUT /api/bookings/:id': () => {
        current = changed;
        return ok({ booking: changed });
      },
    });
    renderTab();
    await screen.findByRole('article', { name: /MND-7K3Q9/ });

    const select = within(card('MND-7K3Q9')).getByLabelText(en.card.changeStatus) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual([
      'pending',
      'confirmed',
      'delivered',
      'cancelled',
    ]);
    fireEvent.change(select, { target: { value: 'confirmed' } });

    expect((await screen.findByRole('status')).textContent).toContain('Booking MND-7K3Q9 is now Confirmed.');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({ path: '/api/bookings/41', body: { status: 'confirmed' } }),
    ]);
    const history = within(card('MND-7K3Q9')).getByRole('heading', { name: en.card.history }).parentElement!;
    expect(history.textContent).toContain('Paid — new → Confirmed');
    // 05:00 UTC is 10:30 in Kerala, and the time says it is Kerala's.
    expect(history.textContent).toMatch(/by owner, 21 Nov 2026, 10:30\s?am IST/i);
    expect((within(card('MND-7K3Q9')).getByLabelText(en.card.changeStatus) as HTMLSelectElement).value).toBe(
      'confirmed',
    );
  });

  it('says “Failed to update booking status” when the change is refused, and keeps the old status', async () => {
    serve({
      'GET /api/bookings': () => page([makeBooking({ bookingId: 'MND-7K3Q9', status: 'confirmed' })]),
      'PUT /api/bookings/:id': () => fail(500, 'Database unavailable'),
    });
    renderTab();
    await screen.findByRole('article', { name: /MND-7K3Q9/ });

    fireEvent.change(within(card('MND-7K3Q9')).getByLabelText(en.card.changeStatus), {
      target: { value: 'cancelled' },
    });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: en.cancelDialog.confirm }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to update booking status');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((within(card('MND-7K3Q9')).getByLabelText(en.card.changeStatus) as HTMLSelectElement).value).toBe(
      'confirmed',
    );
    fireEvent.click(screen.getByRole('button', { name: en.message.dismiss }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why a cancelled booking cannot come back when its slots are sold, in English and Malayalam', async () => {
    const noSlots = () =>
      fail(409, 'No slots', 'adminBookings.refusals.noSlots', {
        params: { reference: 'MND-7K3Q9', needed: 2, available: 0 },
      });
    serve({
      'GET /api/bookings': () => page([makeBooking({ bookingId: 'MND-7K3Q9', status: 'cancelled' })]),
      'PUT /api/bookings/:id': noSlots,
    });
    renderTab();
    await screen.findByRole('article', { name: /MND-7K3Q9/ });
    fireEvent.change(within(card('MND-7K3Q9')).getByLabelText(en.card.changeStatus), {
      target: { value: 'confirmed' },
    });
    const fill = (text: string) => fillText(text, { reference: 'MND-7K3Q9', needed: '2', available: '0' });
    expect((await screen.findByRole('alert')).textContent).toContain(fill(en.refusals.noSlots));
    expect((within(card('MND-7K3Q9')).getByLabelText(en.card.changeStatus) as HTMLSelectElement).value).toBe(
      'cancelled',
    );
    await switchLanguage('ml');
    fireEvent.change(within(card('MND-7K3Q9')).getByLabelText(ml.card.changeStatus), {
      target: { value: 'delivered' },
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(fill(ml.refusals.noSlots)));
  });

  it('makes bookings flagged by the payment flow stand out, in plain words', async () => {
    serve({
      'GET /api/bookings': () =>
        page([
          makeBooking({ bookingId: 'MND-FLAG2', flags: ['paid_after_hold_expired', 'over_capacity', 'refund_due'] }),
          makeBooking({ bookingId: 'MND-PLAIN' }),
        ]),
    });
    renderTab();
    await screen.findByRole('article', { name: /MND-FLAG2/ });

    const flags = within(card('MND-FLAG2')).getByRole('list', { name: en.card.flagged });
    expect(
      within(flags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Paid after the slot hold ran out',
      'Over capacity: more orders than slots',
      'Refund due to the customer',
    ]);
    expect(within(card('MND-PLAIN')).queryByRole('list', { name: en.card.flagged })).toBeNull();
  });

  it('shows the product’s error when the list cannot load, and the list after a retry', async () => {
    const { routes } = serve({
      'GET /api/bookings': () => fail(500, 'Database unavailable'),
    });
    renderTab();
    expect((await screen.findByRole('alert')).textContent).toContain('Unable to load bookings data');

    routes['GET /api/bookings'] = () => page([makeBooking({ bookingId: 'MND-BACK2' })]);
    fireEvent.click(screen.getByRole('button', { name: en.retry }));
    expect(await screen.findByRole('article', { name: /MND-BACK2/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when there are no bookings, and offers to clear filters that match none', async () => {
    serve({
      'GET /api/bookings': () => page([]),
    });
    renderTab();
    expect(await screen.findByText(en.list.empty)).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.list.clearFilters })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delivered' }));
    expect(await screen.findByText(en.list.emptyFiltered)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.list.clearFilters }));
    expect(await screen.findByText(en.list.empty)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('pages through many bookings', async () => {
    const { calls } = serve({
      'GET /api/bookings': ({ query }) => {
        const number = Number(query.get('page'));
        return page([makeBooking({ bookingId: `MND-PAGE${number}` })], { total: 45, page: number });
      },
    });
    renderTab();
    await screen.findByRole('article', { name: /MND-PAGE1/ });
    const pages = screen.getByRole('navigation', { name: en.list.pages });
    expect(pages.textContent).toContain('Page 1 of 3');
    expect((within(pages).getByRole('button', { name: en.list.previous }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(pages).getByRole('button', { name: en.list.next }));
    expect(await screen.findByRole('article', { name: /MND-PAGE2/ })).toBeTruthy();
    expect(listCalls(calls).at(-1)!.query.get('page')).toBe('2');
    expect(screen.getByRole('navigation', { name: en.list.pages }).textContent).toContain('Page 2 of 3');
    expect(screen.getByText('Showing 21–21 of 45')).toBeTruthy();
  });

  it('shows a new booking without a reload when the server announces it', async () => {
    FakeEventSource.install();
    let bookings = [makeBooking({ bookingId: 'MND-OLD22' })];
    serve({
      'GET /api/bookings': () => page(bookings),
    });
    renderTab();
    await screen.findByRole('article', { name: /MND-OLD22/ });
    const stream = FakeEventSource.latest();
    expect(stream.topics).toEqual(['bookings']);
    expect(screen.getByText(en.live.off)).toBeTruthy();
    stream.open();
    expect(screen.getByText(en.live.on)).toBeTruthy();

    bookings = [makeBooking({ id: 99, bookingId: 'MND-NEW22' }), ...bookings];
    stream.push('bookings');
    expect(await screen.findByRole('article', { name: /MND-NEW22/ })).toBeTruthy();

    stream.fail();
    expect(screen.getByText(en.live.off)).toBeTruthy();
  });

  it('works in Malayalam', async () => {
    await switchLanguage('ml');
    serve({
      'GET /api/bookings': () => page([makeBooking({ bookingId: 'MND-7K3Q9', flags: ['refund_due'] })]),
    });
    renderTab();
    const article = await screen.findByRole('article', { name: /MND-7K3Q9/ });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(ml.list.title);
    expect(within(article).getByText(ml.flags.refund_due)).toBeTruthy();
    expect(within(article).getByLabelText(ml.card.changeStatus)).toBeTruthy();
    expect(screen.getByRole('button', { name: ml.status.delivered })).toBeTruthy();
  });
});

describe('Status words and times the owner reads', () => {
  it('shows a paid booking as paid and new, never “Pending”, in English and Malayalam', async () => {
    serve({
      'GET /api/bookings': () => page([makeBooking({ bookingId: 'MND-PAID1', status: 'pending' })]),
    });
    renderTab();
    const article = await screen.findByRole('article', { name: /MND-PAID1/ });
    const badge = article.querySelector('[data-status="pending"]')!;
    expect(badge.textContent).toBe(en.status.pending);
    expect(en.status.pending).toMatch(/paid/i);
    const select = within(article).getByLabelText(en.card.changeStatus) as HTMLSelectElement;
    expect(select.selectedOptions[0]!.textContent).toBe(en.status.pending);
    expect(document.body.textContent).not.toMatch(/pending/i);

    await switchLanguage('ml');
    await waitFor(() => expect(badge.textContent).toBe(ml.status.pending));
    expect(ml.status.pending).toContain('പണമടച്ചു');
    expect(document.body.textContent).not.toContain('കാത്തിരിപ്പിൽ');
  });

  it('labels the booked time as Kerala time (IST)', async () => {
    serve({
      'GET /api/bookings': () => page([makeBooking({ bookingId: 'MND-TIME1', createdAt: '2026-11-21T20:45:00.000Z' })]),
    });
    renderTab();
    const article = await screen.findByRole('article', { name: /MND-TIME1/ });
    // 20:45 UTC is 02:15 the next day in Kerala.
    expect(article.textContent).toMatch(/Booked 22 Nov 2026, 2:15\sam IST/i);
  });
});

describe('Cancelling a paid booking', () => {
  const booking = () =>
    makeBooking({
      id: 52,
      bookingId: 'MND-CNCL1',
      name: 'Anjali Nair',
      amountPaise: 224_000,
      amount: 2240,
      items: [
        { key: 'beef-2pc', name: '2 Piece Mutton Mandi', quantity: 2, unitPaise: 140_000, linePaise: 280_000 },
        { key: 'combo', name: 'Combo Pack', quantity: 1, unitPaise: 100_000, linePaise: 100_000 },
      ],
    });

  function serveCancellable(start: AdminBooking = booking()) {
    let current = start;
    return serve({
      'GET /api/bookings': () => page([current]),
      'PUT /api/bookings/:id': ({ body }) => {
        current = { ...current, status: (body as { status: AdminBooking['status'] }).status };
        return ok({ booking: current });
      },
      'POST /api/bookings/:id/refund': ({ body }) => {
        // The stand-in reads the amount as the server does: typed rupees.
        const { amount, reason } = body as { amount: string; reason: string };
        const amountPaise = Math.round(Number(amount) * 100);
        current = {
          ...current,
          refundablePaise: current.refundablePaise - amountPaise,
          refunds: [
            ...current.refunds,
            {
              id: 9,
              amountPaise,
              reason,
              by: 'owner',
              status: 'requested',
              at: '2026-11-21T05:00:00.000Z',
              lastError: null,
            },
          ],
        };
        return ok({ booking: current });
      },
    });
  }
  const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');
  const pickCancelled = () =>
    fireEvent.change(within(card('MND-CNCL1')).getByLabelText(en.card.changeStatus), {
      target: { value: 'cancelled' },
    });

  it('asks first, saying who, which booking, what was paid and is left to refund, and that the slots go back on sale', async () => {
    const { calls } = serveCancellable();
    renderTab();
    await screen.findByRole('article', { name: /MND-CNCL1/ });

    pickCancelled();
    const dialog = await screen.findByRole('dialog', { name: en.cancelDialog.title });
    expect(puts(calls)).toEqual([]);
    const text = dialog.textContent ?? '';
    expect(text).toContain('Anjali Nair');
    expect(text).toContain('MND-CNCL1');
    expect(within(dialog).getByTestId('cancel-paid').textContent).toBe('₹2,240');
    expect(within(dialog).getByTestId('cancel-left').textContent).toBe('₹2,240');
    expect(within(dialog).queryByTestId('cancel-refunded')).toBeNull();
    expect(text).toContain('The 3 slots go back on sale at once.');
    // The refund of all that is left is offered, ticked; unticked, the dialog says nothing is refunded.
    const offer = within(dialog).getByLabelText(en.cancelDialog.refund) as HTMLInputElement;
    expect(offer.checked).toBe(true);
    expect((within(dialog).getByLabelText(en.cancelDialog.refundAmount) as HTMLInputElement).value).toBe('2240');
    expect((within(dialog).getByLabelText(en.cancelDialog.refundReason) as HTMLInputElement).value).toBe(
      en.cancelDialog.defaultReason,
    );
    fireEvent.click(offer);
    expect(dialog.textContent).toContain('This does not refund the customer: use Refund on the booking for that.');
    expect(within(dialog).queryByLabelText(en.cancelDialog.refundAmount)).toBeNull();
    // Focus starts on the safe choice, and the booking keeps its status while the owner decides.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: en.cancelDialog.keep }));
    expect((within(card('MND-CNCL1')).getByLabelText(en.card.changeStatus) as HTMLSelectElement).value).toBe('pending');

    fireEvent.click(within(dialog).getByRole('button', { name: en.cancelDialog.keep }));
    expect(screen.queryByRole('dialog')).toBeNull();
    pickCancelled();
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(puts(calls)).toEqual([]);
    expect((within(card('MND-CNCL1')).getByLabelText(en.card.changeStatus) as HTMLSelectElement).value).toBe('pending');
  });

  it('closes on the browser’s Back without cancelling', async () => {
    const { calls } = serveCancellable();
    renderTab();
    await screen.findByRole('article', { name: /MND-CNCL1/ });

    pickCancelled();
    await screen.findByRole('dialog');
    window.history.back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts(calls)).toEqual([]);
    expect(screen.getByRole('article', { name: /MND-CNCL1/ })).toBeTruthy();
  });

  it('cancels and refunds what is left when the owner confirms, and says so', async () => {
    const { calls } = serveCancellable();
    renderTab();
    await screen.findByRole('article', { name: /MND-CNCL1/ });

    pickCancelled();
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(en.cancelDialog.refundAmount), { target: { value: '1500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: en.cancelDialog.confirm }));
    expect((await screen.findByRole('status')).textContent).toContain(
      fillText(en.message.cancelledAndRefunded, { reference: 'MND-CNCL1', amount: '₹1,500' }),
    );
    expect(puts(calls)).toEqual([expect.objectContaining({ path: '/api/bookings/52', body: { status: 'cancelled' } })]);
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toEqual([
      expect.objectContaining({
        path: '/api/bookings/52/refund',
        body: { amount: '1500', reason: en.cancelDialog.defaultReason },
      }),
    ]);
    expect(posts[0]!.headers['idempotency-key']).toMatch(/^admin_[0-9a-f-]{36}$/);
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card('MND-CNCL1')).getByTestId('booking-refunds').textContent).toContain('₹1,500');
  });

  it('cancels without a refund when the owner unticks it, and refuses more than is left', async () => {
    const { calls } = serveCancellable();
    renderTab();
    await screen.findByRole('article', { name: /MND-CNCL1/ });

    pickCancelled();
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(en.cancelDialog.refundAmount), { target: { value: '3000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: en.cancelDialog.confirm }));
    expect(
      await within(dialog).findByText(fillText(en.cancelDialog.refundAmountHint, { left: '₹2,240' }), {
        selector: '[id$="-error"]',
      }),
    ).toBeTruthy();
    expect(puts(calls)).toEqual([]);
    fireEvent.click(within(dialog).getByLabelText(en.cancelDialog.refund));
    fireEvent.click(within(dialog).getByRole('button', { name: en.cancelDialog.confirm }));
    expect((await screen.findByRole('status')).textContent).toContain('Booking MND-CNCL1 is now Cancelled.');
    expect(puts(calls)).toEqual([expect.objectContaining({ path: '/api/bookings/52', body: { status: 'cancelled' } })]);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((within(card('MND-CNCL1')).getByLabelText(en.card.changeStatus) as HTMLSelectElement).value).toBe(
      'cancelled',
    );
  });

  it('changes any other status at once, and asks in Malayalam too', async () => {
    const { calls } = serveCancellable();
    await switchLanguage('ml');
    renderTab();
    await screen.findByRole('article', { name: /MND-CNCL1/ });

    fireEvent.change(within(card('MND-CNCL1')).getByLabelText(ml.card.changeStatus), {
      target: { value: 'delivered' },
    });
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(within(card('MND-CNCL1')).getByLabelText(ml.card.changeStatus), {
      target: { value: 'cancelled' },
    });
    const dialog = await screen.findByRole('dialog', { name: ml.cancelDialog.title });
    expect(dialog.textContent).toContain(fillText(ml.cancelDialog.slotsBack_other, { count: '3' }));
    expect(within(dialog).getByRole('button', { name: ml.cancelDialog.keep })).toBeTruthy();
    expect(puts(calls)).toHaveLength(1);
  });
});

describe('A booking’s status follows its money', () => {
  const refund = (amountPaise: number, status: AdminBooking['refunds'][number]['status'] = 'processed') => ({
    id: amountPaise,
    amountPaise,
    reason: 'Customer cancelled',
    by: 'customer',
    status,
    at: '2026-11-21T05:00:00.000Z',
    lastError: null,
  });
  const refundedBooking = (status: AdminBooking['status'], refunds: AdminBooking['refunds']) =>
    makeBooking({
      id: 71,
      bookingId: 'MND-RFND1',
      status,
      amountPaise: 55_000,
      amount: 550,
      refunds,
      refundablePaise: 55_000 - refunds.reduce((sum, r) => sum + r.amountPaise, 0),
    });
  const select = () => within(card('MND-RFND1')).getByLabelText(en.card.changeStatus) as HTMLSelectElement;

  it('offers only the moves the money allows on a refunded cancelled booking, and says why', async () => {
    serve({ 'GET /api/bookings': () => page([refundedBooking('cancelled', [refund(55_000)])]) });
    renderTab();
    await screen.findByRole('article', { name: /MND-RFND1/ });

    const options = [...select().options].map((option) => [option.value, option.disabled, option.textContent]);
    expect(options).toEqual([
      ['pending', true, fillText(en.card.statusNotAllowed, { status: en.status.pending })],
      ['confirmed', true, 'Confirmed (not possible)'],
      ['delivered', true, 'Delivered (not possible)'],
      ['cancelled', false, 'Cancelled'],
    ]);
    expect(within(card('MND-RFND1')).getByTestId('status-refusal').textContent).toBe(
      fillText(en.refusals.refundedStaysCancelled, { refunded: '₹550' }),
    );
    expect(card('MND-RFND1').querySelector('[data-money="refundedInFull"]')!.textContent).toContain(
      en.money.refundedInFull,
    );
  });

  it('shows the server’s worded reason when it refuses a move, in English and Malayalam, with no false error', async () => {
    const refused = () =>
      fail(409, 'All that was paid went back', 'adminBookings.refusals.refundedInFull', {
        params: { reference: 'MND-RFND1', refunded: '₹550' },
      });
    // The card was drawn before the refund landed: the owner still sees every move, the server says no.
    serve({
      'GET /api/bookings': () => page([refundedBooking('pending', [])]),
      'PUT /api/bookings/:id': refused,
    });
    renderTab();
    await screen.findByRole('article', { name: /MND-RFND1/ });
    fireEvent.change(select(), { target: { value: 'confirmed' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(fillText(en.refusals.refundedInFull, { refunded: '₹550' }));
    expect(alert.textContent).not.toContain(en.message.updateFailed);
    await switchLanguage('ml');
    fireEvent.change(within(card('MND-RFND1')).getByLabelText(ml.card.changeStatus), {
      target: { value: 'delivered' },
    });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        fillText(ml.refusals.refundedInFull, { refunded: '₹550' }),
      ),
    );
  });

  it('the cancel dialog shows what is left to refund, not only what was paid, and offers that', async () => {
    serve({ 'GET /api/bookings': () => page([refundedBooking('confirmed', [refund(20_000, 'pending')])]) });
    renderTab();
    await screen.findByRole('article', { name: /MND-RFND1/ });
    fireEvent.change(select(), { target: { value: 'cancelled' } });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('cancel-paid').textContent).toBe('₹550');
    expect(within(dialog).getByTestId('cancel-refunded').textContent).toBe('₹200');
    expect(within(dialog).getByTestId('cancel-left').textContent).toBe('₹350');
    expect((within(dialog).getByLabelText(en.cancelDialog.refundAmount) as HTMLInputElement).value).toBe('350');
  });

  it('the cancel dialog of a booking refunded in full offers no refund and says why', async () => {
    const { calls } = serve({
      'GET /api/bookings': () => page([refundedBooking('confirmed', [refund(55_000)])]),
      'PUT /api/bookings/:id': () => ok({ booking: refundedBooking('cancelled', [refund(55_000)]) }),
    });
    renderTab();
    await screen.findByRole('article', { name: /MND-RFND1/ });
    expect(within(card('MND-RFND1')).getByTestId('status-refusal').textContent).toBe(
      fillText(en.refusals.refundedInFull, { refunded: '₹550' }),
    );
    fireEvent.change(select(), { target: { value: 'cancelled' } });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('cancel-left').textContent).toBe('₹0');
    expect(dialog.textContent).toContain(fillText(en.cancelDialog.nothingLeft, { refunded: '₹550' }));
    expect(within(dialog).queryByLabelText(en.cancelDialog.refund)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: en.cancelDialog.confirm }));
    expect((await screen.findByRole('status')).textContent).toContain('Booking MND-RFND1 is now Cancelled.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});

describe('Refunding a booking', () => {
  it('refunds a part with a reason, under one key however often Refund is tapped, and shows where it is', async () => {
    const booking = makeBooking({ id: 52, bookingId: 'MND-RF001', amountPaise: 280_000, amount: 2800 });
    const refunded: AdminBooking = {
      ...booking,
      refundablePaise: 180_000,
      refunds: [
        {
          id: 1,
          amountPaise: 100_000,
          reason: 'One mandi arrived cold',
          by: 'owner',
          status: 'pending',
          at: '2026-11-21T05:00:00.000Z',
          lastError: null,
        },
      ],
    };
    let current = booking;
    const { calls } = serve({
      'GET /api/bookings': () => page([current]),
      'POST /api/bookings/:id/refund': () => {
        current = refunded;
        return ok({ booking: refunded });
      },
    });
    renderTab();
    await screen.findByRole('article', { name: /MND-RF001/ });
    fireEvent.click(within(card('MND-RF001')).getByRole('button', { name: en.refunds.open }));
    const form = within(card('MND-RF001'));
    expect(form.getByText(fillText(en.refunds.amountHint, { left: '₹2,800' }))).toBeTruthy();

    fireEvent.click(form.getByRole('button', { name: en.refunds.submit }));
    expect(await form.findByText(en.refunds.validation.reasonRequired)).toBeTruthy();
    // An amount typed loosely is refused beside it, never read as another amount.
    const amountProblems: [string, string][] = [
      ['0', validationEn.money.positive],
      ['1e3', validationEn.money.notRupees],
      ['10.555', validationEn.money.decimals],
      ['-5', validationEn.money.notRupees],
      ['1,000', validationEn.money.notRupees],
    ];
    for (const [typed, problem] of amountProblems) {
      fireEvent.change(form.getByLabelText(en.refunds.amount), { target: { value: typed } });
      fireEvent.click(form.getByRole('button', { name: en.refunds.submit }));
      await waitFor(() => expect(errorOf(form.getByLabelText(en.refunds.amount))).toBe(problem));
    }
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(form.getByLabelText(en.refunds.amount), { target: { value: '1000' } });
    fireEvent.change(form.getByLabelText(en.refunds.reason), { target: { value: 'One mandi arrived cold' } });
    fireEvent.click(form.getByRole('button', { name: en.refunds.submit }));

    expect((await screen.findByRole('status')).textContent).toContain(
      fillText(en.refunds.done, { amount: '₹1,000', reference: 'MND-RF001' }),
    );
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toEqual([
      expect.objectContaining({
        path: '/api/bookings/52/refund',
        body: { amount: '1000', reason: 'One mandi arrived cold' },
      }),
    ]);
    expect(posts[0]!.headers['idempotency-key']).toMatch(/^admin_[0-9a-f-]{36}$/);
    const refunds = within(card('MND-RF001')).getByTestId('booking-refunds');
    expect(refunds.textContent).toContain(fillText(en.refunds.summary, { refunded: '₹1,000', paid: '₹2,800' }));
    expect(refunds.textContent).toContain(en.refunds.status.pending);
    expect(refunds.textContent).toContain('₹1,000: One mandi arrived cold');
  });

  it('puts the server’s refusal of the amount beside the amount', async () => {
    const booking = makeBooking({ id: 54, bookingId: 'MND-RF003' });
    serve({
      'GET /api/bookings': () => page([booking]),
      'POST /api/bookings/:id/refund': () =>
        fail(400, `Invalid amount: ${validationEn.money.decimals}`, 'validation.money.decimals', { field: 'amount' }),
    });
    renderTab();
    await screen.findByRole('article', { name: /MND-RF003/ });
    const form = within(card('MND-RF003'));
    fireEvent.click(form.getByRole('button', { name: en.refunds.open }));
    fireEvent.change(form.getByLabelText(en.refunds.amount), { target: { value: '10.50' } });
    fireEvent.change(form.getByLabelText(en.refunds.reason), { target: { value: 'Cold' } });
    fireEvent.click(form.getByRole('button', { name: en.refunds.submit }));
    await waitFor(() => expect(errorOf(form.getByLabelText(en.refunds.amount))).toBe(validationEn.money.decimals));
  });

  it('says why the server refused, and offers no Refund once everything is refunded', async () => {
    const booking = makeBooking({ id: 53, bookingId: 'MND-RF002' });
    const { routes } = serve({
      'GET /api/bookings': () => page([booking]),
      'POST /api/bookings/:id/refund': () =>
        fail(409, 'Everything paid for MND-RF002 has been refunded.', 'adminBookings.refunds.refusals.nothingLeft', {
          params: { reference: 'MND-RF002' },
        }),
    });
    renderTab();
    await screen.findByRole('article', { name: /MND-RF002/ });
    fireEvent.click(within(card('MND-RF002')).getByRole('button', { name: en.refunds.open }));
    fireEvent.change(within(card('MND-RF002')).getByLabelText(en.refunds.reason), { target: { value: 'Asked twice' } });
    fireEvent.click(within(card('MND-RF002')).getByRole('button', { name: en.refunds.submit }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      fillText(en.refunds.refusals.nothingLeft, { reference: 'MND-RF002' }),
    );
    routes['GET /api/bookings'] = () => page([{ ...booking, refundablePaise: 0 }]);
    fireEvent.click(screen.getByRole('button', { name: en.list.refresh }));
    await waitFor(() => expect(within(card('MND-RF002')).queryByRole('button', { name: en.refunds.open })).toBeNull());
  });
});

describe('Event bookings view', () => {
  it('shows the waiting list in line, with a one-tap WhatsApp message carrying each live offer’s link', async () => {
    const offered = {
      id: 2,
      name: 'Meera',
      phone: '9847011111',
      email: 'meera@example.com',
      language: 'ml' as const,
      units: 2,
      status: 'offered' as const,
      joinedAt: '2026-11-21T04:00:00.000Z',
      offer: {
        path: `/offer/${'A'.repeat(32)}`,
        offeredAt: '2026-11-21T05:00:00.000Z',
        expiresAt: '2026-11-21T05:30:00.000Z',
      },
    };
    const waiting = {
      ...offered,
      id: 3,
      name: 'Joseph',
      phone: '9847022222',
      email: null,
      units: 1,
      status: 'waiting' as const,
      offer: null,
    };
    serve({
      'GET /api/bookings': () => page([]),
      'GET /api/events/:id/waiting-list': () => ok({ data: [offered, waiting] }),
    });
    renderWithProviders(<EventBookingsView eventId={7} onBack={vi.fn()} />, {
      url: '/admin?tab=events&eventBookings=7',
    });
    const entries = await screen.findAllByTestId('waiting-entry');
    expect(entries.map((entry) => within(entry).getByText(/Meera|Joseph/).textContent)).toEqual(['Meera', 'Joseph']);
    // 05:30 UTC is 11:00 in Kerala.
    expect(entries[0]!.textContent).toMatch(/Offered until 21 Nov 2026, 11:00\s?am IST/i);
    expect(entries[1]!.textContent).toContain(en.waitingList.status.waiting);
    const link = new URL(
      within(entries[0]!).getByRole('link', { name: en.waitingList.whatsApp }).getAttribute('href')!,
    );
    expect(link.pathname).toBe('/919847011111');
    expect(link.searchParams.get('text')).toContain(`${window.location.origin}/offer/${'A'.repeat(32)}`);
    expect(link.searchParams.get('text')).toContain('New Year Special Mandi');
    expect(within(entries[1]!).queryByRole('link', { name: en.waitingList.whatsApp })).toBeNull();
  });

  it('lists only that event’s bookings under its title, with a way back to Events', async () => {
    const { calls } = serve({
      'GET /api/bookings': () =>
        page([makeBooking({ bookingId: 'MND-EVT22', event: { id: 8, title: 'Onam Mandi', date: 'Sunday' } })]),
    });
    const onBack = vi.fn();
    renderWithProviders(<EventBookingsView eventId={8} onBack={onBack} />, {
      url: '/admin?tab=events&eventBookings=8',
    });

    expect(await screen.findByRole('heading', { level: 2, name: 'Bookings for Onam Mandi' })).toBeTruthy();
    await screen.findByRole('article', { name: /MND-EVT22/ });
    expect(listCalls(calls).every((call) => call.query.get('eventId') === '8')).toBe(true);
    expect(screen.queryByLabelText(en.list.eventFilter)).toBeNull();
    expect(screen.getByRole('link', { name: en.list.exportCsv }).getAttribute('href')).toBe(
      '/api/bookings/export?eventId=8',
    );

    fireEvent.click(screen.getByRole('button', { name: en.eventView.backToEvents }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('changes a status with no false error while the event’s holds and waiting list are on screen', async () => {
    const booking = makeBooking({
      id: 61,
      bookingId: 'MND-EVT61',
      event: { id: 8, title: 'Onam Mandi', date: 'Sunday' },
    });
    let current = booking;
    serve({
      'GET /api/bookings': () => page([current]),
      'PUT /api/bookings/:id': () => {
        current = { ...booking, status: 'confirmed' };
        return ok({ booking: current });
      },
    });
    renderWithProviders(<EventBookingsView eventId={8} onBack={() => undefined} />, {
      url: '/admin?tab=events&eventBookings=8',
    });
    await screen.findByRole('article', { name: /MND-EVT61/ });
    await screen.findByText(en.waitingList.empty);

    fireEvent.change(within(card('MND-EVT61')).getByLabelText(en.card.changeStatus), {
      target: { value: 'confirmed' },
    });
    expect(await screen.findByText('Booking MND-EVT61 is now Confirmed.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(en.message.updateFailed)).toBeNull();
    expect(screen.getByText(en.waitingList.empty)).toBeTruthy();
  });

  it('shows the confirmation mails: why none is sent without SMTP_URL, and a failed one with the server’s answer', async () => {
    serve({
      'GET /api/bookings': () => page([]),
      'GET /api/mail-outbox': () =>
        ok({
          sending: { on: false, reason: 'SMTP_URL is not set: mail waits in the outbox and is not sent.' },
          counts: { waiting: 2, sent: 5, failed: 1 },
          mails: [
            {
              id: 3,
              kind: 'booking-confirmation',
              bookingId: 'MND-7K3Q9',
              to: 'anu@example.com',
              language: 'ml',
              status: 'failed',
              attempts: 10,
              nextAttemptAt: null,
              lastError: '550 no such mailbox',
              createdAt: '2026-12-24T10:00:00.000Z',
              sentAt: null,
            },
          ],
          customer: null,
          customerOpen: false,
        }),
    });
    renderTab();
    const mail = await screen.findByRole('region', { name: en.mail.title });
    expect(within(mail).getByRole('status').textContent).toBe(en.mail.off);
    expect(within(mail).getByTestId('mail-counts').textContent).toBe('Waiting: 2Sent: 5Failed: 1');
    fireEvent.click(within(mail).getByText(fillText(en.mail.newest, { count: 1 })));
    const row = within(mail).getByRole('listitem');
    expect(row.textContent).toContain('MND-7K3Q9');
    expect(row.textContent).toContain(fillText(en.mail.lastError, { attempts: 10, error: '550 no such mailbox' }));
  });
});

describe("a booking card's documents", () => {
  it('links the invoice, and the credit note of each refund paid back, asking for them only then', async () => {
    const refund = {
      amountPaise: 50_000,
      reason: 'Late',
      by: 'owner',
      at: '2026-11-28T10:00:00.000Z',
      lastError: null,
    };
    const paid = makeBooking({ id: 61, bookingId: 'MND-DOC01' });
    const refunded = makeBooking({
      id: 62,
      bookingId: 'MND-DOC02',
      refunds: [
        { id: 1, status: 'processed', ...refund },
        { id: 2, status: 'pending', ...refund },
      ],
    });
    const { calls } = serve({
      'GET /api/bookings': () => page([paid, refunded]),
      'GET /api/bookings/:id/documents': () =>
        ok({
          main: { id: 5, kind: 'invoice', number: 'MND/2026-27/000005', issuedOn: '2026-11-28', totalPaise: 280_000 },
          creditNotes: [
            { id: 9, kind: 'credit_note', number: 'MND-CN/2026-27/000002', issuedOn: '2026-11-28', totalPaise: 50_000 },
          ],
          customer: null,
          customerOpen: false,
        }),
    });
    renderTab();
    const note = await within(await screen.findByRole('article', { name: /MND-DOC02/ })).findByRole('link', {
      name: 'Credit note MND-CN/2026-27/000002, ₹500 (PDF)',
    });
    expect(note.getAttribute('href')).toBe('/api/bookings/62/credit-notes/9');
    for (const [reference, id] of [
      ['MND-DOC01', 61],
      ['MND-DOC02', 62],
    ] as const) {
      const invoice = within(card(reference)).getByRole('link', { name: /Invoice or receipt/ });
      expect(invoice.getAttribute('href')).toBe(`/api/bookings/${id}/invoice`);
    }
    // The booking with no refund paid back has nothing but its invoice: it is not asked about.
    expect(calls.filter((call) => call.path.endsWith('/documents')).map((call) => call.path)).toEqual([
      '/api/bookings/62/documents',
    ]);
  });
});
