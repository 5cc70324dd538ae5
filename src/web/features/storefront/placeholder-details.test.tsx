import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { en } from '#shared/content/locales/en.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { serveApi, storefrontRoutes } from '#web/test/fake-api.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { settled } from '#web/test/settled.ts';
import { HomePage } from './home-page.tsx';

/** What the server sends customers while the details are still placeholders: blanks. */
const BLANKED = { city: '', phone: '', sellerWhatsApp: '', contactEmail: '', registrationNumber: '' };

describe('storefront before the owner sets the business details', () => {
  it('shows no WhatsApp button, contact line, registration or city that would use a placeholder', async () => {
    serveApi(storefrontRoutes({ settings: BLANKED }));
    const { container, queryClient } = renderWithProviders(<HomePage onBook={vi.fn()} />);
    await screen.findByText(en.storefront.footer.contactTitle);
    await settled(queryClient);
    expect(queryClient.getQueryState(queryKeys.businessSettings)?.status).toBe('success');
    expect(container.querySelector('a[href^="https://wa.me/"]')).toBeNull();
    expect(container.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(container.querySelector('a[href^="tel:"]')).toBeNull();
    expect(screen.queryByText(en.storefront.footer.registration, { exact: false })).toBeNull();
    // The city's pill keeps its place (nothing jumps) but is neither seen nor read.
    const pill = screen.getByText(en.hero.currentlyServing).closest('p')!;
    expect(pill.getAttribute('aria-hidden')).toBe('true');
    expect(pill.className).toContain('invisible');
  });

  it('shows the festival special in Malayalam when the owner wrote one', async () => {
    await switchLanguage('ml');
    serveApi(
      storefrontRoutes({
        settings: {
          sellerWhatsApp: '919847012345',
          festivalSpecialTextMl: 'ഓണം സ്പെഷ്യൽ മന്തി',
          festivalSpecialDateMl: 'സെപ്റ്റംബർ 5, ഉച്ചയ്ക്ക് 12',
        },
      }),
    );
    const { container } = renderWithProviders(<HomePage onBook={vi.fn()} />);
    const link = await vi.waitFor(() => {
      const found = container.querySelector<HTMLAnchorElement>('a[href^="https://wa.me/919847012345"]');
      if (!found) throw new Error('no festival link yet');
      return found;
    });
    expect(link.textContent).toContain('സെപ്റ്റംബർ 5, ഉച്ചയ്ക്ക് 12');
    expect(decodeURIComponent(link.href)).toContain('ഓണം സ്പെഷ്യൽ മന്തി');
  });
});

describe('storefront pictures', () => {
  it('shows the owner’s uploaded photos, and the drawings where none is uploaded or one fails', async () => {
    const photo = '0123456789abcdef01234567.webp';
    serveApi(
      storefrontRoutes({ settings: { signatureDishImage: photo, galleryImage2: 'fedcba9876543210fedcba98.webp' } }),
    );
    renderWithProviders(<HomePage onBook={vi.fn()} />);
    const dish = await screen.findByAltText(en.storefront.signature.imageAlt);
    await vi.waitFor(() => expect(dish.getAttribute('src')).toBe(`/event-images/${photo}`));
    expect(screen.getByAltText(en.storefront.gallery.pit.alt).getAttribute('src')).toBe('/images/gallery-1.svg');
    const rice = screen.getByAltText(en.storefront.gallery.rice.alt);
    expect(rice.getAttribute('src')).toBe('/event-images/fedcba9876543210fedcba98.webp');
    fireEvent.error(rice);
    expect(rice.getAttribute('src')).toBe('/images/gallery-2.svg');
  });
});
