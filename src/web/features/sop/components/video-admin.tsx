import { Trash2, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { VIDEO_MAX_BYTES } from '#shared/schemas/step-videos.ts';
import { useDeleteStepVideo } from '../api/delete-step-video.ts';
import { useUploadStepVideo } from '../api/upload-step-video.ts';
import { button } from '#web/components/buttons.ts';

const VIDEO_TYPES = ['video/mp4', 'video/webm'];

/** An admin's controls for one sub-step's video: upload (MP4/WebM up to 200 MB, with progress) and remove. */
export function VideoAdmin({ stepId, hasVideo }: { stepId: string; hasVideo: boolean }) {
  const { t } = useTranslation('translation', { keyPrefix: 'sop.guide' });
  const id = useId();
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadStepVideo(setProgress);
  const remove = useDeleteStepVideo();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!VIDEO_TYPES.includes(file.type)) return setProblem(t('wrongType'));
    if (file.size > VIDEO_MAX_BYTES) return setProblem(t('tooBig'));
    setProblem(null);
    setProgress(0);
    upload.mutate({ stepId, file }, { onError: () => setProblem(t('uploadFailed')) });
  };
  const removeVideo = () => {
    setProblem(null);
    remove.mutate(stepId, { onError: () => setProblem(t('removeFailed')) });
  };

  return (
    <div className="space-y-2 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={`${id}-file`}
          className={`${button.secondary} cursor-pointer has-[:disabled]:opacity-60`}
          aria-disabled={upload.isPending}
        >
          <Upload aria-hidden className="size-5" />
          {t('upload')}
          <input
            id={`${id}-file`}
            type="file"
            accept="video/mp4,video/webm"
            className="sr-only"
            aria-describedby={`${id}-hint`}
            disabled={upload.isPending}
            onChange={choose}
          />
        </label>
        {hasVideo && (
          <button type="button" className={button.secondary} disabled={remove.isPending} onClick={removeVideo}>
            <Trash2 aria-hidden className="size-5" />
            {remove.isPending ? t('removing') : t('remove')}
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-sm text-stone-600">
        {t('uploadHint')}
      </p>
      {upload.isPending && (
        <div>
          <p className="text-sm font-semibold">{t('uploading', { percent: progress })}</p>
          <div
            role="progressbar"
            aria-label={t('uploadProgress')}
            aria-valuenow={progress}
            aria-valuemin={0}
            aria-valuemax={100}
            className="h-3 overflow-hidden rounded-full bg-stone-200"
          >
            <div className="h-full bg-amber-600" style={{ width: `${progress}%` }} />
          </div>
        </div>
      )}
      {problem && (
        <p role="alert" className="text-base font-semibold text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}
