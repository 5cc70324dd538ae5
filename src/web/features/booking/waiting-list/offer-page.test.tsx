import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingEn as en } from '#shared/content/locales/booking.en.ts';
import { bookingMl as ml } from '#shared/content/locales/booking.ml.ts';
import { refusalsMl } from '#shared/content/locales/refusals.ml.ts';
import { fillText } from '#shared/content/text-store.ts';
import type { MenuResponse } from '#shared/schemas/events.ts';
import type { ExpiredOffer, WaitingOffer } from '#shared/schemas/waiting-list.ts';
import { fail, ok, serveApi, slotsReply, storefrontRoutes, type Routes } from '#web/test/fake-api.ts';
import { makeEvent } from '#web/test/factories.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { OfferPage } from './offer-page.tsx';

const event = makeEvent({ id: 31, title: 'Full Sale', maxOrders: 7 });
const TOKEN = 'A'.repeat(32);

const menu: MenuResponse = {
  items: {
    'chicken-mandi': {
      name: 'Chicken Mandi',
      description: '',
      nameMl: '',
      descriptionMl: '',
      price: 600,
      pricePaise: 60_000,
    },
    'mutton-mandi': {
      name: 'Mutton Mandi',
      description: '',
      nameMl: '',
      descriptionMl: '',
      price: 900,
      pricePaise: 90_000,
    },
  },
  DISCOUNT_PERCENTAGE: 0,
  VALID_COUPON: '',
  MAX_QUANTITY: 5,
  PEOPLE_PER_ORDER: 2,
};

const offer: WaitingOffer = {
  status: 'offered',
  event: { id: event.id, title: event.title, date: event.date },
  name: 'Meera',
  phone: '9847011111',
  email: null,
  units: 7,
  expiresAt: '2099-01-01T00:00:00.000Z',
  receipt: 'offer_abc',
  items: { 'chicken-mandi': 5, 'mutton-mandi': 2 },
  bookingPath: null,
  expired: false,
};

function serve(shown: WaitingOffer | ExpiredOffer, more: Routes = {}) {
  return serveApi({
    ...storefrontRoutes({ events: [event], availability: { [event.id]: { availableSlots: 0 } } }),
    [`GET /api/waiting-list/offer/${TOKEN}`]: () => ok({ offer: shown }),
    'GET /api/menu': () => ok({ data: menu }),
    // The offer's own hold counts as this order's: its seven slots are the customer's.
    'GET /api/available-slots': () => slotsReply(7, { yourHeldSlots: 7 }),
    ...more,
  });
}

describe('an offer’s page', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('opens the booking form with the offered items and units filled in, and the price to pay', async () => {
    serve(offer);
    renderWithProviders(<OfferPage token={TOKEN} brand={null} />);
    const book = await screen.findByRole('button', { name: en.waitingList.offer.book });
    // Enabled once the event is read among the storefront's.
    await waitFor(() => expect((book as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(book);
    const dialog = await screen.findByRole('dialog', { name: en.title });
    const d = within(dialog);
    expect((await d.findByRole('status', { name: 'Quantity of Chicken Mandi' })).textContent).toBe('5');
    expect(d.getByRole('status', { name: 'Quantity of Mutton Mandi' }).textContent).toBe('2');
    expect(d.getByTestId('total').textContent).toBe('₹4,800');
    expect(d.getByRole('button', { name: /^Pay ₹4,800/ })).toBeTruthy();
    expect((d.getByLabelText(en.phone) as HTMLInputElement).value).toBe('9847011111');
  });

  it('words an order with another phone as the server refuses it: naming the offer’s phone, masked, in Malayalam', async () => {
    await switchLanguage('ml');
    const { calls } = serve(offer, {
      'POST /api/razorpay/create-order': () =>
        fail(409, 'These slots are held for the phone number ••••••1111.', 'refusals.orders.offerOtherPhone', {
          params: { phone: '••••••1111' },
        }),
    });
    renderWithProviders(<OfferPage token={TOKEN} brand={null} />);
    const book = await screen.findByRole('button', { name: ml.waitingList.offer.book });
    await waitFor(() => expect((book as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(book);
    const d = within(await screen.findByRole('dialog', { name: ml.title }));
    await d.findByRole('status', { name: fillText(ml.quantityOf, { name: 'Chicken Mandi' }) });
    fireEvent.change(d.getByLabelText(ml.phone), { target: { value: '9847022222' } });
    fireEvent.change(d.getByLabelText(ml.address), { target: { value: 'Baker Junction, Kottayam' } });
    fireEvent.change(d.getByLabelText(ml.pincode), { target: { value: '686001' } });
    fireEvent.click(d.getByRole('button', { name: /Razorpay/ }));
    const said = fillText(refusalsMl.orders.offerOtherPhone, { phone: '••••••1111' });
    expect(await d.findByText(said, {}, { timeout: 3000 })).toBeTruthy();
    const order = calls.find((call) => call.path === '/api/razorpay/create-order');
    expect(order?.body).toMatchObject({ replaces: 'offer_abc', items: offer.items, amount: 480_000 });
  });

  it('links to the booking page once the offer is paid, in Malayalam too', async () => {
    await switchLanguage('ml');
    serve({ ...offer, status: 'accepted', bookingPath: '/booking/k3Q9x7Lm2Pq8Rt4Vw6Yz1Ab5Cd0Ef9Gh' });
    renderWithProviders(<OfferPage token={TOKEN} brand={null} />);
    const link = await screen.findByRole('link', { name: ml.waitingList.offer.openBooking });
    expect(link.getAttribute('href')).toBe('/booking/k3Q9x7Lm2Pq8Rt4Vw6Yz1Ab5Cd0Ef9Gh');
    expect(screen.getByText(ml.waitingList.offer.accepted)).toBeTruthy();
  });

  it('says one slot and many slots in the right words', async () => {
    serve({ ...offer, units: 1, items: { 'chicken-mandi': 1 } });
    renderWithProviders(<OfferPage token={TOKEN} brand={null} />);
    expect((await screen.findByTestId('offer-state')).textContent).toContain('1 slot of Full Sale is held');
    expect(fillText(en.waitingList.offer.held_other, { count: 7 })).toContain('7 slots');
  });

  it('shows only that the offer is over once its link has expired, in English and Malayalam', async () => {
    const expired: ExpiredOffer = { expired: true, status: 'lapsed', event: offer.event };
    serve(expired);
    const { unmount } = renderWithProviders(<OfferPage token={TOKEN} brand={null} />);
    expect((await screen.findByTestId('offer-state')).textContent).toBe(en.waitingList.offer.expired);
    expect(screen.getByTestId('offer-expired').textContent).toContain('Full Sale');
    expect(screen.queryByRole('button', { name: en.waitingList.offer.book })).toBeNull();
    unmount();
    await switchLanguage('ml');
    renderWithProviders(<OfferPage token={TOKEN} brand={null} />);
    expect((await screen.findByTestId('offer-state')).textContent).toBe(ml.waitingList.offer.expired);
  });
});
