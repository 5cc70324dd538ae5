import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminEventsEn as en } from '#shared/content/locales/admin-events.en.ts';
import { adminEventsMl as ml } from '#shared/content/locales/admin-events.ml.ts';
import { fail, ok, serveApi, type Call, type Routes } from '#web/test/fake-api.ts';
import { CATALOGUE, makeCatalogueEvent } from '#web/test/factories.ts';
import { errorOf, field, type } from '#web/test/form.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { EventForm } from './event-form.tsx';

let calls: Call[];

function setup(overrides: Routes = {}) {
  ({ calls } = serveApi({
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
  renderWithProviders(<EventForm event={event} onSaved={onSaved} onCancel={vi.fn()} />);
  return { onSaved };
}

function fillRequired() {
  type(en.form.title, 'Onam Mandi');
  type(en.form.date, '2026-09-05');
  type(en.form.description, 'Pit-cooked for Onam.');
}

const sent = (method: string) => calls.filter((call) => call.method === method && call.path.startsWith('/api/events'));

describe('event form: the title and description in Malayalam', () => {
  beforeEach(() => setup());

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
    expect(errorOf(field(en.form.titleMl))).toBe(en.validation.titleTooLong);
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
});
