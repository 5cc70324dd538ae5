import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BUSINESS_SETTINGS } from '#shared/content/business-defaults.ts';
import { adminEn as en } from '#shared/content/locales/admin.en.ts';
import { changeLanguage, initI18n } from '#web/lib/i18n.ts';
import AdminPage from './admin-page.tsx';
import { makeSummary, renderAdmin, serveAdmin } from './bookings/admin-test-utils.tsx';

function serve(placeholders: string[]) {
  return serveAdmin({
    'GET /api/settings': () => ({ body: { success: true, data: DEFAULT_BUSINESS_SETTINGS, placeholders } }),
    'GET /api/bookings/summary': () => ({ body: { success: true, data: makeSummary() } }),
  });
}

describe('admin page', () => {
  beforeAll(async () => {
    await initI18n();
  });
  beforeEach(async () => {
    await changeLanguage('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reminds the owner of the example details customers cannot see, and opens Settings', async () => {
    serve(['phone', 'sellerWhatsApp']);
    renderAdmin(<AdminPage />, { url: '/admin' });
    const banner = await screen.findByText(en.placeholders.title);
    const reminder = banner.closest('[role="status"]') as HTMLElement;
    expect(reminder.textContent).toContain('phone, WhatsApp number');
    fireEvent.click(within(reminder).getByRole('button', { name: en.placeholders.action }));
    expect(screen.getByRole('tab', { name: en.tabs.settings }).getAttribute('aria-selected')).toBe('true');
  });

  it('says nothing once the details are the owner’s own', async () => {
    serve([]);
    renderAdmin(<AdminPage />, { url: '/admin' });
    await screen.findByRole('tab', { name: en.tabs.overview });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(en.placeholders.title)).toBeNull();
  });

  it('moves between the tabs with the arrow keys', async () => {
    serve([]);
    renderAdmin(<AdminPage />, { url: '/admin' });
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
