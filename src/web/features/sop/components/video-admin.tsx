import { Link2, Trash2, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { useSetStepVideoLink, useStepVideos } from '#web/lib/step-videos.ts';
import { isPlayerLink } from '#shared/domain/video-link.ts';
import { VIDEO_MAX_BYTES } from '#shared/schemas/step-videos.ts';
import { useDeleteStepVideo } from '../api/delete-step-video.ts';
import { useUploadStepVideo } from '../api/upload-step-video.ts';
import { button } from '#web/components/buttons.ts';

const VIDEO_TYPES = ['video/mp4', 'video/webm'];

/**
 * An admin's controls for one sub-step's video: upload (MP4/WebM up to 200 MB, with progress), or a
 * YouTube or Vimeo link instead, and remove.
 */
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
      <VideoLinkForm stepId={stepId} />
    </div>
  );
}

/** A YouTube or Vimeo link as the step's video, checked by the rule the server checks it by. */
function VideoLinkForm({ stepId }: { stepId: string }) {
  const { t } = useTranslation('translation', { keyPrefix: 'videos' });
  const wordProblem = useProblemText();
  const id = useId();
  const current = useStepVideos().data?.[stepId];
  const [link, setLink] = useState(current && isPlayerLink(current) ? current : '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetStepVideoLink();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPlayerLink(link)) return setProblem(t('refusals.cannotPlay'));
    setProblem(null);
    save.mutate({ stepId, url: link.trim() }, { onError: (error) => setProblem(wordProblem(error, t('link.failed'))) });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-1">
      <label htmlFor={`${id}-link`} className="block text-base font-semibold text-stone-800">
        {t('link.label')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-link`}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://www.youtube.com/watch?v=…"
          value={link}
          onChange={(event) => setLink(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-link-hint${problem ? ` ${id}-link-problem` : ''}`}
          className={`min-h-12 min-w-0 flex-1 basis-64 rounded-xl border px-3 text-base focus:outline-none focus:ring-4 ${
            problem
              ? 'border-red-600 focus:ring-red-200'
              : 'border-stone-300 focus:border-amber-600 focus:ring-amber-200'
          }`}
        />
        <button type="submit" className={button.secondary} disabled={save.isPending}>
          <Link2 aria-hidden className="size-5" />
          {save.isPending ? t('link.saving') : t('link.save')}
        </button>
      </div>
      <p id={`${id}-link-hint`} className="text-sm text-stone-600">
        {t('link.hint')}
      </p>
      {problem && (
        <p id={`${id}-link-problem`} role="alert" className="text-base font-semibold text-red-800">
          {problem}
        </p>
      )}
    </form>
  );
}
