import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_SETTINGS } from '#shared/content/business-defaults.ts';
import { adminEn as en } from '#shared/content/locales/admin.en.ts';
import { ok, serveApi } from '#web/test/fake-api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { makeSummary } from '#web/test/factories.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { settled } from '#web/test/settled.ts';
import AdminPage from './admin-page.tsx';

function serve(placeholders: string[]) {
  return serveApi({
    'GET /api/settings': () => ok({ data: DEFAULT_BUSINESS_SETTINGS, placeholders }),
    'GET /api/bookings/summary': () => ok({ data: makeSummary() }),
  });
}

describe('admin page', () => {
  it('reminds the owner of the example details customers cannot see, and opens Settings', async () => {
    serve(['phone', 'sellerWhatsApp']);
    renderWithProviders(<AdminPage />, { url: '/admin' });
    const banner = await screen.findByText(en.placeholders.title);
    const reminder = banner.closest('[role="status"]') as HTMLElement;
    expect(reminder.textContent).toContain('phone, WhatsApp number');
    fireEvent.click(within(reminder).getByRole('button', { name: en.placeholders.action }));
    expect(screen.getByRole('tab', { name: en.tabs.settings }).getAttribute('aria-selected')).toBe('true');
  });

  it('says nothing once the details are the owner’s own', async () => {
    serve([]);
    const { queryClient } = renderWithProviders(<AdminPage />, { url: '/admin' });
    await screen.findByRole('tab', { name: en.tabs.overview });
    await settled(queryClient);
    expect(queryClient.getQueryState(queryKeys.businessSettings)?.status).toBe('success');
    expect(screen.queryByText(en.placeholders.title)).toBeNull();
  });

  it('moves between the tabs with the arrow keys', async () => {
    serve([]);
    renderWithProviders(<AdminPage />, { url: '/admin' });
    const overview = await screen.findByRole('tab', { name: en.tabs.overview });
    fireEvent.keyDown(overview, { key: 'ArrowRight' });
    const bookings = screen.getByRole('tab', { name: en.tabs.bookings });
    expect(bookings.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(bookings);
    fireEvent.keyDown(bookings, { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('tab', { name: en.tabs.overview }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: en.tabs.settings }).getAttribute('aria-selected')).toBe('true');
  });
});
