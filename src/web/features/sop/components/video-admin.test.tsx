import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { videosEn } from '#shared/content/locales/videos.en.ts';
import { videosMl } from '#shared/content/locales/videos.ml.ts';
import { fail, ok, serveApi, type Reply } from '#web/test/fake-api.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { VideoAdmin } from './video-admin.tsx';

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

function serve(answer: (url: string) => Reply = (url) => ok({ data: [{ stepId: '1-2', url }] })) {
  return serveApi({
    'GET /api/step-videos': () => ok({ data: [] }),
    'PUT /api/step-videos/:stepId/link': ({ body }) => answer((body as { url: string }).url),
  });
}
const linkField = (label = videosEn.link.label) => screen.getByLabelText(label) as HTMLInputElement;
const linkCalls = (calls: { method: string }[]) => calls.filter((call) => call.method === 'PUT');

describe('a step’s video link', () => {
  it('saves a YouTube or Vimeo link as the step’s video', async () => {
    const { calls } = serve();
    renderWithProviders(<VideoAdmin stepId="1-2" hasVideo={false} />);
    fireEvent.change(linkField(), { target: { value: `  ${YOUTUBE} ` } });
    fireEvent.click(screen.getByRole('button', { name: videosEn.link.save }));
    await waitFor(() => expect(linkCalls(calls)).toHaveLength(1));
    expect(linkCalls(calls)[0]).toMatchObject({ path: '/api/step-videos/1-2/link', body: { url: YOUTUBE } });
    await waitFor(() => expect(screen.getByRole('button', { name: videosEn.link.save })).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses in place, in the screen’s language, a link that cannot play here, without asking the server', async () => {
    const { calls } = serve();
    renderWithProviders(<VideoAdmin stepId="1-2" hasVideo={false} />);
    fireEvent.change(linkField(), { target: { value: 'https://example.com/pit.mp4' } });
    fireEvent.click(screen.getByRole('button', { name: videosEn.link.save }));
    expect(screen.getByRole('alert').textContent).toBe(videosEn.refusals.cannotPlay);
    expect(linkField().getAttribute('aria-invalid')).toBe('true');

    await switchLanguage('ml');
    fireEvent.click(screen.getByRole('button', { name: videosMl.link.save }));
    expect(screen.getByRole('alert').textContent).toBe(videosMl.refusals.cannotPlay);
    expect(linkCalls(calls)).toEqual([]);
  });

  it('words the server’s refusal by its code', async () => {
    serve(() =>
      fail(400, 'Invalid url: Only a YouTube or Vimeo video link can play here', 'videos.refusals.cannotPlay'),
    );
    renderWithProviders(<VideoAdmin stepId="1-2" hasVideo={false} />);
    await switchLanguage('ml');
    fireEvent.change(linkField(videosMl.link.label), { target: { value: 'https://vimeo.com/76979871' } });
    fireEvent.click(screen.getByRole('button', { name: videosMl.link.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(videosMl.refusals.cannotPlay);
  });
});
