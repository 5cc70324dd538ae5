import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BUSINESS_SETTINGS } from '#shared/content/business-defaults.ts';
import { en } from '#shared/content/locales/en.ts';
import { ml } from '#shared/content/locales/ml.ts';
import { fillText } from '#shared/content/text-store.ts';
import { serveApi, storefrontRoutes } from '#web/test/fake-api.ts';
import { makeEvent } from '#web/test/factories.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { HomePage } from './home-page.tsx';

const newest = makeEvent({ title: 'New Year Special Mandi', createdAt: '2026-11-20T10:00:00.000Z' });
const older = makeEvent({ title: 'Weekend Mandi Sale', createdAt: '2026-11-01T10:00:00.000Z' });

describe('HomePage', () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
  });
  afterEach(() => {
    cleanup();
    document.querySelectorAll('script[data-chat-widget]').forEach((script) => script.remove());
  });

  it('shows the hero with the city it serves', async () => {
    serveApi(storefrontRoutes({ settings: { city: 'Kottayam' } }));
    renderWithProviders(<HomePage onBook={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: en.hero.title })).toBeTruthy();
    expect(screen.getByText(en.hero.tagline)).toBeTruthy();
    expect(screen.getByText(en.hero.portion)).toBeTruthy();
    expect(screen.getByText('Currently serving')).toBeTruthy();
    expect(await screen.findByText('Kottayam')).toBeTruthy();
  });

  it('floats “Reserve your mandi” once an event exists; it books the first event', async () => {
    serveApi(storefrontRoutes({ events: [older, newest] }));
    const onBook = vi.fn();
    renderWithProviders(<HomePage onBook={onBook} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reserve your mandi' }));
    expect(onBook).toHaveBeenCalledWith(newest);
  });

  it('shows no floating button without events, and the footer’s Book Now then goes to Upcoming Sales', async () => {
    serveApi(storefrontRoutes({ events: [] }));
    const onBook = vi.fn();
    renderWithProviders(<HomePage onBook={onBook} />);
    await screen.findByText(en.storefront.events.empty);
    expect(screen.queryByRole('button', { name: 'Reserve your mandi' })).toBeNull();

    const footer = screen.getByRole('contentinfo');
    fireEvent.click(within(footer).getByRole('button', { name: en.nav.bookNow }));
    expect(onBook).not.toHaveBeenCalled();
    expect(window.scrollTo).toHaveBeenCalled();
    expect(window.location.hash).toBe('#events');
  });

  it('the footer’s Book Now books the first event when there is one', async () => {
    serveApi(storefrontRoutes({ events: [older, newest] }));
    const onBook = vi.fn();
    renderWithProviders(<HomePage onBook={onBook} />);
    await screen.findByRole('button', { name: 'Reserve your mandi' });
    fireEvent.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: en.nav.bookNow }));
    expect(onBook).toHaveBeenCalledWith(newest);
  });

  it('the footer shows registration number, e-mail, phone and the 2024 copyright', async () => {
    serveApi(storefrontRoutes());
    renderWithProviders(<HomePage onBook={vi.fn()} />);
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText(DEFAULT_BUSINESS_SETTINGS.registrationNumber)).toBeTruthy();
    expect(
      within(footer).getByRole('link', { name: DEFAULT_BUSINESS_SETTINGS.contactEmail }).getAttribute('href'),
    ).toBe(`mailto:${DEFAULT_BUSINESS_SETTINGS.contactEmail}`);
    expect(within(footer).getByRole('link', { name: DEFAULT_BUSINESS_SETTINGS.phone }).getAttribute('href')).toBe(
      'tel:+919000000000',
    );
    expect(within(footer).getByText(/© 2024/)).toBeTruthy();
    expect(within(footer).getByRole('link', { name: en.nav.home })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: en.nav.upcomingSales })).toBeTruthy();
  });

  it('reserves the festival special through WhatsApp, in the visitor’s language', async () => {
    serveApi(
      storefrontRoutes({
        settings: {
          sellerWhatsApp: '919812345678',
          festivalSpecialText: 'Biryani & mandi',
          festivalSpecialDate: '1 Jan, 12 PM',
        },
      }),
    );
    renderWithProviders(<HomePage onBook={vi.fn()} />);
    const link = await screen.findByRole('link', { name: new RegExp(en.storefront.festival.button) });
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://wa.me/919812345678');
    expect(url.searchParams.get('text')).toBe(
      'Hello! I would like to reserve the festival special mandi.\nBiryani & mandi\nDate and time: 1 Jan, 12 PM',
    );
    expect(link.getAttribute('target')).toBe('_blank');

    await switchLanguage('ml');
    const mlLink = screen.getByRole('link', { name: new RegExp(ml.storefront.festival.button) });
    expect(new URL(mlLink.getAttribute('href')!).searchParams.get('text')).toBe(
      fillText(ml.storefront.festival.message, { text: 'Biryani & mandi', date: '1 Jan, 12 PM' }),
    );
  });

  it('hides the festival button when the admin has cleared its text', async () => {
    serveApi(storefrontRoutes({ settings: { festivalSpecialText: '', city: 'Thrissur' } }));
    renderWithProviders(<HomePage onBook={vi.fn()} />);
    await screen.findByText('Thrissur');
    expect(screen.queryByRole('link', { name: new RegExp(en.storefront.festival.button) })).toBeNull();
  });

  it('shows every section in Malayalam', async () => {
    serveApi(storefrontRoutes({ events: [newest] }));
    renderWithProviders(<HomePage onBook={vi.fn()} />);
    await switchLanguage('ml');
    expect(screen.getByRole('heading', { level: 1, name: ml.hero.title })).toBeTruthy();
    for (const title of [
      ml.storefront.events.title,
      ml.storefront.signature.title,
      ml.storefront.gallery.title,
      ml.storefront.about.title,
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
    expect(await screen.findByRole('button', { name: ml.storefront.reserve })).toBeTruthy();
    expect(screen.getByText(ml.storefront.footer.rights)).toBeTruthy();
  });

  it('adds the chat widget once, only after the page is idle, and only when configured', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((callback: IdleRequestCallback) => idle.push(callback)),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { fetchMock } = serveApi(
      storefrontRoutes({ clientConfig: { chatWidgetSrc: 'https://chat.example.com/widget.js' } }),
    );
    const { rerender } = renderWithProviders(<HomePage onBook={vi.fn()} />);

    await vi.waitFor(() => expect(idle.length).toBeGreaterThan(0));
    expect(document.querySelectorAll('script[data-chat-widget]')).toHaveLength(0);
    act(() => idle.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 10 })));
    act(() => idle.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 10 })));
    rerender(<HomePage onBook={vi.fn()} />);
    const scripts = document.querySelectorAll<HTMLScriptElement>('script[data-chat-widget]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://chat.example.com/widget.js');
    expect(scripts[0]!.async).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/api/client-config', expect.anything());
  });

  it('adds no chat widget when none is configured', async () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    serveApi(storefrontRoutes({ clientConfig: { chatWidgetSrc: null } }));
    renderWithProviders(<HomePage onBook={vi.fn()} />);
    await screen.findByText('Kottayam');
    expect(idle).not.toHaveBeenCalled();
    expect(document.querySelectorAll('script[data-chat-widget]')).toHaveLength(0);
  });
});
