import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bookingEn as en } from '#shared/content/locales/booking.en.ts';
import { bookingMl as ml } from '#shared/content/locales/booking.ml.ts';
import { fillText } from '#shared/content/text-store.ts';
import { fail, ok, serveApi, storefrontRoutes } from '#web/test/fake-api.ts';
import { makeEvent } from '#web/test/factories.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import WaitingListDialog from './waiting-list-dialog.tsx';

const event = makeEvent({ id: 9, title: 'Full Sale' });

function renderDialog() {
  const onClose = vi.fn();
  renderWithProviders(<WaitingListDialog event={event} onClose={onClose} />);
  return { dialog: screen.getByRole('dialog', { name: en.waitingList.title }), onClose };
}

describe('Tell me when a slot frees', () => {
  it('checks the form as the server does, then joins with how many slots, and says the place in line', async () => {
    const { calls } = serveApi({ 'POST /api/waiting-list': () => ok({ position: 3 }) });
    const { dialog } = renderDialog();
    const d = within(dialog);
    fireEvent.click(d.getByRole('button', { name: en.waitingList.submit }));
    expect(await d.findByText(en.validation.nameRequired)).toBeTruthy();
    expect(d.getByText(en.validation.phoneRequired)).toBeTruthy();
    const joins = () => calls.filter((call) => call.method === 'POST');
    expect(joins()).toEqual([]);

    fireEvent.change(d.getByLabelText(en.name), { target: { value: ' Meera ' } });
    fireEvent.change(d.getByLabelText(en.phone), { target: { value: '+91 98470 11111' } });
    fireEvent.change(d.getByLabelText(en.email), { target: { value: 'meera@example.com' } });
    fireEvent.click(d.getByRole('button', { name: `+ ${en.waitingList.units}` }));
    expect(d.getByTestId('waiting-units').textContent).toBe('3');
    fireEvent.click(d.getByRole('button', { name: en.waitingList.submit }));

    expect(await d.findByText(fillText(en.waitingList.joined, { position: '3' }))).toBeTruthy();
    expect(d.getByText(en.waitingList.joinedByMail)).toBeTruthy();
    expect(joins().map((call) => call.body)).toEqual([
      { eventId: 9, name: 'Meera', phone: '9847011111', email: 'meera@example.com', units: 3, language: 'en' },
    ]);
  });

  it('says why the server refused, in Malayalam', async () => {
    await switchLanguage('ml');
    serveApi({
      'POST /api/waiting-list': () =>
        fail(
          409,
          'This phone number is already on the waiting list of this event.',
          'booking.waitingList.refusals.alreadyWaiting',
        ),
    });
    renderWithProviders(<WaitingListDialog event={event} onClose={vi.fn()} />);
    const d = within(screen.getByRole('dialog', { name: ml.waitingList.title }));
    fireEvent.change(d.getByLabelText(ml.name), { target: { value: 'മീര' } });
    fireEvent.change(d.getByLabelText(ml.phone), { target: { value: '9847011111' } });
    fireEvent.click(d.getByRole('button', { name: ml.waitingList.submit }));
    expect((await d.findByRole('alert')).textContent).toContain(ml.waitingList.refusals.alreadyWaiting);
  });

  it('words a count the server can never offer beside the count, in Malayalam, until the count changes', async () => {
    await switchLanguage('ml');
    const { calls } = serveApi({
      'POST /api/waiting-list': () =>
        fail(
          409,
          'This event has only 2 slots in all: wait for at most 2.',
          'booking.waitingList.refusals.overCapacity',
          {
            field: 'units',
            params: { count: 2 },
          },
        ),
    });
    renderWithProviders(<WaitingListDialog event={event} onClose={vi.fn()} />);
    const d = within(screen.getByRole('dialog', { name: ml.waitingList.title }));
    fireEvent.change(d.getByLabelText(ml.name), { target: { value: 'മീര' } });
    fireEvent.change(d.getByLabelText(ml.phone), { target: { value: '9847011111' } });
    fireEvent.click(d.getByRole('button', { name: `+ ${ml.waitingList.units}` }));
    fireEvent.click(d.getByRole('button', { name: ml.waitingList.submit }));
    const problem = await d.findByTestId('waiting-units-problem');
    expect(problem.textContent).toBe(fillText(ml.waitingList.refusals.overCapacity_other, { count: '2' }));
    expect(problem.closest('fieldset')).toBe(d.getByTestId('waiting-units').closest('fieldset'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    fireEvent.click(d.getByRole('button', { name: `− ${ml.waitingList.units}` }));
    expect(d.queryByTestId('waiting-units-problem')).toBeNull();
  });
  it('counts no higher than one client may hold unpaid, the most an offer can be ordered for', async () => {
    serveApi({ ...storefrontRoutes({ clientConfig: { maxUnpaidUnits: 3 } }) });
    const d = within(renderDialog().dialog);
    const more = d.getByRole('button', { name: `+ ${en.waitingList.units}` });
    await vi.waitFor(() => {
      fireEvent.click(more);
      expect(d.getByTestId('waiting-units').textContent).toBe('3');
      expect((more as HTMLButtonElement).disabled).toBe(true);
    });
  });
});
