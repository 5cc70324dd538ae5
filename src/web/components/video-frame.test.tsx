import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { videosEn } from '#shared/content/locales/videos.en.ts';
import { videosMl } from '#shared/content/locales/videos.ml.ts';
import { coreEn } from '#shared/content/locales/core.en.ts';
import { switchLanguage } from '#web/test/language.ts';
import { VideoFrame } from './video-frame.tsx';

describe('VideoFrame', () => {
  it('plays an uploaded file in the browser’s player, silently on a loop when ambient', () => {
    const { container, rerender } = render(<VideoFrame url="/step-videos/1-2.mp4?v=7" title="Light the pit" />);
    const video = container.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/step-videos/1-2.mp4?v=7');
    expect(video.getAttribute('aria-label')).toBe('Light the pit');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.autoplay).toBe(false);
    expect(video.textContent).toBe(coreEn.common.videoFallback);
    expect(container.querySelector('iframe')).toBeNull();

    rerender(<VideoFrame url="/step-videos/1-2.mp4?v=7" title="Light the pit" ambient />);
    const ambient = container.querySelector('video')!;
    expect([ambient.autoplay, ambient.loop, ambient.muted]).toEqual([true, true, true]);
  });

  it('plays a YouTube link in the no-cookie player', () => {
    const { container } = render(<VideoFrame url="https://youtu.be/dQw4w9WgXcQ?t=5" title="Load the meat" />);
    const frame = screen.getByTitle('Load the meat');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame.getAttribute('allow')).toBe('fullscreen; picture-in-picture');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(container.querySelector('video')).toBeNull();
  });

  it('plays a Vimeo link in Vimeo’s player with do-not-track', () => {
    render(<VideoFrame url="https://vimeo.com/76979871" title="Rest the rice" />);
    expect(screen.getByTitle('Rest the rice').getAttribute('src')).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
  });

  it('says in the screen’s language that another link cannot play here, and shows the link as text', async () => {
    const link = 'https://example.com/pit.mp4';
    const { container } = render(<VideoFrame url={link} title="Light the pit" />);
    const note = screen.getByRole('note', { name: 'Light the pit' });
    expect(note.textContent).toContain(videosEn.player.cannotPlay);
    expect(note.textContent).toContain(link);
    expect(container.querySelector('video, iframe, a')).toBeNull();

    await switchLanguage('ml');
    expect(screen.getByRole('note').textContent).toContain(videosMl.player.cannotPlay);
    expect(screen.getByRole('note').textContent).toContain(link);
    expect(screen.getByRole('note').textContent).not.toContain(videosEn.player.cannotPlay);
  });
});
