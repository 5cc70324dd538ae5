import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminEventsEn } from '#shared/content/locales/admin-events.en.ts';
import { adminEventsMl } from '#shared/content/locales/admin-events.ml.ts';
import { fillText } from '#shared/content/text-store.ts';
import { coreEn } from '#shared/content/locales/core.en.ts';
import type { CatalogueItem } from '#shared/schemas/events.ts';
import { fail, ok, serveApi, type Call, type Routes } from '#web/test/fake-api.ts';
import { CATALOGUE } from '#web/test/factories.ts';
import { errorOf } from '#web/test/form.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { MenuCatalogueEditor } from './menu-catalogue-editor.tsx';

const en = adminEventsEn.menuCatalogue;
let calls: Call[];
let fetchMock: ReturnType<typeof serveApi>['fetchMock'];

function setup(overrides: Routes = {}) {
  ({ calls, fetchMock } = serveApi({
    'GET /api/menu-items': () => ok({ data: CATALOGUE }),
    'PUT /api/menu-items/:key': ({ params, body }) =>
      ok({ data: { ...CATALOGUE.find((item) => item.key === params.key)!, ...(body as Partial<CatalogueItem>) } }),
    ...overrides,
  }));
}

async function openEditor() {
  fireEvent.click(screen.getByRole('button', { name: en.open }));
  await screen.findByRole('form', { name: 'Combo Pack' });
}

const itemForm = (name: string) => within(screen.getByRole('form', { name }));
const itemField = (name: string, label: string) => itemForm(name).getByLabelText(label) as HTMLInputElement;
const puts = () => calls.filter((call) => call.method === 'PUT');

describe('menu catalogue editor', () => {
  beforeEach(() => setup());

  it('stays closed until asked, then lists every item with its English and Malayalam texts', async () => {
    renderWithProviders(<MenuCatalogueEditor />);
    const toggle = screen.getByRole('button', { name: en.open });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(calls).toEqual([]);

    fireEvent.click(toggle);
    expect(screen.getByRole('status').textContent).toContain(en.loading);
    await screen.findByRole('form', { name: 'Combo Pack' });
    expect(screen.getByRole('button', { name: en.close }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('form')).toHaveLength(CATALOGUE.length);
    expect(itemField('2 Piece Mutton Mandi', en.name).value).toBe('2 Piece Mutton Mandi');
    expect(itemField('2 Piece Mutton Mandi', en.nameMl).value).toBe('2 പീസ് മട്ടൺ മന്തി');
    expect(itemField('2 Piece Mutton Mandi', en.nameMl).lang).toBe('ml');
    expect(itemField('2 Piece Mutton Mandi', en.descriptionMl).value).toBe('രണ്ട് കഷണം മട്ടൺ');
    expect(itemForm('2 Piece Mutton Mandi').getByText('Catalogue price ₹1,400')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: en.close }));
    expect(screen.queryByRole('form', { name: 'Combo Pack' })).toBeNull();
  });

  it('saves one item’s texts, trimmed, says so, and sends no price or key', async () => {
    renderWithProviders(<MenuCatalogueEditor />);
    await openEditor();
    fireEvent.change(itemField('Combo Pack', en.name), { target: { value: ' Family Combo ' } });
    fireEvent.change(itemField('Combo Pack', en.descriptionMl), { target: { value: ' രണ്ടുപേർക്ക് ' } });

    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementationOnce(async (...args) => {
      await gate;
      return answer(...args);
    });
    fireEvent.click(itemForm('Combo Pack').getByRole('button', { name: en.save }));
    const saving = await itemForm('Combo Pack').findByRole('button', { name: en.saving });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    release();

    await screen.findByText('“Family Combo” saved');
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.path).toBe('/api/menu-items/combo');
    expect(puts()[0]!.body).toEqual({
      name: 'Family Combo',
      description: 'Beef ribs and mutton',
      nameMl: 'കോംബോ പാക്ക്',
      descriptionMl: 'രണ്ടുപേർക്ക്',
    });
    expect(itemField('Combo Pack', en.name).value).toBe('Family Combo');
    // The catalogue is read again, so the event form shows the new names.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/menu-items')).toHaveLength(2));
  });

  it('shows its problems next to the fields and sends nothing', async () => {
    renderWithProviders(<MenuCatalogueEditor />);
    await openEditor();
    fireEvent.change(itemField('Fish Mandi', en.name), { target: { value: '   ' } });
    fireEvent.change(itemField('Fish Mandi', en.nameMl), { target: { value: 'മ'.repeat(81) } });
    fireEvent.change(itemField('Fish Mandi', en.description), { target: { value: 'x'.repeat(301) } });
    fireEvent.click(itemForm('Fish Mandi').getByRole('button', { name: en.save }));

    await waitFor(() =>
      expect(errorOf(itemField('Fish Mandi', en.name))).toBe(adminEventsEn.validation.itemNameRequired),
    );
    expect(errorOf(itemField('Fish Mandi', en.nameMl))).toBe(adminEventsEn.validation.itemNameTooLong);
    expect(errorOf(itemField('Fish Mandi', en.description))).toBe(adminEventsEn.validation.itemDescriptionTooLong);
    expect(errorOf(itemField('Fish Mandi', en.descriptionMl))).toBeNull();
    expect(itemField('Fish Mandi', en.name).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(itemField('Fish Mandi', en.name)));
    expect(puts()).toEqual([]);

    // Fixing a field clears its message.
    fireEvent.change(itemField('Fish Mandi', en.name), { target: { value: 'Fish' } });
    await waitFor(() => expect(errorOf(itemField('Fish Mandi', en.name))).toBeNull());
    expect(errorOf(itemField('Fish Mandi', en.nameMl))).toBe(adminEventsEn.validation.itemNameTooLong);
  });

  it('puts the server’s field refusal next to the field, and words its other refusals', async () => {
    setup({
      'PUT /api/menu-items/:key': () =>
        fail(
          400,
          'Invalid nameMl: Menu item name must be at most 80 characters',
          'adminEvents.validation.itemNameTooLong',
          {
            field: 'nameMl',
          },
        ),
    });
    renderWithProviders(<MenuCatalogueEditor />);
    await openEditor();
    fireEvent.click(itemForm('Chicken Mandi').getByRole('button', { name: en.save }));
    await waitFor(() =>
      expect(errorOf(itemField('Chicken Mandi', en.nameMl))).toBe(adminEventsEn.validation.itemNameTooLong),
    );

    setup({
      'GET /api/menu-items': () => ok({ data: CATALOGUE }),
      'PUT /api/menu-items/:key': () =>
        fail(404, 'There is no menu item “chicken-mandi” any more.', 'adminEvents.menuCatalogue.unknownItem', {
          params: { key: 'chicken-mandi' },
        }),
    });
    fireEvent.click(itemForm('Chicken Mandi').getByRole('button', { name: en.save }));
    const alert = await itemForm('Chicken Mandi').findByRole('alert');
    expect(alert.textContent).toContain(en.saveFailed);
    expect(alert.textContent).toContain(fillText(en.unknownItem, { key: 'chicken-mandi' }));

    setup({ 'GET /api/menu-items': () => ok({ data: CATALOGUE }), 'PUT /api/menu-items/:key': () => 'network' });
    fireEvent.click(itemForm('Chicken Mandi').getByRole('button', { name: en.save }));
    await waitFor(() =>
      expect(itemForm('Chicken Mandi').getByRole('alert').textContent).toBe(coreEn.common.unableToConnect),
    );
  });

  it('says when the catalogue cannot be loaded, and loads it on retry', async () => {
    let failing = true;
    setup({
      'GET /api/menu-items': () => (failing ? fail(500, 'Internal Server Error') : ok({ data: CATALOGUE })),
    });
    renderWithProviders(<MenuCatalogueEditor />);
    fireEvent.click(screen.getByRole('button', { name: en.open }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain(en.loadFailed);
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: en.retry }));
    await screen.findByRole('form', { name: 'Combo Pack' });
  });

  it('speaks Malayalam', async () => {
    await switchLanguage('ml');
    const ml = adminEventsMl.menuCatalogue;
    renderWithProviders(<MenuCatalogueEditor />);
    fireEvent.click(screen.getByRole('button', { name: ml.open }));
    await screen.findByRole('form', { name: 'Combo Pack' });
    expect(itemField('Combo Pack', ml.nameMl).value).toBe('കോംബോ പാക്ക്');
    fireEvent.change(itemField('Combo Pack', ml.name), { target: { value: '' } });
    fireEvent.click(itemForm('Combo Pack').getByRole('button', { name: ml.save }));
    await waitFor(() =>
      expect(errorOf(itemField('Combo Pack', ml.name))).toBe(adminEventsMl.validation.itemNameRequired),
    );
  });
});
