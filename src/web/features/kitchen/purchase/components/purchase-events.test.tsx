import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { purchaseEn } from '#shared/content/locales/owner-purchase.en.ts';
import { purchaseMl } from '#shared/content/locales/owner-purchase.ml.ts';
import type { PurchaseList } from '#shared/schemas/purchasing.ts';
import { fillText } from '#shared/content/text-store.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { EmptyPurchaseList, PurchaseEvents } from './purchase-events.tsx';

const week = (more: Partial<PurchaseList>): PurchaseList => ({
  from: '2026-11-29',
  to: '2026-12-05',
  suppliers: [],
  events: [],
  nextEvent: null,
  ...more,
});
const sale = { id: 4, title: 'Weekend Mandi Sale', titleMl: 'വാരാന്ത്യ മന്തി', date: '2026-12-11' };

describe('an empty purchase list says why', () => {
  it('no event in the days: names the next one and looks that far with one tap', () => {
    const onDays = vi.fn();
    renderWithProviders(<EmptyPurchaseList list={week({ nextEvent: sale })} onDays={onDays} />);
    expect(screen.getByText(purchaseEn.noEvents)).toBeTruthy();
    expect(screen.getByText(fillText(purchaseEn.nextEvent, { title: sale.title, date: sale.date }))).toBeTruthy();
    // From the 29th to the 11th, both counted: 13 days.
    fireEvent.click(screen.getByRole('button', { name: fillText(purchaseEn.showUntil, { days: 13 }) }));
    expect(onDays).toHaveBeenCalledWith(13);
  });

  it('no next event within the longest look-ahead: no button', () => {
    renderWithProviders(
      <EmptyPurchaseList list={week({ nextEvent: { ...sale, date: '2027-03-01' } })} onDays={() => undefined} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('events with nothing booked, or the stock covering them, each say so', () => {
    const { rerender } = renderWithProviders(
      <EmptyPurchaseList list={week({ events: [{ ...sale, plates: 0 }] })} onDays={() => undefined} />,
    );
    expect(screen.getByText(purchaseEn.nothingBooked)).toBeTruthy();
    rerender(<EmptyPurchaseList list={week({ events: [{ ...sale, plates: 12 }] })} onDays={() => undefined} />);
    expect(screen.getByText(purchaseEn.empty)).toBeTruthy();
  });
});

describe('the events a list is made for', () => {
  it('lists each with its booked plates, in Malayalam with its Malayalam title', async () => {
    await switchLanguage('ml');
    renderWithProviders(<PurchaseEvents list={week({ events: [{ ...sale, plates: 1 }] })} />);
    expect(screen.getByText(purchaseMl.forEvents)).toBeTruthy();
    expect(
      screen.getByText(fillText(purchaseMl.eventPlates_one, { title: sale.titleMl, date: sale.date, count: 1 })),
    ).toBeTruthy();
  });
});
