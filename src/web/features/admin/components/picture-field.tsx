import { ImageUp, LoaderCircle, RotateCcw } from 'lucide-react';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { pictureUrl } from '#shared/domain/event-image.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { EVENT_IMAGE_MAX_BYTES, EVENT_IMAGE_TYPES, useUploadEventImage } from '../api/upload-picture.ts';
import { compactButton } from '#web/components/buttons.ts';

interface PictureFieldProps {
  label: string;
  /** The stored file name; `defaultImage` when the default picture is shown. */
  image: string;
  defaultImage: string;
  /** The picture shown while none is uploaded. */
  defaultUrl: string;
  onChange: (image: string) => void;
  onUploadingChange: (uploading: boolean) => void;
  error?: string | null;
  /** For tests: names the preview. */
  testId?: string;
}

/** The server's refusals, worded in the admin's language. */
function previewUrl(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/**
 * Picks a picture, checks type and size, uploads it at once and shows it. The server checks the type
 * again from the bytes and answers with the stored file name, which the form then saves.
 */
export function PictureField({
  label,
  image,
  defaultImage,
  defaultUrl,
  onChange,
  onUploadingChange,
  error,
  testId = 'event-image-preview',
}: PictureFieldProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminEvents' });
  const problemText = useProblemText();
  const id = useId();
  const upload = useUploadEventImage();
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [justUploaded, setJustUploaded] = useState(false);

  useEffect(() => {
    if (!localPreview) return;
    return () => URL.revokeObjectURL(localPreview);
  }, [localPreview]);

  const storedSrc = pictureUrl(image, defaultUrl);
  const src = localPreview ?? (failedSrc === storedSrc ? defaultUrl : storedSrc);
  const shownError = problem ?? error ?? null;

  /** A refusal without a text key: too large, else the server's sentence for the caller's faults. */
  function uploadFailed(failure: unknown): string {
    if (failure instanceof ApiError && failure.status === 413) return t('validation.imageSize');
    if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500) {
      return `${t('errors.uploadFailed')}: ${failure.message}`;
    }
    return t('errors.uploadFailed');
  }
  const describe = (failure: unknown) => problemText(failure, uploadFailed(failure));

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after a failure) fires again.
    event.target.value = '';
    if (!file) return;
    setJustUploaded(false);
    // Some phones report no type at all: the server then decides from the bytes.
    if (file.type && !EVENT_IMAGE_TYPES.includes(file.type)) {
      setProblem(t('validation.imageType'));
      return;
    }
    if (file.size > EVENT_IMAGE_MAX_BYTES) {
      setProblem(t('validation.imageSize'));
      return;
    }
    setProblem(null);
    setLocalPreview(previewUrl(file));
    onUploadingChange(true);
    try {
      const uploaded = await upload.mutateAsync(file);
      onChange(uploaded.image);
      setJustUploaded(true);
    } catch (failure) {
      setProblem(describe(failure));
    } finally {
      setLocalPreview(null);
      onUploadingChange(false);
    }
  }

  const describedBy = [`${id}-hint`, shownError ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-stone-800">{label}</legend>
      <div className="mt-1 flex flex-col gap-3 sm:flex-row sm:items-start">
        <img
          src={src}
          alt={t('form.imagePreview')}
          onError={() => setFailedSrc(storedSrc)}
          data-testid={testId}
          className="aspect-video w-full rounded-xl bg-amber-100 object-cover ring-1 ring-stone-200 sm:w-56"
        />
        <div className="flex min-w-0 flex-col gap-2">
          <label
            className={`inline-flex cursor-pointer items-center justify-center gap-2 rounded-xl bg-stone-900 px-4 py-2.5 text-sm font-semibold text-white focus-within:ring-4 focus-within:ring-amber-300 hover:bg-stone-700 ${
              upload.isPending ? 'pointer-events-none opacity-70' : ''
            }`}
          >
            {upload.isPending ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <ImageUp aria-hidden className="size-4" />
            )}
            {upload.isPending ? t('form.uploading') : t('form.uploadImage')}
            <input
              type="file"
              accept={EVENT_IMAGE_TYPES.join(',')}
              onChange={(event) => void choose(event)}
              disabled={upload.isPending}
              aria-describedby={describedBy}
              aria-invalid={shownError ? true : undefined}
              className="sr-only"
            />
          </label>
          {image !== defaultImage ? (
            <button
              type="button"
              onClick={() => {
                setJustUploaded(false);
                setProblem(null);
                onChange(defaultImage);
              }}
              disabled={upload.isPending}
              className={compactButton.secondary}
            >
              <RotateCcw aria-hidden className="size-4" />
              {t('form.useDefaultImage')}
            </button>
          ) : (
            <p className="text-sm text-stone-600">{t('form.defaultImageInUse')}</p>
          )}
          <p id={`${id}-hint`} className="text-sm text-stone-600">
            {t('form.imageHint')}
          </p>
          <p role="status" className="text-sm font-medium text-emerald-800">
            {justUploaded ? t('form.uploaded') : ''}
          </p>
          {shownError && (
            <p id={`${id}-error`} className="text-sm text-red-700">
              {shownError}
            </p>
          )}
        </div>
      </div>
    </fieldset>
  );
}
