import { LoaderCircle } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { Modal } from '#web/components/modal.tsx';
import { button } from '#web/components/buttons.ts';

interface ConfirmDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question; focus starts on Cancel, the safe choice. */
export function ConfirmDialog({ title, body, confirmLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.common' });
  const cancelRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  return (
    <Modal
      labelledBy={`${id}-title`}
      describedBy={`${id}-body`}
      initialFocusRef={cancelRef}
      onEscape={() => {
        if (!busy) onCancel();
      }}
      className="w-full max-w-md rounded-2xl bg-white p-5 shadow-2xl sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-stone-900">
        {title}
      </h2>
      <p id={`${id}-body`} className="mt-2 text-lg text-stone-800">
        {body}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button ref={cancelRef} type="button" onClick={onCancel} disabled={busy} className={button.secondary}>
          {t('cancel')}
        </button>
        <button type="button" onClick={onConfirm} disabled={busy} className={button.danger}>
          {busy && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
