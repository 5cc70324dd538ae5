import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminSettingsEn } from '#shared/content/locales/admin-settings.en.ts';
import { adminSettingsMl } from '#shared/content/locales/admin-settings.ml.ts';
import type { Coupon } from '#shared/schemas/coupons.ts';
import { fail, ok, serveApi, type Call, type Routes } from '#web/test/fake-api.ts';
import { errorOf } from '#web/test/form.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { CouponsSection } from './components/coupons-section.tsx';

const en = adminSettingsEn.coupons;
const ml = adminSettingsMl.coupons;

const coupon = (overrides: Partial<Coupon>): Coupon => ({
  id: 1,
  code: 'FMANDI20',
  discountPercent: 20,
  endsOn: null,
  useLimit: null,
  active: true,
  uses: 4,
  createdAt: '2026-11-26T12:00:00.000Z',
  ...overrides,
});

/** The server's duplicate-code refusal, as it answers it: sentence, text key, and the field it is about. */
const duplicate = () =>
  fail(409, adminSettingsEn.coupons.refusals.duplicate, 'adminSettings.coupons.refusals.duplicate', {
    field: 'code',
  });

let calls: Call[];
let routes: Routes;
let coupons: Coupon[];

beforeEach(() => {
  coupons = [
    coupon({}),
    coupon({ id: 2, code: 'ONAM', discountPercent: 30, endsOn: '2025-09-15', useLimit: 3, uses: 3 }),
  ];
  ({ calls, routes } = serveApi({
    'GET /api/coupons': () => ok({ data: coupons }),
    'POST /api/coupons': ({ body }) => {
      const created = coupon({ ...(body as Partial<Coupon>), id: coupons.length + 1, uses: 0 });
      coupons = [...coupons, created];
      return { status: 201, body: { success: true, coupon: created } };
    },
    'PUT /api/coupons/:id': ({ params, body }) => {
      coupons = coupons.map((one) => (one.id === Number(params.id) ? { ...one, ...(body as Partial<Coupon>) } : one));
      return ok({ coupon: coupons.find((one) => one.id === Number(params.id)) });
    },
  }));
});

const sent = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
const row = async (code: string) => within(await screen.findByTestId(`coupon-${code}`));
const addForm = () => within(screen.getByRole('form', { name: en.addTitle }));
const typeIn = (scope: ReturnType<typeof within>, label: string, value: string) =>
  fireEvent.change(scope.getByLabelText(label), { target: { value } });

describe('coupons in the admin’s settings', () => {
  it('lists each code with its percentage, last day, limit, uses and state, loading first', async () => {
    renderWithProviders(<CouponsSection />);
    expect(screen.getByText(en.loading)).toBeTruthy();
    const seeded = await row('FMANDI20');
    expect(seeded.getByText('20% off')).toBeTruthy();
    expect(seeded.getByText(en.noEnd)).toBeTruthy();
    expect(seeded.getByText('Used 4 times')).toBeTruthy();
    expect(seeded.getByText(en.active)).toBeTruthy();
    const onam = await row('ONAM');
    expect(onam.getByText('30% off')).toBeTruthy();
    expect(onam.getByText('Last day Monday, 15 September 2025')).toBeTruthy();
    expect(onam.getByText('Used 3 of 3')).toBeTruthy();
    expect(onam.getByText(en.ended)).toBeTruthy();
    expect(onam.getByText(en.usedUp)).toBeTruthy();
  });

  it('says when there are no codes yet, and when the list cannot be loaded (with Try again)', async () => {
    coupons = [];
    const working = routes['GET /api/coupons']!;
    routes['GET /api/coupons'] = () => fail(500, 'boom');
    renderWithProviders(<CouponsSection />);
    expect((await screen.findByRole('alert')).textContent).toContain(en.loadFailed);
    routes['GET /api/coupons'] = working;
    fireEvent.click(screen.getByRole('button', { name: adminSettingsEn.retry }));
    expect(await screen.findByText(en.empty)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds a code: each problem beside its field first, the server’s refusal worded beside the code', async () => {
    renderWithProviders(<CouponsSection />);
    await row('FMANDI20');
    const form = addForm();
    typeIn(form, en.code, 'ab');
    typeIn(form, en.discountPercent, '0');
    typeIn(form, en.useLimit, '0');
    fireEvent.click(form.getByRole('button', { name: en.add }));
    await waitFor(() => expect(errorOf(form.getByLabelText(en.code))).toBe(en.validation.code));
    expect(errorOf(form.getByLabelText(en.discountPercent))).toBe(en.validation.discountPercent);
    expect(errorOf(form.getByLabelText(en.useLimit))).toBe(en.validation.useLimit);
    expect(errorOf(form.getByLabelText(en.endsOn))).toBe(en.endsOnHint);
    await waitFor(() => expect(document.activeElement).toBe(form.getByLabelText(en.code)));
    expect(sent('POST', '/api/coupons')).toEqual([]);

    routes['POST /api/coupons'] = duplicate;
    typeIn(form, en.code, 'fmandi20');
    typeIn(form, en.discountPercent, '10');
    typeIn(form, en.useLimit, '');
    fireEvent.click(form.getByRole('button', { name: en.add }));
    await waitFor(() => expect(errorOf(form.getByLabelText(en.code))).toBe(en.refusals.duplicate));
    expect(sent('POST', '/api/coupons')[0]!.body).toEqual({
      code: 'FMANDI20',
      discountPercent: 10,
      endsOn: null,
      useLimit: null,
    });
  });

  it('adds a code with its last day and limit, and lists it', async () => {
    renderWithProviders(<CouponsSection />);
    await row('FMANDI20');
    const form = addForm();
    typeIn(form, en.code, ' onam-25 ');
    typeIn(form, en.discountPercent, '25');
    typeIn(form, en.endsOn, '2099-09-15');
    typeIn(form, en.useLimit, '40');
    fireEvent.click(form.getByRole('button', { name: en.add }));
    expect(await screen.findByText('Coupon ONAM-25 added')).toBeTruthy();
    expect(sent('POST', '/api/coupons')[0]!.body).toEqual({
      code: 'ONAM-25',
      discountPercent: 25,
      endsOn: '2099-09-15',
      useLimit: 40,
    });
    const added = await row('ONAM-25');
    expect(added.getByText('Used 0 of 40')).toBeTruthy();
    expect((form.getByLabelText(en.code) as HTMLInputElement).value).toBe('');
  });

  it('deactivates and reactivates a code in one press, keeping the rest as it is', async () => {
    renderWithProviders(<CouponsSection />);
    const seeded = await row('FMANDI20');
    fireEvent.click(seeded.getByRole('button', { name: en.deactivate }));
    expect(await screen.findByText('Coupon FMANDI20 deactivated')).toBeTruthy();
    expect(sent('PUT', '/api/coupons/1')[0]!.body).toEqual({
      discountPercent: 20,
      endsOn: null,
      useLimit: null,
      active: false,
    });
    await waitFor(() => expect(seeded.getByText(en.inactive)).toBeTruthy());
    fireEvent.click(seeded.getByRole('button', { name: en.reactivate }));
    expect(await screen.findByText('Coupon FMANDI20 reactivated')).toBeTruthy();
    expect(sent('PUT', '/api/coupons/1')[1]!.body).toMatchObject({ active: true });
  });

  it('edits a code’s percentage, last day and limit (never its code)', async () => {
    renderWithProviders(<CouponsSection />);
    const onam = await row('ONAM');
    fireEvent.click(onam.getByRole('button', { name: en.edit }));
    const editor = within(onam.getByRole('form', { name: 'Edit ONAM' }));
    expect(editor.queryByLabelText(en.code)).toBeNull();
    expect((editor.getByLabelText(en.discountPercent) as HTMLInputElement).value).toBe('30');
    expect((editor.getByLabelText(en.endsOn) as HTMLInputElement).value).toBe('2025-09-15');
    typeIn(editor, en.discountPercent, '150');
    fireEvent.click(editor.getByRole('button', { name: en.save }));
    await waitFor(() => expect(errorOf(editor.getByLabelText(en.discountPercent))).toBe(en.validation.discountPercent));
    expect(sent('PUT', '/api/coupons/2')).toEqual([]);

    typeIn(editor, en.discountPercent, '35');
    typeIn(editor, en.endsOn, '2099-12-31');
    typeIn(editor, en.useLimit, '');
    fireEvent.click(editor.getByRole('button', { name: en.save }));
    expect(await screen.findByText('Coupon ONAM saved')).toBeTruthy();
    expect(sent('PUT', '/api/coupons/2')[0]!.body).toEqual({
      discountPercent: 35,
      endsOn: '2099-12-31',
      useLimit: null,
      active: true,
    });
    await waitFor(() => expect(onam.queryByRole('form')).toBeNull());
    expect(onam.getByText('Used 3 times')).toBeTruthy();
  });

  it('speaks Malayalam, the server’s refusals included', async () => {
    await switchLanguage('ml');
    routes['POST /api/coupons'] = duplicate;
    routes['PUT /api/coupons/:id'] = () =>
      fail(404, adminSettingsEn.coupons.refusals.notFound, 'adminSettings.coupons.refusals.notFound');
    renderWithProviders(<CouponsSection />);
    const seeded = await row('FMANDI20');
    expect(screen.getByRole('heading', { name: ml.title })).toBeTruthy();
    expect(seeded.getByText('20% കിഴിവ്')).toBeTruthy();
    fireEvent.click(seeded.getByRole('button', { name: ml.deactivate }));
    expect((await seeded.findByRole('alert')).textContent).toContain(ml.refusals.notFound);

    const form = within(screen.getByRole('form', { name: ml.addTitle }));
    typeIn(form, ml.code, 'FMANDI20');
    typeIn(form, ml.discountPercent, '10');
    fireEvent.click(form.getByRole('button', { name: ml.add }));
    await waitFor(() => expect(errorOf(form.getByLabelText(ml.code))).toBe(ml.refusals.duplicate));
  });
});
