import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingEn as en } from '#shared/content/locales/booking.en.ts';
import { bookingMl as ml } from '#shared/content/locales/booking.ml.ts';
import type { ExpiredBooking } from '#shared/schemas/bookings.ts';
import { ok, serveApi } from '#web/test/fake-api.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { MyBookingPage } from './my-booking-page.tsx';

const TOKEN = 'K'.repeat(32);

const expired: ExpiredBooking = {
  expired: true,
  bookingId: 'MND-7K3Q9',
  status: 'delivered',
  event: { id: 12, title: 'Onam Mandi', titleMl: 'ഓണം മന്തി', date: '2026-09-05' },
  language: 'en',
};

function serve(booking: ExpiredBooking) {
  return serveApi({ [`GET /api/my-booking/${TOKEN}`]: () => ok({ booking }) });
}

/** A booking whose link has outlived the customer's details (PRIVATE_LINK_DAYS): its state only. */
describe('an expired booking link’s page', () => {
  // The page keeps the language it shows in its address: each test opens the link afresh.
  beforeEach(() => window.history.replaceState(null, '', `/booking/${TOKEN}`));

  it('shows the booking’s state, reference and event, says why nothing more, and offers no cancelling', async () => {
    serve(expired);
    renderWithProviders(<MyBookingPage token={TOKEN} brand={null} />);
    expect(await screen.findByText(en.myBooking.expired.explanation)).toBeTruthy();
    expect(screen.getByTestId('my-booking-status').textContent).toContain(en.myBooking.statuses.delivered);
    expect(screen.getByTestId('booking-reference').textContent).toContain('MND-7K3Q9');
    expect(screen.getByTestId('confirmation-event').textContent).toContain('Onam Mandi');
    // No customer, no order, no cancelling, no refund: the page has none of them to show.
    expect(screen.queryByTestId('confirmation-customer')).toBeNull();
    expect(screen.queryByRole('button', { name: en.myBooking.cancel.button })).toBeNull();
    expect(screen.queryByText(en.confirmation.orderSummary)).toBeNull();
  });

  it('opens in Malayalam for a booking made in Malayalam', async () => {
    serve({ ...expired, status: 'cancelled', language: 'ml' });
    renderWithProviders(<MyBookingPage token={TOKEN} brand={null} />);
    expect(await screen.findByText(ml.myBooking.expired.explanation)).toBeTruthy();
    expect(screen.getByTestId('my-booking-status').textContent).toContain(ml.myBooking.statuses.cancelled);
    expect(screen.getByTestId('confirmation-event').textContent).toContain('ഓണം മന്തി');
  });
});
