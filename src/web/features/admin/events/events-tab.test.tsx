import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminEventsEn as en } from '#shared/content/locales/admin-events.en.ts';
import { adminEventsMl as ml } from '#shared/content/locales/admin-events.ml.ts';
import { fail, ok, serveApi, type Call, type Routes } from '#web/test/fake-api.ts';
import { CATALOGUE, makeCatalogueEvent } from '#web/test/factories.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { FLASH_MS } from '#web/components/status-banners.tsx';
import { EventsTab } from './events-tab.tsx';

const HAS_BOOKINGS = 'This event has bookings or payments in progress and cannot be deleted. Deactivate it instead.';

const older = makeCatalogueEvent({ id: 1, title: 'Weekend Mandi', createdAt: '2026-11-01T10:00:00.000Z' });
const newest = makeCatalogueEvent({
  id: 2,
  title: 'New Year Mandi',
  createdAt: '2026-11-20T10:00:00.000Z',
  isValentine: true,
});
const hidden = makeCatalogueEvent({ id: 3, title: 'Old Sale', createdAt: '2026-11-25T10:00:00.000Z', isActive: false });

let calls: Call[];
let events = [older, newest, hidden];

function setup(overrides: Routes = {}) {
  events = [older, newest, hidden];
  ({ calls } = serveApi({
    'GET /api/events': () => ok({ data: events }),
    'GET /api/menu-items': () => ok({ data: CATALOGUE }),
    ...overrides,
  }));
}

const cards = () => within(screen.getByRole('list')).getAllByRole('article');
const titles = () => cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const card = (title: string) => screen.getByRole('article', { name: title });

describe('events tab', () => {
  beforeEach(() => {
    setup();
  });

  it('lists active events newest first; the toggle adds the inactive ones, dimmed', async () => {
    renderWithProviders(<EventsTab onViewBookings={vi.fn()} />);
    await screen.findByRole('heading', { level: 3, name: 'New Year Mandi' });
    expect(calls[0]!.url).toBe('/api/events?includeInactive=true');
    expect(titles()).toEqual(['New Year Mandi', 'Weekend Mandi']);
    expect(within(card('New Year Mandi')).getByText(en.card.bookableNow)).toBeTruthy();
    expect(within(card('New Year Mandi')).getByRole('img', { name: en.card.special })).toBeTruthy();
    expect(within(card('Weekend Mandi')).queryByText(en.card.bookableNow)).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: en.list.showInactive }));
    expect(titles()).toEqual(['Old Sale', 'New Year Mandi', 'Weekend Mandi']);
    expect(card('Old Sale').className).toContain('opacity-60');
    expect(within(card('Old Sale')).getByText(en.card.inactive)).toBeTruthy();
    expect(card('New Year Mandi').className).not.toContain('opacity-60');
  });

  it('marks past events and events without a real date; neither is the bookable one', async () => {
    setup({
      'GET /api/events': () =>
        ok({
          data: [
            makeCatalogueEvent({
              id: 4,
              title: 'Last Month',
              date: '2020-10-01',
              createdAt: '2026-11-29T10:00:00.000Z',
            }),
            makeCatalogueEvent({ id: 5, title: 'Someday', date: 'Next Sunday', createdAt: '2026-11-28T10:00:00.000Z' }),
            older,
          ],
        }),
    });
    renderWithProviders(<EventsTab onViewBookings={vi.fn()} />);
    await screen.findByRole('heading', { level: 3, name: 'Last Month' });
    expect(within(card('Last Month')).getByText(en.card.past)).toBeTruthy();
    expect(within(card('Last Month')).getByText('Thursday, 1 October 2020')).toBeTruthy();
    expect(within(card('Someday')).getByText(en.card.noDate)).toBeTruthy();
    expect(within(card('Weekend Mandi')).getByText(en.card.bookableNow)).toBeTruthy();
    expect(within(card('Last Month')).queryByText(en.card.bookableNow)).toBeNull();
  });

  it('refreshes, and opens an event’s bookings', async () => {
    const onViewBookings = vi.fn();
    renderWithProviders(<EventsTab onViewBookings={onViewBookings} />);
    await screen.findByRole('heading', { level: 3, name: 'New Year Mandi' });
    events = [...events, makeCatalogueEvent({ id: 9, title: 'Onam Mandi', createdAt: '2026-12-01T10:00:00.000Z' })];
    fireEvent.click(screen.getByRole('button', { name: en.list.refresh }));
    await screen.findByRole('heading', { level: 3, name: 'Onam Mandi' });
    fireEvent.click(within(card('Weekend Mandi')).getByRole('button', { name: en.card.viewBookings }));
    expect(onViewBookings).toHaveBeenCalledWith(1);
  });

  it('creates an event from the form and says so for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setup({
      'POST /api/events': ({ body }) => {
        const created = makeCatalogueEvent({ ...(body as object), id: 11, createdAt: '2026-12-24T10:00:00.000Z' });
        events = [...events, created];
        return { status: 201, body: { success: true, event: created } };
      },
    });
    renderWithProviders(<EventsTab onViewBookings={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: en.list.create }));
    await screen.findByText('Fish Mandi');
    fireEvent.change(screen.getByLabelText(en.form.title), { target: { value: 'Christmas Mandi' } });
    fireEvent.change(screen.getByLabelText(en.form.date), { target: { value: '2026-12-24' } });
    fireEvent.change(screen.getByLabelText(en.form.description), { target: { value: 'Mutton and ribs' } });
    fireEvent.click(screen.getByRole('button', { name: en.form.create }));

    expect(await screen.findByText('Event created successfully')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Christmas Mandi' })).toBeTruthy();
    expect(titles()[0]).toBe('Christmas Mandi');
    await act(async () => {
      vi.advanceTimersByTime(FLASH_MS + 50);
    });
    expect(screen.queryByText('Event created successfully')).toBeNull();
  });

  it('edits an event and says it was updated', async () => {
    setup({ 'PUT /api/events/1': ({ body }) => ok({ event: { ...older, ...(body as object) } }) });
    renderWithProviders(<EventsTab onViewBookings={vi.fn()} />);
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Weekend Mandi' })).getByRole('button', { name: en.card.edit }),
    );
    expect(screen.getByRole('heading', { name: en.form.editTitle })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.form.save }));
    expect(await screen.findByText('Event updated successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ title: 'Weekend Mandi', maxOrders: 50 });
  });

  it('asks in a Confirm Deletion dialog, which Escape closes without deleting', async () => {
    renderWithProviders(<EventsTab onViewBookings={vi.fn()} />);
    const deleteButton = within(await screen.findByRole('article', { name: 'Weekend Mandi' })).getByRole('button', {
      name: en.card.delete,
    });
    deleteButton.focus();
    fireEvent.click(deleteButton);
    const dialog = screen.getByRole('dialog', { name: 'Confirm Deletion' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Delete “Weekend Mandi”?');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: en.deleteDialog.cancel }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(deleteButton);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('deletes an event after confirmation', async () => {
    setup({
      'DELETE /api/events/1': () => {
        events = events.filter((event) => event.id !== 1);
        return ok({});
      },
    });
    renderWithProviders(<EventsTab onViewBookings={vi.fn()} />);
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Weekend Mandi' })).getByRole('button', {
        name: en.card.delete,
      }),
    );
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: en.deleteDialog.confirm }));
    expect(await screen.findByText('Event deleted successfully')).toBeTruthy();
    await waitFor(() => expect(titles()).toEqual(['New Year Mandi']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server’s refusal to delete an event with bookings, and deactivates it instead', async () => {
    setup({
      'DELETE /api/events/2': () => fail(409, HAS_BOOKINGS),
      'PUT /api/events/2': ({ body }) => {
        events = events.map((event) => (event.id === 2 ? { ...event, ...(body as object) } : event));
        return ok({ event: events.find((event) => event.id === 2) });
      },
    });
    renderWithProviders(<EventsTab onViewBookings={vi.fn()} />);
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'New Year Mandi' })).getByRole('button', {
        name: en.card.delete,
      }),
    );
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: en.deleteDialog.confirm }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to delete event');
    expect(alert.textContent).toContain(HAS_BOOKINGS);
    expect(en.errors.hasBookings).toBe(HAS_BOOKINGS);
    fireEvent.click(within(alert).getByRole('button', { name: en.errors.deactivate }));
    expect(await screen.findByText('Event updated successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({
      title: 'New Year Mandi',
      isActive: false,
    });
    await waitFor(() => expect(titles()).toEqual(['Weekend Mandi']));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when other deletions fail', async () => {
    setup({ 'DELETE /api/events/1': () => fail(500, 'Something went wrong on our side. Please try again.') });
    renderWithProviders(<EventsTab onViewBookings={vi.fn()} />);
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Weekend Mandi' })).getByRole('button', {
        name: en.card.delete,
      }),
    );
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: en.deleteDialog.confirm }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to delete event');
  });

  it('shows the server’s message or “Failed to load events”, and loads on retry', async () => {
    const { routes } = serveApi({ 'GET /api/events': () => fail(500, 'Server error: 500') });
    renderWithProviders(<EventsTab onViewBookings={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load events');
    routes['GET /api/events'] = () => fail(403, 'Your account is not allowed to do this');
    fireEvent.click(screen.getByRole('button', { name: en.list.retry }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Your account is not allowed to do this'),
    );
    routes['GET /api/events'] = () => ok({ data: [older] });
    fireEvent.click(screen.getByRole('button', { name: en.list.retry }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Weekend Mandi' })).toBeTruthy();
  });

  it('speaks Malayalam, the refusal to delete included', async () => {
    await switchLanguage('ml');
    setup({ 'DELETE /api/events/1': () => fail(409, HAS_BOOKINGS) });
    renderWithProviders(<EventsTab onViewBookings={vi.fn()} />);
    const weekend = await screen.findByRole('article', { name: 'Weekend Mandi' });
    expect(screen.getByRole('button', { name: ml.list.create })).toBeTruthy();
    expect(within(weekend).getByText('പരമാവധി 50 ഓർഡറുകൾ')).toBeTruthy();
    expect(within(weekend).getByText('5 മെനു ഇനങ്ങൾ')).toBeTruthy();
    fireEvent.click(within(weekend).getByRole('button', { name: ml.card.delete }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: ml.deleteDialog.title })).getByRole('button', {
        name: ml.deleteDialog.confirm,
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(ml.errors.deleteFailed);
    expect(alert.textContent).toContain(ml.errors.hasBookings);
  });
});
