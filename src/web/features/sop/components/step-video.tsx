import { VideoOff } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';

/** A step's video looping silently on the wall screen, or a plain 'Video Not Available'. */
export function StepVideo({ url, label }: { url: string | undefined; label: string }) {
  const { t } = useTranslation('translation', { keyPrefix: 'sop.step' });
  if (!url) {
    return (
      <p className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-xl bg-stone-100 text-lg font-semibold text-stone-600">
        <VideoOff aria-hidden className="size-8" />
        {t('videoNotAvailable')}
      </p>
    );
  }
  return (
    <video
      className="aspect-video w-full rounded-xl bg-black"
      src={url}
      aria-label={label}
      autoPlay
      loop
      muted
      playsInline
      controls
    >
      {t('videoFallback')}
    </video>
  );
}
