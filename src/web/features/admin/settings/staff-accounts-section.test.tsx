import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_SETTINGS } from '#shared/content/business-defaults.ts';
import { adminSettingsEn } from '#shared/content/locales/admin-settings.en.ts';
import { adminSettingsMl } from '#shared/content/locales/admin-settings.ml.ts';
import type { Account } from '#shared/schemas/users.ts';
import { fail, ok, serveApi, type Call, type Routes } from '#web/test/fake-api.ts';
import { errorOf } from '#web/test/form.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { SettingsTab } from './settings-tab.tsx';

const en = adminSettingsEn;
const ml = adminSettingsMl;
const me = { id: 1, username: 'owner', role: 'admin', displayName: 'Shameer', email: '' } as const;
const account = (overrides: Partial<Account>): Account => ({
  id: 1,
  username: 'owner',
  role: 'admin',
  displayName: 'Shameer',
  email: '',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const wrongPassword = () =>
  fail(400, 'Your current password is not right', 'adminSettings.password.currentWrong', { field: 'currentPassword' });
const tooManyTries = () =>
  fail(429, 'Too many wrong passwords. Wait 15 min and try again.', 'adminSettings.messages.tooManyPasswordTries', {
    params: { minutes: 15 },
  });

let calls: Call[];
let routes: Routes;
let accounts: Account[];

beforeEach(() => {
  accounts = [
    account({}),
    account({ id: 2, username: 'cook', role: 'staff', displayName: 'Ravi' }),
    account({ id: 3, username: 'partner', role: 'admin', displayName: 'Anu' }),
  ];
  ({ calls, routes } = serveApi({
    'GET /api/auth/me': () => ok({ user: me }),
    'GET /api/settings': () => ok({ data: DEFAULT_BUSINESS_SETTINGS }),
    'GET /api/users': () => ok({ data: accounts }),
    'GET /api/coupons': () => ok({ data: [] }),
  }));
  for (const id of [2, 3]) {
    routes[`PUT /api/users/${id}`] = ({ body }) => {
      const { currentPassword: _confirmed, ...changes } = body as Partial<Account> & { currentPassword?: string };
      accounts = accounts.map((one) => (one.id === id ? { ...one, ...changes } : one));
      return ok({ user: accounts.find((one) => one.id === id) });
    };
  }
});

const sent = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
const row = async (username: string) => within(await screen.findByTestId(`account-${username}`));

describe('staff accounts: the acting admin’s password, asked again', () => {
  it('makes a staff account an admin only after the admin’s own password, with each refusal beside the field', async () => {
    const okRoute = routes['PUT /api/users/2']!;
    renderWithProviders(<SettingsTab />);
    const cook = await row('cook');
    fireEvent.click(cook.getByRole('button', { name: en.staff.makeAdmin }));
    const confirm = within(cook.getByRole('form', { name: 'Enter your password to confirm: Make admin' }));
    expect(sent('PUT', '/api/users/2')).toEqual([]);
    const password = confirm.getByLabelText(en.confirm.yourPassword);
    expect(document.activeElement).toBe(password);

    fireEvent.click(confirm.getByRole('button', { name: en.staff.makeAdmin }));
    await waitFor(() => expect(errorOf(password)).toBe(en.password.currentMissing));
    expect(sent('PUT', '/api/users/2')).toEqual([]);

    routes['PUT /api/users/2'] = wrongPassword;
    fireEvent.change(password, { target: { value: 'a wrong guess' } });
    fireEvent.click(confirm.getByRole('button', { name: en.staff.makeAdmin }));
    await waitFor(() => expect(errorOf(password)).toBe(en.password.currentWrong));
    expect(sent('PUT', '/api/users/2')[0]!.body).toEqual({ role: 'admin', currentPassword: 'a wrong guess' });

    routes['PUT /api/users/2'] = tooManyTries;
    fireEvent.click(confirm.getByRole('button', { name: en.staff.makeAdmin }));
    await waitFor(() => expect(errorOf(password)).toBe('Too many wrong passwords. Wait 15 min and try again.'));

    routes['PUT /api/users/2'] = okRoute;
    fireEvent.change(password, { target: { value: 'my own password' } });
    fireEvent.click(confirm.getByRole('button', { name: en.staff.makeAdmin }));
    expect(await screen.findByText('cook is now Admin')).toBeTruthy();
    expect(sent('PUT', '/api/users/2').at(-1)!.body).toEqual({ role: 'admin', currentPassword: 'my own password' });
    expect(cook.queryByRole('form')).toBeNull();
  });

  it('asks before deactivating or demoting another admin, and Cancel sends nothing', async () => {
    renderWithProviders(<SettingsTab />);
    const partner = await row('partner');
    fireEvent.click(partner.getByRole('button', { name: en.staff.deactivate }));
    expect(partner.getByRole('form', { name: 'Enter your password to confirm: Deactivate' })).toBeTruthy();
    fireEvent.click(partner.getByRole('button', { name: en.staff.cancel }));
    expect(partner.queryByRole('form')).toBeNull();

    fireEvent.click(partner.getByRole('button', { name: en.staff.makeStaff }));
    const confirm = within(partner.getByRole('form', { name: 'Enter your password to confirm: Make staff' }));
    fireEvent.change(confirm.getByLabelText(en.confirm.yourPassword), { target: { value: 'my own password' } });
    fireEvent.click(confirm.getByRole('button', { name: en.staff.makeStaff }));
    expect(await screen.findByText('partner is now Staff')).toBeTruthy();
    expect(sent('PUT', '/api/users/3')).toEqual([
      expect.objectContaining({ body: { role: 'staff', currentPassword: 'my own password' } }),
    ]);
  });

  it('asks for the admin’s own password to reset another admin’s, not a staff account’s', async () => {
    renderWithProviders(<SettingsTab />);
    const cook = await row('cook');
    fireEvent.click(cook.getByRole('button', { name: en.staff.resetPassword }));
    expect(cook.queryByLabelText(en.confirm.yourPassword)).toBeNull();

    const partner = await row('partner');
    fireEvent.click(partner.getByRole('button', { name: en.staff.resetPassword }));
    fireEvent.change(partner.getByLabelText('New password for partner'), { target: { value: 'fresh-coals-9' } });
    fireEvent.click(partner.getByRole('button', { name: en.staff.savePassword }));
    await waitFor(() =>
      expect(errorOf(partner.getByLabelText(en.confirm.yourPassword))).toBe(en.password.currentMissing),
    );
    expect(sent('PUT', '/api/users/3')).toEqual([]);

    fireEvent.change(partner.getByLabelText(en.confirm.yourPassword), { target: { value: 'my own password' } });
    fireEvent.click(partner.getByRole('button', { name: en.staff.savePassword }));
    expect(await screen.findByText('The password of partner was changed; they are signed out everywhere')).toBeTruthy();
    expect(sent('PUT', '/api/users/3')[0]!.body).toEqual({
      password: 'fresh-coals-9',
      currentPassword: 'my own password',
    });
  });

  it('asks for the admin’s own password only when the new account is an admin', async () => {
    routes['POST /api/users'] = wrongPassword;
    renderWithProviders(<SettingsTab />);
    const staff = within(await screen.findByRole('region', { name: en.staff.title }));
    expect(staff.queryByLabelText(en.confirm.yourPassword)).toBeNull();
    fireEvent.change(staff.getByLabelText(en.staff.add.username), { target: { value: 'boss2' } });
    fireEvent.change(staff.getByLabelText(en.staff.add.password), { target: { value: 'rice-and-ribs' } });
    fireEvent.change(staff.getByLabelText(en.staff.add.role), { target: { value: 'admin' } });
    const password = staff.getByLabelText(en.confirm.yourPassword);
    fireEvent.click(staff.getByRole('button', { name: en.staff.add.submit }));
    await waitFor(() => expect(errorOf(password)).toBe(en.password.currentMissing));
    expect(sent('POST', '/api/users')).toEqual([]);

    fireEvent.change(password, { target: { value: 'a wrong guess' } });
    fireEvent.click(staff.getByRole('button', { name: en.staff.add.submit }));
    await waitFor(() => expect(errorOf(password)).toBe(en.password.currentWrong));
    expect(staff.queryByRole('alert')).toBeNull();
  });

  it('words the refusals in Malayalam', async () => {
    await switchLanguage('ml');
    routes['PUT /api/users/3'] = tooManyTries;
    renderWithProviders(<SettingsTab />);
    const partner = await row('partner');
    fireEvent.click(partner.getByRole('button', { name: ml.staff.deactivate }));
    const password = partner.getByLabelText(ml.confirm.yourPassword);
    fireEvent.change(password, { target: { value: 'a guess' } });
    fireEvent.click(within(partner.getByRole('form')).getByRole('button', { name: ml.staff.deactivate }));
    await waitFor(() => expect(errorOf(password)).toBe('തെറ്റായ പാസ്‌വേഡ് പലതവണ നൽകി. 15 മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.'));
  });
});
