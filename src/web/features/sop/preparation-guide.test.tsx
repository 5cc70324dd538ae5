import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en as appEn } from '#shared/content/locales/en.ts';
import { sopEn as en } from '#shared/content/locales/sop.en.ts';
import { sopMl } from '#shared/content/locales/sop.ml.ts';
import { ok, serveApi } from '#web/test/fake-api.ts';
import { sessionUser } from '#web/test/factories.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { FIXTURE_PAGES } from './fixture-pages.ts';
import { PreparationGuide } from './preparation-guide.tsx';
import { SopHomeScreen } from './sop-home.tsx';

function serve(role: 'staff' | 'admin' = 'staff') {
  return serveApi({
    'GET /api/auth/me': () => ok({ user: { ...sessionUser(), role } }),
    'GET /api/step-videos': () => ok({ data: [{ stepId: '1-1', url: '/videos/1-1.mp4' }] }),
    'DELETE /api/step-videos/:stepId': () => ok({}),
  });
}

describe('Preparation Guide', () => {
  it('lists the six steps in page order; a step opens its sub-steps, each with its video or Video Not Available', async () => {
    serve();
    renderWithProviders(<PreparationGuide pages={FIXTURE_PAGES} />, { url: '/roadmap?tab=guide' });
    const steps = screen.getAllByRole('button', { expanded: false });
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Day-before Setup'),
      expect.stringContaining('Meat Masala'),
      expect.stringContaining('Pit Preparation'),
      expect.stringContaining('Rice Prep'),
      expect.stringContaining('Final Cooking'),
      expect.stringContaining('Chutney Prep'),
    ]);

    fireEvent.click(screen.getByRole('button', { name: /Pit Preparation/ }));
    const details = document.getElementById('guide-step-pitlighting')!;
    expect(within(details).getByRole('link', { name: en.guide.openTv }).getAttribute('href')).toBe(
      '/soplocked/pitlighting',
    );
    const second = within(details).getByRole('button', { name: /3\.2/ });
    expect(second.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    const secondPanel = document.getElementById('guide-sub-1-2')!;
    expect(within(secondPanel).getByText('Do part A of step 1-2')).toBeTruthy();
    expect(within(secondPanel).getByText(en.step.videoNotAvailable)).toBeTruthy();
    expect(within(secondPanel).queryByText(en.guide.upload)).toBeNull();

    fireEvent.click(within(details).getByRole('button', { name: /3\.1/ }));
    const firstPanel = document.getElementById('guide-sub-1-1')!;
    fireEvent.click(await within(firstPanel).findByRole('button', { name: en.guide.watchVideo }));
    const dialog = screen.getByRole('dialog', { name: 'Pit Preparation step 1' });
    const video = dialog.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/videos/1-1.mp4');
    expect(video.textContent).toBe(en.step.videoFallback);
    fireEvent.click(within(dialog).getByRole('button', { name: appEn.common.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets an admin upload and remove a sub-step’s video, refusing what is not MP4 or WebM', async () => {
    const { calls } = serve('admin');
    renderWithProviders(<PreparationGuide pages={FIXTURE_PAGES} />);
    fireEvent.click(screen.getByRole('button', { name: /Pit Preparation/ }));
    fireEvent.click(screen.getByRole('button', { name: /3\.1/ }));
    const panel = document.getElementById('guide-sub-1-1')!;
    const input = await within(panel).findByLabelText(en.guide.upload);
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(within(panel).getByRole('alert').textContent).toBe(en.guide.wrongType);

    fireEvent.click(within(panel).getByRole('button', { name: en.guide.remove }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/step-videos/1-1')).toBe(true),
    );
  });
});

describe('SOP home', () => {
  it('shows the six pages as cards in page order', () => {
    serve();
    renderWithProviders(<SopHomeScreen pages={FIXTURE_PAGES} />, { url: '/soplocked' });
    const cards = within(screen.getByRole('list', { name: en.home.stepsLabel })).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/soplocked/setup',
      '/soplocked/meatmasala',
      '/soplocked/pitlighting',
      '/soplocked/riceprep',
      '/soplocked/finalcooking',
      '/soplocked/chutneyprep',
    ]);
    expect(screen.getAllByRole('group', { name: appEn.language.label })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: en.topBar.signOut })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`${en.home.title}${sopMl.home.title}`);
  });
});
