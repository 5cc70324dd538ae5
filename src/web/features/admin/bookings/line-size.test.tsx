import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminBookingsEn as en } from '#shared/content/locales/admin-bookings.en.ts';
import { adminBookingsMl as ml } from '#shared/content/locales/admin-bookings.ml.ts';
import { ok, serveApi } from '#web/test/fake-api.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { WaitingListSection } from './waiting-list-section.tsx';

function serve(sizes: { eventId: number; people: number; units: number }[]) {
  serveApi({
    'GET /api/waiting-list/sizes': () => ok({ data: sizes }),
    'GET /api/events/:id/waiting-list': () => ok({ data: [] }),
  });
}

describe('the size of an event’s waiting list, for the owner', () => {
  it('says how many wait and for how many slots, after saying it is counting', async () => {
    serve([
      { eventId: 4, people: 3, units: 7 },
      { eventId: 5, people: 1, units: 1 },
    ]);
    renderWithProviders(<WaitingListSection eventId={4} eventTitle="Full Sale" />);
    expect(screen.getByText(en.waitingList.summaryLoading)).toBeTruthy();
    expect(await screen.findByText('3 waiting · 7 slots')).toBeTruthy();
  });

  it('says one slot, and nobody waiting, in Malayalam too', async () => {
    await switchLanguage('ml');
    serve([{ eventId: 5, people: 1, units: 1 }]);
    renderWithProviders(
      <>
        <WaitingListSection eventId={5} eventTitle="Full Sale" />
        <WaitingListSection eventId={6} eventTitle="Quiet Sale" />
      </>,
    );
    expect(await screen.findByText('1 പേർ കാത്തിരിക്കുന്നു · 1 സ്ലോട്ട്')).toBeTruthy();
    expect(screen.getByText(ml.waitingList.nobodyWaiting)).toBeTruthy();
  });
});
