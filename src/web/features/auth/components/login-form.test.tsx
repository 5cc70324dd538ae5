import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authEn } from '#shared/content/locales/auth.en.ts';
import { ml } from '#shared/content/locales/ml.ts';
import { validationEn } from '#shared/content/locales/validation.en.ts';
import { validationMl } from '#shared/content/locales/validation.ml.ts';
import { fail, ok, serveApi } from '#web/test/fake-api.ts';
import { errorOf, field, type } from '#web/test/form.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { LoginForm } from './login-form.tsx';

const en = authEn;
const user = { id: 1, username: 'owner', role: 'admin', displayName: 'Shameer', email: '' };

function serve(answer = () => ok({ user })) {
  return serveApi({ 'POST /api/auth/login': answer }).calls;
}
const signIns = (calls: ReturnType<typeof serve>) => calls.filter((call) => call.path === '/api/auth/login');

describe('the sign-in form', () => {
  it('says beside each field what is missing, focuses the first, and sends nothing', async () => {
    const calls = serve();
    renderWithProviders(<LoginForm screen="admin" />);
    fireEvent.click(screen.getByRole('button', { name: en.signIn }));
    await waitFor(() => expect(errorOf(field(en.username))).toBe(validationEn.usernameRequired));
    expect(errorOf(field(en.password))).toBe(validationEn.passwordRequired);
    expect(document.activeElement).toBe(field(en.username));
    expect(screen.queryByRole('alert')).toBeNull();

    type(en.username, 'owner');
    await waitFor(() => expect(errorOf(field(en.username))).toBeNull());
    expect(signIns(calls)).toEqual([]);
  });

  it('sends the name as the server reads it: trimmed, in small letters', async () => {
    const calls = serve();
    renderWithProviders(<LoginForm screen="admin" />);
    type(en.username, '  Owner ');
    type(en.password, ' pit secret ');
    fireEvent.click(screen.getByRole('button', { name: en.signIn }));
    await waitFor(() => expect(signIns(calls)).toHaveLength(1));
    expect(signIns(calls)[0]!.body).toEqual({ username: 'owner', password: ' pit secret ' });
  });

  it('says a wrong password in its alert; the cutlet tool empties the password box', async () => {
    serve(() => fail(401, 'Invalid credentials'));
    renderWithProviders(<LoginForm screen="cutlets" />);
    type(en.username, 'cook');
    type(en.password, 'a wrong guess');
    fireEvent.click(screen.getByRole('button', { name: en.signIn }));
    expect((await screen.findByRole('alert')).textContent).toBe(en.cutlets.wrongPassword);
    expect(field(en.password).value).toBe('');
    expect(field(en.username).value).toBe('cook');
  });

  it('speaks Malayalam', async () => {
    await switchLanguage('ml');
    serve(() => fail(401, 'Invalid credentials', 'refusals.auth.invalidCredentials'));
    renderWithProviders(<LoginForm screen="admin" />);
    fireEvent.click(screen.getByRole('button', { name: ml.auth.signIn }));
    await waitFor(() => expect(errorOf(field(ml.auth.password))).toBe(validationMl.passwordRequired));
    type(ml.auth.username, 'owner');
    type(ml.auth.password, 'a wrong guess');
    fireEvent.click(screen.getByRole('button', { name: ml.auth.signIn }));
    expect((await screen.findByRole('alert')).textContent).toBe(ml.refusals.auth.invalidCredentials);
  });
});
