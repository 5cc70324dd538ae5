import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { en } from '#shared/content/locales/en.ts';
import { fillText } from '#shared/content/text-store.ts';
import { addDays, formatEventDate } from '#shared/domain/event-date.ts';
import { DEFAULT_EVENT_IMAGE_URL } from '#shared/domain/event-image.ts';
import { fail, ok, serveApi, storefrontRoutes } from '#web/test/fake-api.ts';
import { makeEvent, SALE_DATE } from '#web/test/factories.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { EventsSection } from './events-section.tsx';

const texts = en.storefront.events;

function cards() {
  return within(screen.getByRole('list')).getAllByRole('article');
}

describe('Upcoming Sales', () => {
  const older = makeEvent({ title: 'Weekend Mandi Sale', createdAt: '2026-11-01T10:00:00.000Z' });
  const newest = makeEvent({
    title: 'New Year Special Mandi',
    createdAt: '2026-11-20T10:00:00.000Z',
    isValentine: true,
    buttonText: 'Reserve now',
  });
  const hidden = makeEvent({ title: 'Cancelled Sale', createdAt: '2026-11-25T10:00:00.000Z', isActive: false });
  const middle = makeEvent({ title: 'Onam Mandi', createdAt: '2026-11-10T10:00:00.000Z' });

  it('lists active events newest first and lets only the first be booked', async () => {
    serveApi(storefrontRoutes({ events: [older, hidden, newest, middle] }));
    const onBook = vi.fn();
    renderWithProviders(<EventsSection onBook={onBook} />);

    await screen.findByRole('heading', { level: 3, name: 'New Year Special Mandi' });
    expect(cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'New Year Special Mandi',
      'Onam Mandi',
      'Weekend Mandi Sale',
    ]);
    expect(screen.queryByText('Cancelled Sale')).toBeNull();

    const buttons = cards().map((card) => within(card).getByRole('button') as HTMLButtonElement);
    expect(buttons.map((button) => [button.textContent, button.disabled])).toEqual([
      ['Reserve now', false],
      ['Book Now', true],
      ['Book Now', true],
    ]);
    fireEvent.click(buttons[1]!);
    expect(onBook).not.toHaveBeenCalled();
    fireEvent.click(buttons[0]!);
    expect(onBook).toHaveBeenCalledWith(newest);
  });

  it('lists events soonest first; a sold-out first sale says so and the next one opens', async () => {
    const soon = makeEvent({ title: 'Soonest Sale', date: addDays(SALE_DATE, -3), maxOrders: 2 });
    const next = makeEvent({ title: 'Next Sale', date: SALE_DATE, maxOrders: 50 });
    const later = makeEvent({
      title: 'Later Sale',
      date: addDays(SALE_DATE, 5),
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const inFiveMinutes = new Date(Date.now() + 4.5 * 60_000).toISOString();
    serveApi(
      storefrontRoutes({
        events: [later, next, soon],
        availability: {
          [soon.id]: { availableSlots: 0, heldSlots: 2, nextReleaseAt: inFiveMinutes },
          [next.id]: { availableSlots: 46 },
        },
      }),
    );
    const onBook = vi.fn();
    renderWithProviders(<EventsSection onBook={onBook} />);

    await screen.findByText(fillText(texts.slotsLeft_other, { count: '46' }));
    expect(cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Soonest Sale',
      'Next Sale',
      'Later Sale',
    ]);
    const [soldOut, open, waiting] = cards();
    expect(within(soldOut!).getAllByText(texts.soldOut)).toHaveLength(2);
    expect((within(soldOut!).getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    expect(within(soldOut!).getByTestId('held-slots').textContent).toBe(
      `${fillText(en.booking.held.slots_other, { count: '2' })} ${fillText(en.booking.held.checkAgain_other, { count: '5' })}`,
    );
    expect((within(waiting!).getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    expect(within(waiting!).getByText(texts.waitsForEarlier)).toBeTruthy();
    fireEvent.click(within(open!).getByRole('button'));
    expect(onBook).toHaveBeenCalledWith(next);
  });

  it('offers the waiting list on a sold-out card only', async () => {
    const soldOut = makeEvent({ id: 31, title: 'Full Sale', date: SALE_DATE });
    const open = makeEvent({ id: 32, title: 'Open Sale', date: addDays(SALE_DATE, 2) });
    serveApi(storefrontRoutes({ events: [soldOut, open], availability: { [soldOut.id]: { availableSlots: 0 } } }));
    const onWaitingList = vi.fn();
    renderWithProviders(<EventsSection onBook={vi.fn()} onWaitingList={onWaitingList} />);
    await screen.findByRole('heading', { level: 3, name: 'Open Sale' });
    const [full, free] = cards();
    const join = await within(full!).findByRole('button', { name: texts.waitingList });
    expect(within(free!).queryByRole('button', { name: texts.waitingList })).toBeNull();
    fireEvent.click(join);
    expect(onWaitingList).toHaveBeenCalledWith(soldOut);
  });

  it('shows each card’s badge, date and description, and a heart only on the Valentine event', async () => {
    serveApi(storefrontRoutes({ events: [older, newest] }));
    renderWithProviders(<EventsSection onBook={vi.fn()} />);
    await screen.findByRole('heading', { level: 3, name: 'New Year Special Mandi' });

    const [valentine, plain] = cards();
    expect(within(valentine!).getByRole('img', { name: texts.specialEvent })).toBeTruthy();
    expect(within(plain!).queryByRole('img', { name: texts.specialEvent })).toBeNull();
    expect(within(plain!).getByText('Limited Slots')).toBeTruthy();
    expect(within(plain!).getByText(formatEventDate(SALE_DATE, 'en'))).toBeTruthy();
    expect(within(plain!).getByText(older.description)).toBeTruthy();
  });

  it('falls back to the default picture when an event’s own picture fails to load', async () => {
    serveApi(storefrontRoutes({ events: [makeEvent({ title: 'With photo', image: 'pit night.jpg' })] }));
    const { container } = renderWithProviders(<EventsSection onBook={vi.fn()} />);
    await screen.findByRole('heading', { level: 3, name: 'With photo' });

    const image = container.querySelector('article img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/event-images/pit%20night.jpg');
    expect(image.getAttribute('loading')).toBe('lazy');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(DEFAULT_EVENT_IMAGE_URL);
  });

  it('says so while loading, and when there is no event', async () => {
    serveApi(storefrontRoutes({ events: [hidden] }));
    renderWithProviders(<EventsSection onBook={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toContain(en.common.loading);

    expect(await screen.findByText(texts.empty)).toBeTruthy();
    expect(texts.empty).toBe('No upcoming events at the moment. Please check back later!');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows the load error, and the events once a retry succeeds', async () => {
    const { routes } = serveApi(storefrontRoutes({ events: fail(500, 'Database unavailable') }));
    renderWithProviders(<EventsSection onBook={vi.fn()} />);

    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load upcoming events');
    routes['GET /api/events'] = () => ok({ data: [newest] });
    fireEvent.click(screen.getByRole('button', { name: en.common.retry }));
    expect(await screen.findByRole('heading', { level: 3, name: 'New Year Special Mandi' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the server could not be reached when the network fails', async () => {
    serveApi(storefrontRoutes({ events: 'network' }));
    renderWithProviders(<EventsSection onBook={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to connect to the server');
  });

  it('shows the states in Malayalam too', async () => {
    await switchLanguage('ml');
    serveApi(storefrontRoutes({ events: [] }));
    renderWithProviders(<EventsSection onBook={vi.fn()} />);
    const { ml } = await import('#shared/content/locales/ml.ts');
    expect(await screen.findByText(ml.storefront.events.empty)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(ml.storefront.events.title);
  });
});
