import { describe, expect, it } from 'vitest';
import { isPlayerLink, isTaskVideoLink, VIDEO_LINK_MAX_LENGTH, videoSource } from './video-link.ts';

const ID = 'dQw4w9WgXcQ';
const youtube = { kind: 'player', site: 'youtube', src: `https://www.youtube-nocookie.com/embed/${ID}` };
const vimeo = (query = 'dnt=1') => ({
  kind: 'player',
  site: 'vimeo',
  src: `https://player.vimeo.com/video/76979871?${query}`,
});

describe('videoSource', () => {
  it('plays a file our own server serves in <video>', () => {
    expect(videoSource('/step-videos/1-2.mp4?v=1732000000000')).toEqual({
      kind: 'file',
      src: '/step-videos/1-2.mp4?v=1732000000000',
    });
    expect(videoSource('  /videos/pit.mp4 ')).toEqual({ kind: 'file', src: '/videos/pit.mp4' });
  });

  it('plays every YouTube link shape in the no-cookie player', () => {
    for (const link of [
      `https://www.youtube.com/watch?v=${ID}`,
      `https://youtube.com/watch?v=${ID}&t=42s`,
      `http://m.youtube.com/watch?feature=share&v=${ID}`,
      `https://youtu.be/${ID}`,
      `https://youtu.be/${ID}?si=abc&t=10`,
      `https://www.youtube.com/shorts/${ID}`,
      `https://m.youtube.com/shorts/${ID}`,
      `https://www.youtube.com/embed/${ID}`,
      `https://www.youtube.com/live/${ID}`,
      `https://www.youtube-nocookie.com/embed/${ID}`,
      `HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`,
      `  https://youtu.be/${ID}  `,
    ]) {
      expect(videoSource(link), link).toEqual(youtube);
      expect(isPlayerLink(link), link).toBe(true);
    }
  });

  it('plays Vimeo links in its player with do-not-track, keeping an unlisted video’s key', () => {
    expect(videoSource('https://vimeo.com/76979871')).toEqual(vimeo());
    expect(videoSource('https://www.vimeo.com/76979871?share=copy')).toEqual(vimeo());
    expect(videoSource('https://player.vimeo.com/video/76979871')).toEqual(vimeo());
    expect(videoSource('https://vimeo.com/76979871/8272103f6e')).toEqual(vimeo('h=8272103f6e&dnt=1'));
    expect(videoSource('https://player.vimeo.com/video/76979871?h=8272103f6e')).toEqual(vimeo('h=8272103f6e&dnt=1'));
  });

  it('checks the ids by their shape', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=<script>',
      'https://www.youtube.com/watch?v=short',
      `https://www.youtube.com/watch?v=${ID}x`,
      'https://youtu.be/',
      `https://youtu.be/${ID}"onload="x`,
      'https://www.youtube.com/',
      `https://www.youtube.com/watch/${ID}`,
      `https://www.youtube.com/playlist?list=${ID}`,
      'https://vimeo.com/about',
      'https://vimeo.com/76979871/not-a-key',
      'https://vimeo.com/channels/staffpicks/76979871',
      'https://player.vimeo.com/video/abc',
      'https://vimeo.com/1234567890123',
    ]) {
      expect(videoSource(link), link).toEqual({ kind: 'unplayable', link });
      expect(isPlayerLink(link), link).toBe(false);
    }
  });

  it('cannot play anything else here: other sites, other schemes, look-alike hosts, other hosts’ files', () => {
    for (const link of [
      'https://example.com/pit.mp4',
      `https://notyoutube.com/watch?v=${ID}`,
      `https://youtube.com.example.com/watch?v=${ID}`,
      `https://youtube.com@example.com/watch?v=${ID}`,
      `https://user:pass@www.youtube.com/watch?v=${ID}`,
      `https://music.youtube.com/watch?v=${ID}`,
      'https://vimeo.com.example.com/76979871',
      `ftp://youtube.com/watch?v=${ID}`,
      `javascript:alert(1)//youtu.be/${ID}`,
      `www.youtube.com/watch?v=${ID}`,
      '//example.com/pit.mp4',
      '/\\example.com/pit.mp4',
      '/videos/with space.mp4',
      'data:video/mp4;base64,AAAA',
      'not a link',
      '',
    ]) {
      expect(videoSource(link).kind, link).toBe('unplayable');
      expect(isPlayerLink(link), link).toBe(false);
    }
  });

  it('is no player link when the link is too long, and an own file is no player link', () => {
    const long = `https://www.youtube.com/watch?v=${ID}&x=${'a'.repeat(VIDEO_LINK_MAX_LENGTH)}`;
    expect(videoSource(long).kind).toBe('unplayable');
    expect(isPlayerLink('/step-videos/1-2.mp4')).toBe(false);
  });
});

describe('isTaskVideoLink', () => {
  it('takes none, a real http(s) address or a /videos/ path', () => {
    for (const link of [
      '',
      '  ',
      'https://youtu.be/dQw4w9WgXcQ',
      'http://videos.example.com/pit.mp4',
      '/videos/pit-lighting.mp4',
      ' /videos/meat/masala.mp4 ',
    ]) {
      expect(isTaskVideoLink(link), link).toBe(true);
    }
  });

  it('refuses any other text', () => {
    for (const link of [
      'watch the pit video',
      'javascript:alert(1)',
      'ftp://example.com/a.mp4',
      'https://localhost',
      'www.youtube.com/watch?v=dQw4w9WgXcQ',
      '/step-videos/1-2.mp4',
      '/videos/',
      '//example.com/videos/a.mp4',
      '/videos/with space.mp4',
      `https://example.com/${'a'.repeat(VIDEO_LINK_MAX_LENGTH)}`,
    ]) {
      expect(isTaskVideoLink(link), link).toBe(false);
    }
  });
});
