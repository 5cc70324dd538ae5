import { VideoOff } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { VideoFrame } from '#web/components/video-frame.tsx';

/** A step's video on the wall screen (a file loops silently), or a plain 'Video Not Available'. */
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
  return <VideoFrame url={url} title={label} ambient />;
}
