import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '#shared/content/locales/en.ts';
import { ml } from '#shared/content/locales/ml.ts';
import { changeLanguage, initI18n } from '#web/lib/i18n.ts';
import { AppRoutes } from './router.tsx';

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The page's own calls answer as a server with no session would: these tests are about routing and texts. */
function answerAsSignedOutServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url === '/api/auth/me' ? { success: true, user: null } : { success: false, error: 'not here' };
      return new Response(JSON.stringify(body), { status: url === '/api/auth/me' ? 200 : 404 });
    }),
  );
}

describe('routes', () => {
  beforeAll(async () => {
    await initI18n();
  });
  beforeEach(async () => {
    answerAsSignedOutServer();
    await changeLanguage('en');
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
    await act(() => changeLanguage('ml'));
    expect(await screen.findByRole('heading', { level: 1, name: ml.hero.title })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ml');
    expect(localStorage.getItem('mandi.language')).toBe('ml');
  });
});
