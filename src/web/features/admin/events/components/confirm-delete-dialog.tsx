import { LoaderCircle, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import type { PublicEvent } from '#shared/schemas/events.ts';
import { Modal } from '#web/components/modal.tsx';
import { compactButton } from '#web/components/buttons.ts';

interface ConfirmDeleteDialogProps {
  event: PublicEvent;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Confirm Deletion. Focus starts on Cancel: the safe choice. */
export function ConfirmDeleteDialog({ event, deleting, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminEvents.deleteDialog' });
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Modal
      labelledBy="delete-event-title"
      describedBy="delete-event-body"
      initialFocusRef={cancelRef}
      onEscape={() => {
        if (!deleting) onCancel();
      }}
      className="w-full max-w-md rounded-2xl bg-white p-5 shadow-2xl sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="rounded-full bg-red-100 p-2 text-red-700">
          <Trash2 aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="delete-event-title" className="text-lg font-bold text-stone-900">
            {t('title')}
          </h2>
          <p id="delete-event-body" className="mt-1 break-words text-stone-700">
            {t('body', { title: event.title })}
          </p>
        </div>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          ref={cancelRef}
          type="button"
          onClick={onCancel}
          disabled={deleting}
          className={compactButton.secondary}
        >
          {t('cancel')}
        </button>
        <button type="button" onClick={onConfirm} disabled={deleting} className={compactButton.danger}>
          {deleting && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
          {deleting ? t('deleting') : t('confirm')}
        </button>
      </div>
    </Modal>
  );
}
