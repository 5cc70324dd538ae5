import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_SETTINGS } from '#shared/content/business-defaults.ts';
import { adminSettingsEn } from '#shared/content/locales/admin-settings.en.ts';
import { adminSettingsMl } from '#shared/content/locales/admin-settings.ml.ts';
import type { Account } from '#shared/schemas/users.ts';
import { fail, ok, serveApi, type Call, type Routes } from '#web/test/fake-api.ts';
import { errorOf, field, type } from '#web/test/form.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { SettingsTab } from './settings-tab.tsx';

const en = adminSettingsEn;
const ml = adminSettingsMl;
const LAST_ADMIN = 'The last active admin cannot be demoted or deactivated';
/** The server's refusal: its English sentence, and the text key that names it as its code. */
const lastAdminRefusal = () => fail(409, LAST_ADMIN, 'adminSettings.messages.lastAdmin');

const me = { id: 1, username: 'owner', role: 'admin', displayName: 'Shameer', email: 'owner@example.com' } as const;
const account = (overrides: Partial<Account>): Account => ({
  id: 1,
  username: 'owner',
  role: 'admin',
  displayName: 'Shameer',
  email: 'owner@example.com',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const clientConfig = (chatWidgetSrc: string | null) => ({
  paymentProvider: 'test',
  razorpayKeyId: '',
  mapTileUrl: '',
  chatWidgetSrc,
});

let calls: Call[];
let routes: Routes;
let accounts: Account[];

function setup() {
  accounts = [account({}), account({ id: 2, username: 'cook', role: 'staff', displayName: 'Ravi' })];
  ({ calls, routes } = serveApi({
    'GET /api/auth/me': () => ok({ user: me }),
    'GET /api/settings': () => ok({ data: DEFAULT_BUSINESS_SETTINGS, placeholders: [] }),
    'GET /api/settings/admin': () => ok({ data: DEFAULT_BUSINESS_SETTINGS, placeholders: [] }),
    'PUT /api/settings': ({ body }) => ok({ data: body, placeholders: [] }),
    'GET /api/users': () => ok({ data: accounts }),
    'GET /api/coupons': () => ok({ data: [] }),
    'POST /api/auth/logout': () => ok({}),
    'GET /api/client-config': () => ok({ data: clientConfig(null) }),
  }));
}

const sent = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
const section = (name: string) => screen.getByRole('region', { name });

describe('settings tab', () => {
  beforeEach(() => {
    setup();
  });

  it('saves the admin’s own name and e-mail with their own id, and checks the e-mail first', async () => {
    routes['PUT /api/users/1'] = ({ body }) => ok({ user: account(body as Partial<Account>) });
    renderWithProviders(<SettingsTab />);
    expect(((await screen.findByLabelText(en.account.name)) as HTMLInputElement).value).toBe('Shameer');
    expect(field(en.account.email).value).toBe('owner@example.com');

    type(en.account.email, 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: en.account.save }));
    await waitFor(() => expect(errorOf(field(en.account.email))).toBe('Enter a valid e-mail address'));
    expect(sent('PUT', '/api/users/1')).toEqual([]);

    type(en.account.name, ' Shameer K ');
    type(en.account.email, ' shameer@example.com ');
    fireEvent.click(screen.getByRole('button', { name: en.account.save }));
    expect(await screen.findByText(en.account.saved)).toBeTruthy();
    expect(sent('PUT', '/api/users/1')[0]!.body).toEqual({ displayName: 'Shameer K', email: 'shameer@example.com' });
  });

  it('changes the password, then tells the admin they are signed out and sends them to sign in', async () => {
    routes['PUT /api/users/1'] = () => ok({ user: account({}) });
    renderWithProviders(<SettingsTab />);
    const form = within(await screen.findByRole('region', { name: en.password.title }));
    fireEvent.change(form.getByLabelText(en.password.newPassword), { target: { value: 'short' } });
    fireEvent.click(form.getByRole('button', { name: en.password.save }));
    await waitFor(() =>
      expect(errorOf(form.getByLabelText(en.password.newPassword))).toBe('Password must be at least 8 characters'),
    );
    fireEvent.change(form.getByLabelText(en.password.newPassword), { target: { value: 'password123' } });
    fireEvent.click(form.getByRole('button', { name: en.password.save }));
    await waitFor(() =>
      expect(errorOf(form.getByLabelText(en.password.newPassword))).toBe('Password is too common; choose another'),
    );

    fireEvent.change(form.getByLabelText(en.password.newPassword), { target: { value: 'smoky-pit-2026' } });
    fireEvent.change(form.getByLabelText(en.password.repeat), { target: { value: 'smoky-pit-2025' } });
    fireEvent.click(form.getByRole('button', { name: en.password.save }));
    await waitFor(() => expect(errorOf(form.getByLabelText(en.password.repeat))).toBe(en.password.mismatch));
    expect(sent('PUT', '/api/users/1')).toEqual([]);

    fireEvent.change(form.getByLabelText(en.password.repeat), { target: { value: 'smoky-pit-2026' } });
    fireEvent.click(form.getByRole('button', { name: en.password.save }));
    await waitFor(() => expect(errorOf(form.getByLabelText(en.password.current))).toBe(en.password.currentMissing));
    expect(sent('PUT', '/api/users/1')).toEqual([]);

    routes['PUT /api/users/1'] = () =>
      fail(400, 'Your current password is not right', 'adminSettings.password.currentWrong', {
        field: 'currentPassword',
      });
    fireEvent.change(form.getByLabelText(en.password.current), { target: { value: 'a wrong guess' } });
    fireEvent.click(form.getByRole('button', { name: en.password.save }));
    await waitFor(() => expect(errorOf(form.getByLabelText(en.password.current))).toBe(en.password.currentWrong));

    routes['PUT /api/users/1'] = () => ok({ user: account({}) });
    fireEvent.change(form.getByLabelText(en.password.current), { target: { value: 'the old password' } });
    fireEvent.click(form.getByRole('button', { name: en.password.save }));
    const dialog = await screen.findByRole('dialog', { name: en.password.changedTitle });
    expect(sent('PUT', '/api/users/1').at(-1)!.body).toEqual({
      password: 'smoky-pit-2026',
      currentPassword: 'the old password',
    });
    expect(dialog.textContent).toContain('signed out on every device');
    const signIn = within(dialog).getByRole('button', { name: en.password.signInAgain });
    // The dialog moves the focus in an effect, which may run after the dialog is first drawn.
    await waitFor(() => expect(document.activeElement).toBe(signIn));
    fireEvent.click(signIn);
    await waitFor(() => expect(sent('POST', '/api/auth/logout')).toHaveLength(1));
  });

  it('loads the business settings, shows each problem next to its field, and saves none of them', async () => {
    renderWithProviders(<SettingsTab />);
    expect(((await screen.findByLabelText(en.business.city)) as HTMLInputElement).value).toBe('Kottayam');
    expect(field(en.business.peoplePerOrder).value).toBe('2');
    expect(screen.queryByLabelText('Coupon code')).toBeNull();

    type(en.business.city, '  ');
    type(en.business.sellerWhatsApp, '98470');
    type(en.business.maxPerItem, '150');
    type(en.business.peoplePerOrder, '');
    fireEvent.click(screen.getByRole('button', { name: en.business.save }));

    await waitFor(() => expect(errorOf(field(en.business.city))).toBe(en.businessValidation.city));
    expect(errorOf(field(en.business.sellerWhatsApp))).toBe('Enter an Indian WhatsApp number, like +91 98470 12345');
    expect(errorOf(field(en.business.maxPerItem))).toBe(en.businessValidation.maxPerItem);
    expect(errorOf(field(en.business.peoplePerOrder))).toBe(en.businessValidation.peoplePerOrder);
    expect(errorOf(field(en.business.phone))).toBeNull();
    expect(errorOf(field(en.business.contactEmail))).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field(en.business.city)));
    expect(sent('PUT', '/api/settings')).toEqual([]);
  });

  it('refuses a contact e-mail or phone that is not one, next to its field, and saves nothing', async () => {
    renderWithProviders(<SettingsTab />);
    await screen.findByLabelText(en.business.city);
    type(en.business.contactEmail, 'notanemail');
    type(en.business.phone, 'call us 📞');
    fireEvent.click(screen.getByRole('button', { name: en.business.save }));

    await waitFor(() =>
      expect(errorOf(field(en.business.contactEmail))).toBe(
        'Enter an e-mail address like orders@yourshop.in, up to 120 characters, or leave it empty',
      ),
    );
    expect(errorOf(field(en.business.phone))).toBe(en.businessValidation.phone);
    expect(errorOf(field(en.business.city))).toBeNull();
    expect(sent('PUT', '/api/settings')).toEqual([]);

    // An empty e-mail and a landline are fine.
    type(en.business.contactEmail, '');
    type(en.business.phone, '0481 256 0123');
    fireEvent.click(screen.getByRole('button', { name: en.business.save }));
    expect(await screen.findByText(en.business.saved)).toBeTruthy();
    expect(sent('PUT', '/api/settings')[0]!.body).toMatchObject({ contactEmail: '', phone: '0481 256 0123' });
  });

  it('puts the server’s refusal of a setting next to that field', async () => {
    routes['PUT /api/settings'] = () =>
      fail(
        400,
        `Invalid contactEmail: ${en.businessValidation.contactEmail}`,
        'adminSettings.businessValidation.contactEmail',
        {
          field: 'contactEmail',
        },
      );
    renderWithProviders(<SettingsTab />);
    await screen.findByLabelText(en.business.city);
    fireEvent.click(screen.getByRole('button', { name: en.business.save }));
    await waitFor(() => expect(errorOf(field(en.business.contactEmail))).toBe(en.businessValidation.contactEmail));
    expect(screen.queryByText(en.business.saved)).toBeNull();
  });

  it('saves the whole business settings with numbers and the WhatsApp number as digits', async () => {
    renderWithProviders(<SettingsTab />);
    await screen.findByLabelText(en.business.city);
    type(en.business.city, 'Kochi ');
    type(en.business.sellerWhatsApp, '+91 98470 12345');
    type(en.business.peoplePerOrder, '4');
    type(en.business.maxPerItem, '3');
    type(en.business.festivalSpecialDate, '14 February, 1:00 PM');
    fireEvent.click(screen.getByRole('button', { name: en.business.save }));

    expect(await screen.findByText(en.business.saved)).toBeTruthy();
    expect(sent('PUT', '/api/settings')[0]!.body).toEqual({
      ...DEFAULT_BUSINESS_SETTINGS,
      city: 'Kochi',
      sellerWhatsApp: '919847012345',
      peoplePerOrder: 4,
      maxPerItem: 3,
      festivalSpecialDate: '14 February, 1:00 PM',
    });
    expect(field(en.business.sellerWhatsApp).value).toBe('919847012345');
  });

  it('lists the accounts and adds one, checking username and password first', async () => {
    routes['POST /api/users'] = ({ body }) => {
      const created = account({ ...(body as Partial<Account>), id: 3, displayName: 'Anu' });
      accounts = [...accounts, created];
      return { status: 201, body: { success: true, user: created } };
    };
    renderWithProviders(<SettingsTab />);
    const staff = within(await screen.findByRole('region', { name: en.staff.title }));
    const cook = within(await staff.findByTestId('account-cook'));
    expect(cook.getByText('Ravi')).toBeTruthy();
    expect(cook.getByText(en.staff.roles.staff)).toBeTruthy();
    expect(within(staff.getByTestId('account-owner')).getByText(en.staff.you)).toBeTruthy();
    // The admin cannot lock themselves out from here.
    expect(within(staff.getByTestId('account-owner')).queryByRole('button', { name: en.staff.deactivate })).toBeNull();

    fireEvent.change(staff.getByLabelText(en.staff.add.username), { target: { value: 'a!' } });
    fireEvent.change(staff.getByLabelText(en.staff.add.password), { target: { value: '1234' } });
    fireEvent.click(staff.getByRole('button', { name: en.staff.add.submit }));
    await waitFor(() =>
      expect(errorOf(staff.getByLabelText(en.staff.add.username))).toBe('Username must be at least 3 characters'),
    );
    expect(errorOf(staff.getByLabelText(en.staff.add.password))).toBe('Password must be at least 8 characters');
    expect(sent('POST', '/api/users')).toEqual([]);

    fireEvent.change(staff.getByLabelText(en.staff.add.username), { target: { value: ' Anu.K ' } });
    fireEvent.change(staff.getByLabelText(en.staff.add.password), { target: { value: 'rice-and-ribs' } });
    fireEvent.change(staff.getByLabelText(en.staff.add.name), { target: { value: 'Anu' } });
    fireEvent.change(staff.getByLabelText(en.staff.add.role), { target: { value: 'admin' } });
    fireEvent.change(staff.getByLabelText(en.confirm.yourPassword), { target: { value: 'my own password' } });
    fireEvent.click(staff.getByRole('button', { name: en.staff.add.submit }));
    expect(await staff.findByText('Account anu.k added')).toBeTruthy();
    expect(sent('POST', '/api/users')[0]!.body).toEqual({
      username: 'anu.k',
      password: 'rice-and-ribs',
      role: 'admin',
      displayName: 'Anu',
      currentPassword: 'my own password',
    });
    expect(await staff.findByTestId('account-anu.k')).toBeTruthy();
    expect((staff.getByLabelText(en.staff.add.username) as HTMLInputElement).value).toBe('');
  });

  it('deactivates and reactivates an account, resets its password, and shows the server’s refusals', async () => {
    routes['PUT /api/users/2'] = ({ body }) => {
      accounts = accounts.map((one) => (one.id === 2 ? { ...one, ...(body as Partial<Account>) } : one));
      return ok({ user: accounts[1] });
    };
    renderWithProviders(<SettingsTab />);
    const cook = within(await screen.findByTestId('account-cook'));
    fireEvent.click(cook.getByRole('button', { name: en.staff.deactivate }));
    expect(await screen.findByText('cook was deactivated and signed out')).toBeTruthy();
    expect(await cook.findByText(en.staff.inactive)).toBeTruthy();
    expect(sent('PUT', '/api/users/2')[0]!.body).toEqual({ active: false });
    fireEvent.click(await cook.findByRole('button', { name: en.staff.reactivate }));
    expect(await cook.findByText(en.staff.active)).toBeTruthy();

    fireEvent.click(cook.getByRole('button', { name: en.staff.resetPassword }));
    fireEvent.change(cook.getByLabelText('New password for cook'), { target: { value: 'cook' } });
    fireEvent.click(cook.getByRole('button', { name: en.staff.savePassword }));
    await waitFor(() =>
      expect(errorOf(cook.getByLabelText('New password for cook'))).toBe('Password must be at least 8 characters'),
    );
    fireEvent.change(cook.getByLabelText('New password for cook'), { target: { value: 'fresh-coals-9' } });
    fireEvent.click(cook.getByRole('button', { name: en.staff.savePassword }));
    expect(await screen.findByText('The password of cook was changed; they are signed out everywhere')).toBeTruthy();
    expect(sent('PUT', '/api/users/2').at(-1)!.body).toEqual({ password: 'fresh-coals-9' });

    routes['PUT /api/users/2'] = lastAdminRefusal;
    fireEvent.click(cook.getByRole('button', { name: en.staff.deactivate }));
    const alert = await cook.findByRole('alert');
    expect(alert.textContent).toContain('Failed to update cook');
    expect(alert.textContent).toContain(LAST_ADMIN);
  });

  it('says the chat widget needs CHAT_WIDGET_SRC on the server, and whether it is set now', async () => {
    renderWithProviders(<SettingsTab />);
    await screen.findByRole('heading', { name: en.chatWidget.title });
    const widget = within(section(en.chatWidget.title));
    expect(widget.getByText(en.chatWidget.intro)).toBeTruthy();
    expect((await widget.findByTestId('chat-widget-state')).textContent).toBe(en.chatWidget.off);
  });

  it('names the chat widget’s script when CHAT_WIDGET_SRC is set, in Malayalam too', async () => {
    await switchLanguage('ml');
    routes['GET /api/client-config'] = () => ok({ data: clientConfig('https://chat.example.com/widget.js') });
    renderWithProviders(<SettingsTab />);
    expect((await screen.findByTestId('chat-widget-state')).textContent).toBe(
      ml.chatWidget.on.replace('{{src}}', 'https://chat.example.com/widget.js'),
    );
    expect(screen.getByText(ml.chatWidget.intro)).toBeTruthy();
  });

  it('speaks Malayalam, the server’s known refusals included', async () => {
    await switchLanguage('ml');
    routes['PUT /api/users/2'] = lastAdminRefusal;
    renderWithProviders(<SettingsTab />);
    expect(await screen.findByLabelText(ml.business.city)).toBeTruthy();
    expect(section(ml.account.title)).toBeTruthy();
    type(ml.business.maxPerItem, '-1');
    fireEvent.click(screen.getByRole('button', { name: ml.business.save }));
    await waitFor(() => expect(errorOf(field(ml.business.maxPerItem))).toBe(ml.businessValidation.maxPerItem));
    type(ml.business.contactEmail, 'notanemail');
    fireEvent.click(screen.getByRole('button', { name: ml.business.save }));
    await waitFor(() => expect(errorOf(field(ml.business.contactEmail))).toBe(ml.businessValidation.contactEmail));

    const cook = within(await screen.findByTestId('account-cook'));
    fireEvent.click(cook.getByRole('button', { name: ml.staff.deactivate }));
    expect((await cook.findByRole('alert')).textContent).toContain(ml.messages.lastAdmin);
  });
});
