import { X } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { Modal } from '#web/components/modal.tsx';
import { VideoFrame } from './video-frame.tsx';
import { button } from '#web/components/buttons.ts';

/** A video in a modal, played as its link allows (VideoFrame). */
export function VideoDialog({ title, url, onClose }: { title: string; url: string; onClose: () => void }) {
  const { t } = useTranslation();
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
          {t('common.close')}
        </button>
      </div>
      <VideoFrame url={url} title={title} className="mt-4 aspect-video w-full rounded-xl" />
    </Modal>
  );
}
