import { X } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '#web/components/modal.tsx';
import { button } from './buttons.ts';

/** A step's uploaded video in a modal player. */
export function VideoDialog({ title, url, onClose }: { title: string; url: string; onClose: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'sop' });
  const closeRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  return (
    <Modal
      labelledBy={`${id}-title`}
      initialFocusRef={closeRef}
      onEscape={onClose}
      className="w-full max-w-4xl rounded-2xl bg-white p-4 shadow-2xl sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={`${id}-title`} className="min-w-0 break-words text-xl font-bold text-stone-900">
          {title}
        </h2>
        <button ref={closeRef} type="button" onClick={onClose} className={button.secondary}>
          <X aria-hidden className="size-5" />
          {t('guide.close')}
        </button>
      </div>
      <div className="mt-4 aspect-video w-full overflow-hidden rounded-xl bg-black">
        <video className="size-full" controls autoPlay src={url}>
          {t('step.videoFallback')}
        </video>
      </div>
    </Modal>
  );
}
