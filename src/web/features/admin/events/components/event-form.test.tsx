import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminEventsEn } from '#shared/content/locales/admin-events.en.ts';
import { adminEventsMl } from '#shared/content/locales/admin-events.ml.ts';
import { fillText } from '#shared/content/text-store.ts';
import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import { DEFAULT_EVENT_IMAGE_URL } from '#shared/domain/event-image.ts';
import { validationEn } from '#shared/content/locales/validation.en.ts';
import { fail, ok, serveApi, type Call, type Routes } from '#web/test/fake-api.ts';
import { CATALOGUE, makeCatalogueEvent } from '#web/test/factories.ts';
import { errorOf, field, type } from '#web/test/form.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { EventForm } from './event-form.tsx';

const en = adminEventsEn;
const SALE_DAY = addDays(todayInKerala(), 30);
let calls: Call[];
let routes: Routes;

function setup(overrides: Routes = {}) {
  ({ calls, routes } = serveApi({
    'GET /api/menu-items': () => ok({ data: CATALOGUE }),
    'POST /api/events': ({ body }) => ({
      status: 201,
      body: { success: true, event: makeCatalogueEvent(body as object) },
    }),
    ...overrides,
  }));
}

function renderForm(event?: ReturnType<typeof makeCatalogueEvent>) {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(<EventForm event={event} onSaved={onSaved} onCancel={onCancel} />);
  return { onSaved, onCancel };
}

const itemCheckbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const itemPrice = (name: string) => screen.getByLabelText(`${name}: ${en.form.customPrice}`) as HTMLInputElement;

function fillRequired() {
  type(en.form.title, '  Onam Mandi Night ');
  type(en.form.date, SALE_DAY);
  type(en.form.description, 'Pit-cooked mutton and beef ribs.');
}

const posted = () => calls.filter((call) => call.method === 'POST' && call.path === '/api/events');

describe('event form', () => {
  beforeEach(() => {
    setup();
  });

  it('starts a new event with the product’s defaults and every catalogue item at its catalogue price', async () => {
    renderForm();
    expect(screen.getByRole('heading', { name: en.form.createTitle })).toBeTruthy();
    expect(field(en.form.maxOrders).value).toBe('50');
    expect(field(en.form.badge).value).toBe('Limited Slots');
    expect(field(en.form.buttonText).value).toBe('Book Now');
    expect(field(en.form.title).value).toBe('');
    expect((screen.getByRole('checkbox', { name: en.form.isActive }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: en.form.isValentine }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByTestId('event-image-preview').getAttribute('src')).toBe(DEFAULT_EVENT_IMAGE_URL);
    expect(screen.getByText(en.form.defaultImageInUse)).toBeTruthy();

    await screen.findByText('Fish Mandi');
    for (const item of CATALOGUE) {
      expect(itemCheckbox(item.name).checked).toBe(true);
      expect(itemPrice(item.name).value).toBe('');
      expect(itemPrice(item.name).placeholder).toBe(String(item.price));
    }
    expect(screen.getByText('Catalogue price ₹1,400')).toBeTruthy();
  });

  it('shows the product’s validation messages next to the fields and sends nothing', async () => {
    renderForm();
    await screen.findByText('Fish Mandi');
    type(en.form.badge, '');
    type(en.form.maxOrders, '0');
    fireEvent.click(screen.getByRole('button', { name: en.form.create }));

    await waitFor(() => expect(errorOf(field(en.form.title))).toBe('Event title is required'));
    expect(errorOf(field(en.form.date))).toBe('Event date is required');
    expect(errorOf(field(en.form.description))).toBe('Event description is required');
    expect(errorOf(field(en.form.maxOrders))).toBe('Maximum orders must be greater than 0');
    expect(field(en.form.title).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('Failed to save event');
    await waitFor(() => expect(document.activeElement).toBe(field(en.form.title)));

    type(en.form.maxOrders, '');
    fireEvent.click(screen.getByRole('button', { name: en.form.create }));
    expect(errorOf(field(en.form.maxOrders))).toBe('Maximum orders must be greater than 0');
    type(en.form.maxOrders, '2.5');
    type(en.form.title, 'Fixed');
    await waitFor(() => expect(errorOf(field(en.form.title))).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: en.form.create }));
    await waitFor(() => expect(errorOf(field(en.form.maxOrders))).toBe('Maximum orders must be a whole number'));
    expect(posted()).toEqual([]);
  });

  it('sends the trimmed event with custom prices; an empty price keeps the catalogue price', async () => {
    const { onSaved } = renderForm();
    await screen.findByText('Fish Mandi');
    fillRequired();
    type(en.form.maxOrders, '30');
    fireEvent.change(itemPrice('2 Piece Mutton Mandi'), { target: { value: '1250' } });
    fireEvent.change(itemPrice('Combo Pack'), { target: { value: '899.5' } });
    fireEvent.click(itemCheckbox('Chicken Mandi'));
    fireEvent.click(itemCheckbox('Fish Mandi'));
    expect(itemPrice('Fish Mandi').disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: en.form.isValentine }));
    fireEvent.click(screen.getByRole('button', { name: en.form.create }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('created'));
    expect(posted()).toHaveLength(1);
    expect(posted()[0]!.body).toEqual({
      title: 'Onam Mandi Night',
      date: SALE_DAY,
      description: 'Pit-cooked mutton and beef ribs.',
      titleMl: '',
      descriptionMl: '',
      maxOrders: 30,
      image: 'event-default.jpg',
      badge: 'Limited Slots',
      buttonText: 'Book Now',
      badgeMl: '',
      buttonTextMl: '',
      isValentine: true,
      isActive: true,
      menuItems: {
        'beef-2pc': { enabled: true, price: 1250 },
        combo: { enabled: true, price: 899.5 },
        'mutton-2pc': { enabled: true },
        'chicken-mandi': { enabled: false },
        'fish-mandi': { enabled: false },
      },
    });
  });

  it('refuses a negative price next to that item', async () => {
    renderForm();
    await screen.findByText('Fish Mandi');
    fillRequired();
    fireEvent.change(itemPrice('Combo Pack'), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: en.form.create }));
    await waitFor(() => expect(errorOf(itemPrice('Combo Pack'))).toBe(validationEn.money.notRupees));
    expect(document.activeElement).toBe(itemPrice('Combo Pack'));
    expect(errorOf(itemPrice('Fish Mandi'))).toBeNull();
    expect(posted()).toEqual([]);
  });

  it('refuses a price typed as 1e3 or 10.555 next to that item, never reading it as ₹1,000 or ₹10.56', async () => {
    renderForm();
    await screen.findByText('Fish Mandi');
    fillRequired();
    fireEvent.change(itemPrice('Combo Pack'), { target: { value: '1e3' } });
    fireEvent.change(itemPrice('Fish Mandi'), { target: { value: '10.555' } });
    fireEvent.click(screen.getByRole('button', { name: en.form.create }));
    await waitFor(() => expect(errorOf(itemPrice('Combo Pack'))).toBe(validationEn.money.notRupees));
    expect(errorOf(itemPrice('Fish Mandi'))).toBe(validationEn.money.decimals);
    expect(posted()).toEqual([]);
  });

  it('refuses a day already gone next to the date and sends nothing', async () => {
    renderForm();
    await screen.findByText('Fish Mandi');
    fillRequired();
    type(en.form.date, addDays(todayInKerala(), -1));
    fireEvent.click(screen.getByRole('button', { name: en.form.create }));
    await waitFor(() => expect(errorOf(field(en.form.date))).toBe(en.validation.datePast));
    expect(posted()).toEqual([]);
  });

  it('edits an event: its values and prices are filled in and the whole event is sent back', async () => {
    const event = makeCatalogueEvent({
      id: 7,
      title: 'Christmas Mandi',
      maxOrders: 20,
      badge: 'Few left',
      image: 'a1b2c3.webp',
      isValentine: true,
      menuItems: {
        'beef-2pc': { enabled: true, price: 1500 },
        combo: { enabled: false },
        'mutton-2pc': { enabled: true },
        'chicken-mandi': { enabled: true },
        'fish-mandi': { enabled: true },
      },
    });
    setup({ 'PUT /api/events/7': ({ body }) => ok({ event: { ...event, ...(body as object) } }) });
    const { onSaved } = renderForm(event);
    expect(screen.getByRole('heading', { name: en.form.editTitle })).toBeTruthy();
    await screen.findByText('Fish Mandi');
    expect(field(en.form.title).value).toBe('Christmas Mandi');
    expect(field(en.form.maxOrders).value).toBe('20');
    expect(itemPrice('2 Piece Mutton Mandi').value).toBe('1500');
    expect(itemCheckbox('Combo Pack').checked).toBe(false);
    expect(screen.getByTestId('event-image-preview').getAttribute('src')).toBe('/event-images/a1b2c3.webp');

    fireEvent.change(itemPrice('2 Piece Mutton Mandi'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: en.form.save }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('updated'));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toMatchObject({
      title: 'Christmas Mandi',
      maxOrders: 20,
      badge: 'Few left',
      image: 'a1b2c3.webp',
      isValentine: true,
      isActive: true,
      menuItems: { 'beef-2pc': { enabled: true }, combo: { enabled: false } },
    });
  });

  it('puts the server’s field errors next to the field, and its other refusals under the action’s title', async () => {
    setup({
      'POST /api/events': () =>
        fail(
          400,
          'Invalid maxOrders: Maximum orders must be at most 100,000',
          'adminEvents.validation.maxOrdersTooLarge',
          { field: 'maxOrders' },
        ),
    });
    const { onSaved } = renderForm();
    await screen.findByText('Fish Mandi');
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: en.form.create }));
    await waitFor(() => expect(errorOf(field(en.form.maxOrders))).toBe(en.validation.maxOrdersTooLarge));
    expect(screen.getByRole('alert').textContent).toContain('Failed to create event');

    routes['POST /api/events'] = () => fail(400, 'Unknown menu item "lamb"');
    fireEvent.click(screen.getByRole('button', { name: en.form.create }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Unknown menu item "lamb"'));
    routes['POST /api/events'] = () => 'network';
    fireEvent.click(screen.getByRole('button', { name: en.form.create }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Unable to connect to server'));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('uploads a picture, shows it, and saves the stored name as the event’s image', async () => {
    setup({
      'POST /api/events/images': () => ({
        status: 201,
        body: { success: true, image: 'f00d.webp', url: '/event-images/f00d.webp' },
      }),
    });
    const { onSaved } = renderForm();
    await screen.findByText('Fish Mandi');
    const input = screen.getByLabelText(en.form.uploadImage) as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'pit.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });

    await screen.findByText(en.form.uploaded);
    expect(screen.getByTestId('event-image-preview').getAttribute('src')).toBe('/event-images/f00d.webp');
    const upload = calls.find((call) => call.path === '/api/events/images')!;
    expect((upload.body as FormData).get('file')).toBeInstanceOf(File);

    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: en.form.create }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posted()[0]!.body).toMatchObject({ image: 'f00d.webp' });

    fireEvent.click(screen.getByRole('button', { name: en.form.useDefaultImage }));
    expect(screen.getByTestId('event-image-preview').getAttribute('src')).toBe(DEFAULT_EVENT_IMAGE_URL);
  });

  it('refuses other file types and big files before uploading, and shows the server’s refusal', async () => {
    setup({ 'POST /api/events/images': () => fail(400, en.validation.imageType, 'adminEvents.validation.imageType') });
    renderForm();
    const input = screen.getByLabelText(en.form.uploadImage) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['gif'], 'a.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText(en.validation.imageType)).toBeTruthy();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(en.validation.imageSize)).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/events/images')).toBe(false);

    // A file that claims to be a PNG but is not: the server looks at the bytes.
    fireEvent.change(input, { target: { files: [new File(['nope'], 'fake.png', { type: 'image/png' })] } });
    expect(await screen.findByText(en.validation.imageType)).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/events/images')).toHaveLength(1);
  });

  it('keeps working when the catalogue cannot be loaded, and says so', async () => {
    setup({ 'GET /api/menu-items': () => fail(500, 'Something went wrong on our side. Please try again.') });
    renderForm(makeCatalogueEvent({ menuItems: { combo: { enabled: true, price: 900 } } }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en.form.menuFailed);
    expect(within(alert).getByRole('button', { name: en.form.retry })).toBeTruthy();
    // The event's own items stay editable.
    expect(itemPrice('Item “combo”').value).toBe('900');
  });

  it('speaks Malayalam', async () => {
    await switchLanguage('ml');
    renderForm();
    const ml = adminEventsMl;
    expect(screen.getByRole('heading', { name: ml.form.createTitle })).toBeTruthy();
    type(ml.form.maxOrders, '0');
    fireEvent.click(screen.getByRole('button', { name: ml.form.create }));
    await waitFor(() => expect(errorOf(field(ml.form.title))).toBe(ml.validation.titleRequired));
    expect(errorOf(field(ml.form.maxOrders))).toBe(ml.validation.maxOrdersRequired);
    expect(screen.getByRole('alert').textContent).toContain(ml.errors.saveFailed);
  });
});

describe('event form: the title and description in Malayalam', () => {
  beforeEach(() => setup());
  const ml = adminEventsMl;
  const fillRequired = () => {
    type(en.form.title, 'Onam Mandi');
    type(en.form.date, SALE_DAY);
    type(en.form.description, 'Pit-cooked for Onam.');
  };
  const sent = (method: string) =>
    calls.filter((call) => call.method === method && call.path.startsWith('/api/events'));

  it('offers both, marked as Malayalam, with the hint that the English shows where they are empty', async () => {
    renderForm();
    await screen.findByText('Fish Mandi');
    for (const label of [en.form.titleMl, en.form.descriptionMl]) {
      expect(field(label).value).toBe('');
      expect(field(label).lang).toBe('ml');
      expect(field(label).getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(field(label).getAttribute('aria-describedby')!)?.textContent).toBe(
        en.form.inMalayalamHint,
      );
    }
    expect(field(en.form.descriptionMl).tagName).toBe('TEXTAREA');
  });

  it('sends them trimmed with a new event', async () => {
    const { onSaved } = renderForm();
    await screen.findByText('Fish Mandi');
    fillRequired();
    type(en.form.titleMl, '  ഓണം മന്തി ');
    type(en.form.descriptionMl, ' ഓണത്തിന് കുഴിയിൽ വേവിച്ചത്. ');
    fireEvent.click(screen.getByRole('button', { name: en.form.create }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('created'));
    expect(sent('POST')[0]!.body).toMatchObject({
      title: 'Onam Mandi',
      titleMl: 'ഓണം മന്തി',
      descriptionMl: 'ഓണത്തിന് കുഴിയിൽ വേവിച്ചത്.',
    });
  });

  it('fills them in when editing, and sends the changes back', async () => {
    const event = makeCatalogueEvent({ id: 9, titleMl: 'ക്രിസ്മസ് മന്തി', descriptionMl: 'പഴയ വിവരണം' });
    setup({ 'PUT /api/events/9': ({ body }) => ok({ event: { ...event, ...(body as object) } }) });
    const { onSaved } = renderForm(event);
    await screen.findByText('Fish Mandi');
    expect(field(en.form.titleMl).value).toBe('ക്രിസ്മസ് മന്തി');
    expect(field(en.form.descriptionMl).value).toBe('പഴയ വിവരണം');
    type(en.form.descriptionMl, '');
    fireEvent.click(screen.getByRole('button', { name: en.form.save }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('updated'));
    expect(sent('PUT')[0]!.body).toMatchObject({ titleMl: 'ക്രിസ്മസ് മന്തി', descriptionMl: '' });
  });

  it('shows a Malayalam text that is too long next to its field, and the server’s refusal there too', async () => {
    renderForm();
    await screen.findByText('Fish Mandi');
    fillRequired();
    type(en.form.titleMl, 'മ'.repeat(201));
    fireEvent.click(screen.getByRole('button', { name: en.form.create }));
    await waitFor(() => expect(errorOf(field(en.form.titleMl))).toBe(en.validation.titleTooLong));
    expect(errorOf(field(en.form.title))).toBeNull();
    expect(sent('POST')).toEqual([]);

    setup({
      'POST /api/events': () =>
        fail(
          400,
          'Invalid descriptionMl: Event description must be at most 2,000 characters',
          'adminEvents.validation.descriptionTooLong',
          {
            field: 'descriptionMl',
          },
        ),
    });
    type(en.form.titleMl, 'ഓണം');
    fireEvent.click(screen.getByRole('button', { name: en.form.create }));
    await waitFor(() => expect(errorOf(field(en.form.descriptionMl))).toBe(en.validation.descriptionTooLong));
  });

  it('speaks Malayalam', async () => {
    await switchLanguage('ml');
    renderForm();
    expect(field(ml.form.titleMl).lang).toBe('ml');
    expect(field(ml.form.descriptionMl)).toBeTruthy();
    expect(screen.getAllByText(ml.form.inMalayalamHint).length).toBeGreaterThanOrEqual(2);
  });

  it('says why a capacity cannot go below the slots already taken, in the owner’s language', async () => {
    const event = makeCatalogueEvent({ id: 9, maxOrders: 10 });
    setup({
      'PUT /api/events/9': () =>
        fail(409, 'Capacity below taken', 'adminEvents.refusals.capacityBelowTaken', {
          params: { taken: 7, maxOrders: 5 },
        }),
    });
    await switchLanguage('ml');
    renderForm(event);
    await screen.findByText('Fish Mandi');
    type(ml.form.maxOrders, '5');
    fireEvent.click(screen.getByRole('button', { name: ml.form.save }));
    const expected = fillText(ml.refusals.capacityBelowTaken, { taken: '7', maxOrders: '5' });
    expect((await screen.findByRole('alert')).textContent).toContain(expected);
  });
});
