import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { en } from '#shared/content/locales/en.ts';
import { ml } from '#shared/content/locales/ml.ts';
import { ok, serveApi } from '#web/test/fake-api.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { AppRoutes } from './router.tsx';

const renderAt = (path: string) => renderWithProviders(<AppRoutes />, { url: path });

describe('routes', () => {
  beforeEach(() => {
    // The page's other calls are not found, as with no session: these tests are about routing and texts.
    serveApi({ 'GET /api/auth/me': () => ok({ user: null }) });
  });

  it('shows the home screen for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: en.hero.title })).toBeTruthy();
  });

  it.each([
    ['/admin', en.auth.admin.title],
    ['/recipe', en.auth.recipe.title],
    ['/cutlets', en.auth.cutlets.title],
    ['/soplocked/pitlighting', en.auth.sop.title],
    ['/eventreports', en.auth.kitchen.title],
  ])('asks to sign in before %s with that screen’s title', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByLabelText(en.auth.password)).toBeTruthy();
  });

  it('switches the home screen to Malayalam and remembers it', async () => {
    renderAt('/');
    await screen.findByRole('heading', { level: 1, name: en.hero.title });
    await switchLanguage('ml');
    expect(await screen.findByRole('heading', { level: 1, name: ml.hero.title })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ml');
    expect(localStorage.getItem('mandi.language')).toBe('ml');
  });
});
