import { ImageOff, VideoOff } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { VideoFrame } from '#web/components/video-frame.tsx';

/** A step's or a recipe's video, or a placeholder saying why there is none. */
export function VideoPlayer({ url, label, caption }: { url: string | undefined; label: string; caption?: string }) {
  const { t } = useTranslation('translation', { keyPrefix: 'recipes.video' });
  if (!url) {
    return (
      <figure className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-xl bg-stone-100 p-3 text-center text-lg font-semibold text-stone-600">
        {caption ? <ImageOff aria-hidden className="size-8" /> : <VideoOff aria-hidden className="size-8" />}
        <figcaption className="break-words">{caption ?? t('notAvailable')}</figcaption>
      </figure>
    );
  }
  return <VideoFrame url={url} title={label} />;
}
