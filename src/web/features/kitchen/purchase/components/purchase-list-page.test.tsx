import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { purchaseEn } from '#shared/content/locales/owner-purchase.en.ts';
import { fillText } from '#shared/content/text-store.ts';
import type { PurchaseList } from '#shared/schemas/purchasing.ts';
import { ok, serveApi } from '#web/test/fake-api.ts';
import { FakeEventSource } from '#web/test/fake-event-source.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { PurchaseListPage } from './purchase-list-page.tsx';

const sale = { id: 4, title: 'Weekend Mandi Sale', titleMl: '', date: '2026-12-03' };

describe('the purchase list follows the kitchen live', () => {
  it('reads the list again when the stock changes on another tablet, and when the diary does', async () => {
    FakeEventSource.install();
    let plates = 0;
    serveApi({
      'GET /api/purchase-list': () =>
        ok({
          from: '2026-11-29',
          to: '2026-12-05',
          suppliers: [],
          events: [{ ...sale, plates }],
          nextEvent: null,
        } satisfies PurchaseList),
    });
    renderWithProviders(<PurchaseListPage />, { url: '/purchase-list' });
    const line = (count: number) =>
      fillText(count === 1 ? purchaseEn.eventPlates_one : purchaseEn.eventPlates_other, {
        title: sale.title,
        date: sale.date,
        count,
      });
    expect(await screen.findByText(line(0))).toBeTruthy();
    await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
    const stream = FakeEventSource.latest();
    expect(stream.topics).toEqual(expect.arrayContaining(['kitchen:inventory', 'kitchen']));
    stream.open();

    plates = 12;
    stream.push('kitchen:inventory');
    expect(await screen.findByText(line(12))).toBeTruthy();
    plates = 1;
    stream.push('kitchen');
    expect(await screen.findByText(line(1))).toBeTruthy();
  });
});
