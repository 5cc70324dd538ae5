import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inventoryEn } from '#shared/content/locales/inventory.en.ts';
import { inventoryMl } from '#shared/content/locales/inventory.ml.ts';
import type { ImportPlan } from '#shared/schemas/inventory.ts';
import { fail, ok, serveApi, type Reply } from '#web/test/fake-api.ts';
import { inventoryItem } from '#web/test/factories.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { InventoryTab } from './inventory-tab.tsx';

const en = inventoryEn;

const ITEMS = [
  inventoryItem(1001, 'Mutton', {
    category: 'Meat',
    quantity: 4,
    currentPrice: 800.5,
    priceHistory: [{ date: '2026-11-01T00:00:00.000Z', price: 800.5, changedBy: 'Anu' }],
  }),
];

const PLAN: ImportPlan = {
  added: [{ id: 2001, name: 'Saffron' }],
  changed: [{ id: 1001, name: 'Mutton', fields: ['quantity', 'currentPrice'] }],
  unchanged: 3,
};

let saved: { name: string; blob: Blob }[];
beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${next++}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => vi.restoreAllMocks());

function setup(answer: (body: { items: unknown; apply: boolean }) => Reply = () => ok({ data: PLAN, applied: false })) {
  const server = serveApi({
    'GET /api/inventory': () => ok({ data: ITEMS }),
    'POST /api/inventory/import': ({ body }) => answer(body as { items: unknown; apply: boolean }),
    'GET /api/inventory/export.csv': () => ({ body: 'csv' }),
  });
  renderWithProviders(<InventoryTab />, { url: '/roadmap?tab=inventory' });
  return server;
}

async function openModal(name = en.actions.importExport, title = en.transfer.heading) {
  await screen.findByRole('rowheader', { name: /^Mutton/ });
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.getByRole('dialog', { name: title });
}

const paste = (dialog: HTMLElement, text: string) =>
  fireEvent.change(within(dialog).getByLabelText(en.transfer.text), { target: { value: text } });

describe('import and export', () => {
  it("exports the items as the server answers them (the JSON export, prices in rupees), the server's CSV, and copies to the clipboard", async () => {
    setup();
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByRole('button', { name: en.transfer.json }));
    expect(saved[0]!.name).toBe('inventory.json');
    expect(JSON.parse(await saved[0]!.blob.text())).toEqual(ITEMS);
    expect(ITEMS[0]).toMatchObject({ currentPrice: 800.5, priceHistory: [{ price: 800.5 }] });

    fireEvent.click(within(dialog).getByRole('button', { name: en.transfer.csv }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]!.name).toBe('inventory.csv');

    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fireEvent.click(within(dialog).getByRole('button', { name: en.transfer.copy }));
    expect(await within(dialog).findByText('Data copied to clipboard')).toBeTruthy();
    expect(JSON.parse((writeText.mock.calls[0] as unknown as [string])[0])[0].currentPrice).toBe(800.5);
    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(within(dialog).getByRole('button', { name: en.transfer.copy }));
    expect(await within(dialog).findByText('Failed to copy to clipboard')).toBeTruthy();
  });

  it('says when the CSV cannot be exported', async () => {
    const server = setup();
    server.routes['GET /api/inventory/export.csv'] = () => fail(500, 'Broken');
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByRole('button', { name: en.transfer.csv }));
    expect(await within(dialog).findByText('Failed to export data')).toBeTruthy();
  });

  it("shows the import's messages when the import is refused", async () => {
    const server = setup(({ items }) =>
      Array.isArray(items)
        ? fail(400, "Missing required field 'lastUpdated' in one or more items", 'inventory.import.missingField', {
            field: 'items.0.lastUpdated',
            params: { field: 'lastUpdated', index: 0 },
          })
        : fail(400, 'Invalid data format: expected an array', 'inventory.import.notArray', { field: 'items' }),
    );
    const dialog = await openModal();
    paste(dialog, '[{"id": 1, "name": "Salt"}]');
    fireEvent.click(within(dialog).getByRole('button', { name: en.transfer.preview }));
    expect(
      await within(dialog).findByText("Import failed: Missing required field 'lastUpdated' in one or more items"),
    ).toBeTruthy();
    expect(server.calls.find((call) => call.path === '/api/inventory/import')!.body).toEqual({
      items: [{ id: 1, name: 'Salt' }],
      apply: false,
    });

    paste(dialog, '{"id": 1}');
    fireEvent.click(within(dialog).getByRole('button', { name: en.transfer.preview }));
    expect(await within(dialog).findByText('Import failed: Invalid data format: expected an array')).toBeTruthy();

    paste(dialog, '[{"id": 1');
    fireEvent.click(within(dialog).getByRole('button', { name: en.transfer.preview }));
    expect(await within(dialog).findByText(`Import failed: ${en.transfer.unreadable}`)).toBeTruthy();
    expect(screen.queryByTestId('import-plan')).toBeNull();
  });

  it('reads a CSV file, shows what it adds and changes, then applies it', async () => {
    const server = setup(({ apply }) => ok({ data: PLAN, applied: apply }));
    const dialog = await openModal();
    const csv =
      '"id","name","category","quantity","unit","currentPrice","isActive","minQuantity","notes","lastUpdated"\r\n1001,"Mutton","Meat",6,"kg",850.00,true,,,"2026-11-01T00:00:00.000Z"\r\n';
    const file = new File([csv], 'inventory.csv', { type: 'text/csv' });
    fireEvent.change(within(dialog).getByLabelText(en.transfer.file), { target: { files: [file] } });
    await waitFor(() =>
      expect((within(dialog).getByLabelText(en.transfer.text) as HTMLTextAreaElement).value).toContain('850.00'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: en.transfer.preview }));
    const plan = await within(dialog).findByTestId('import-plan');
    expect(within(plan).getByText('Adds 1 item')).toBeTruthy();
    expect(within(within(plan).getByTestId('import-added')).getByText('Saffron')).toBeTruthy();
    expect(within(plan).getByText('Changes 1 item')).toBeTruthy();
    expect(within(plan).getByText('Mutton: Quantity, Price')).toBeTruthy();
    expect(within(plan).getByText('3 items stay as they are')).toBeTruthy();
    expect(server.calls.find((call) => call.path === '/api/inventory/import')!.body).toEqual({
      apply: false,
      items: [
        {
          id: 1001,
          name: 'Mutton',
          category: 'Meat',
          quantity: 6,
          unit: 'kg',
          currentPrice: 850,
          isActive: true,
          lastUpdated: '2026-11-01T00:00:00.000Z',
          priceHistory: [],
        },
      ],
    });

    fireEvent.click(within(dialog).getByRole('button', { name: en.transfer.apply }));
    expect(await screen.findByText('Data imported successfully')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const applied = server.calls.filter((call) => call.path === '/api/inventory/import').at(-1)!;
    expect(applied.body).toMatchObject({ apply: true });
  });

  it("words the import's refusal in Malayalam", async () => {
    await switchLanguage('ml');
    setup(() =>
      fail(400, "Missing required field 'unit' in one or more items", 'inventory.import.missingField', {
        params: { field: 'unit', index: 0 },
      }),
    );
    const dialog = await openModal(inventoryMl.actions.importExport, inventoryMl.transfer.heading);
    fireEvent.change(within(dialog).getByLabelText(inventoryMl.transfer.text), { target: { value: '[{}]' } });
    fireEvent.click(within(dialog).getByRole('button', { name: inventoryMl.transfer.preview }));
    expect(
      await within(dialog).findByText("ഇംപോർട്ട് പരാജയപ്പെട്ടു: ഒന്നോ അതിലധികമോ സാധനങ്ങളിൽ നിർബന്ധമായ 'unit' എന്ന ഫീൽഡ് ഇല്ല"),
    ).toBeTruthy();
  });
});
