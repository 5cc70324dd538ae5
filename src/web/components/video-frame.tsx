import { Link2Off } from 'lucide-react';
import { videoSource } from '#shared/domain/video-link.ts';
import { useTranslation } from '#web/lib/i18n.ts';

interface VideoFrameProps {
  /** An uploaded file's address, or a YouTube or Vimeo link. */
  url: string;
  /** What the video shows: the frame's title, the video's label. */
  title: string;
  /** Its box: size and corners. */
  className?: string;
  /** A file plays by itself, silently and over again (a wall screen's step video). */
  ambient?: boolean;
}

/**
 * One video, played as its link allows (shared/domain/video-link.ts): a file of ours in the browser's
 * player, a YouTube or Vimeo link in that site's privacy-enhanced player, and any other link as a
 * worded message with the link written out, for a cook to open it on another device.
 */
export function VideoFrame({
  url,
  title,
  className = 'aspect-video w-full rounded-xl',
  ambient = false,
}: VideoFrameProps) {
  const { t } = useTranslation();
  const source = videoSource(url);
  if (source.kind === 'file') {
    return (
      <video
        className={`${className} bg-black`}
        src={source.src}
        aria-label={title}
        controls
        playsInline
        {...(ambient ? { autoPlay: true, loop: true, muted: true } : {})}
      >
        {t('common.videoFallback')}
      </video>
    );
  }
  if (source.kind === 'player') {
    return (
      <iframe
        className={`${className} bg-black`}
        src={source.src}
        title={title}
        allow="fullscreen; picture-in-picture"
        allowFullScreen
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <div
      role="note"
      aria-label={title}
      className={`${className} flex flex-col items-center justify-center gap-2 bg-stone-100 p-4 text-center text-stone-800`}
    >
      <Link2Off aria-hidden className="size-8 shrink-0 text-stone-600" />
      <p className="text-lg font-semibold">{t('videos.player.cannotPlay')}</p>
      <p className="max-w-full font-mono text-base break-all select-all">{source.link}</p>
    </div>
  );
}
