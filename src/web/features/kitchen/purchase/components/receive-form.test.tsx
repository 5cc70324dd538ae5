import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { purchaseEn } from '#shared/content/locales/owner-purchase.en.ts';
import { validationEn } from '#shared/content/locales/validation.en.ts';
import type { SupplierList } from '#shared/schemas/purchasing.ts';
import { fail, ok, serveApi, type Reply } from '#web/test/fake-api.ts';
import { errorOf, field, type } from '#web/test/form.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { ReceiveForm } from './receive-form.tsx';

const en = purchaseEn.receive;
const SUPPLIER: SupplierList = {
  name: 'Hameed',
  phone: null,
  language: 'en',
  lines: [
    { itemId: 1001, name: 'Goat meat', quantity: 20, unit: 'kg', packs: 20 },
    { itemId: 1004, name: 'Ghee', quantity: 2, unit: 'l', packs: 2 },
  ],
  text: '',
  whatsappUrl: null,
};
const quantity = (unit: string) => field(en.quantity.replace('{{unit}}', unit));
const price = (unit: string) => field(en.price.replace('{{unit}}', unit));
const save = () => fireEvent.click(screen.getByRole('button', { name: en.save }));

function setup(reply: Reply = ok({ data: { items: 2 } })) {
  const server = serveApi({ 'POST /api/purchase-deliveries': () => reply });
  const onDone = vi.fn();
  renderWithProviders(<ReceiveForm supplier={SUPPLIER} name="Hameed" onDone={onDone} onCancel={() => {}} />);
  const posts = () => server.calls.filter((call) => call.method === 'POST');
  return { onDone, posts };
}

describe('receiving a supplier’s delivery', () => {
  it('opens at the list’s quantities and saves what came, the prices in paise', async () => {
    const { onDone, posts } = setup();
    expect(quantity('kg').value).toBe('20');
    expect(price('kg').value).toBe('');
    type(en.quantity.replace('{{unit}}', 'kg'), '18.5');
    type(en.price.replace('{{unit}}', 'kg'), '800');
    type(en.price.replace('{{unit}}', 'l'), '612.50');
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(en.saved));
    expect(posts()[0]!.body).toEqual({
      lines: [
        { itemId: 1001, quantity: 18.5, pricePaise: 80000 },
        { itemId: 1004, quantity: 2, pricePaise: 61250 },
      ],
    });
  });

  it('puts each problem beside its field, the first one focused, and sends nothing', async () => {
    const { posts } = setup();
    type(en.quantity.replace('{{unit}}', 'l'), '0');
    type(en.price.replace('{{unit}}', 'kg'), '800');
    save();
    await waitFor(() => expect(errorOf(quantity('l'))).toBe(purchaseEn.validation.quantity));
    expect(errorOf(price('l'))).toBe(validationEn.money.empty);
    expect(errorOf(price('kg'))).toBeNull();
    expect(quantity('l').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(quantity('l'));
    expect(posts()).toHaveLength(0);
  });

  it('puts the server’s refusal of an item beside its line', async () => {
    const { onDone } = setup(
      fail(400, 'Unknown item', 'purchase.refusals.unknownItem', { field: 'lines.1.itemId', params: { id: 1004 } }),
    );
    type(en.price.replace('{{unit}}', 'kg'), '800');
    type(en.price.replace('{{unit}}', 'l'), '600');
    save();
    await waitFor(() => expect(errorOf(quantity('l'))).toBe(purchaseEn.refusals.unknownItem.replace('{{id}}', '1004')));
    expect(document.activeElement).toBe(quantity('l'));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says in the banner when the delivery could not be saved', async () => {
    setup(fail(500, 'Broken'));
    type(en.price.replace('{{unit}}', 'kg'), '800');
    type(en.price.replace('{{unit}}', 'l'), '600');
    save();
    expect(await screen.findByText(en.failed)).toBeTruthy();
  });
});
