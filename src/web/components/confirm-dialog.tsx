import { LoaderCircle } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { Modal } from './modal.tsx';
import { button } from './buttons.ts';
import { useCloseOnBack } from './use-close-on-back.ts';

interface ConfirmDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  /** The Cancel button's words; 'Cancel' in the screen's language by default. */
  cancelLabel?: string;
  /** The confirm button's words while the change is being made; its own words by default. */
  busyLabel?: string;
  busy?: boolean;
  /** What the choice touches, shown under the question (e.g. the booking being cancelled). */
  children?: ReactNode;
  /** The browser's Back closes the dialog as Cancel does, instead of leaving the page. */
  closeOnBack?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The one yes/no question for a change that is hard to undo; focus starts on Cancel, the safe choice. */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  cancelLabel,
  busyLabel,
  busy = false,
  children,
  closeOnBack = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  useCloseOnBack(closeOnBack, onCancel);
  return (
    <Modal
      labelledBy={`${id}-title`}
      describedBy={`${id}-body`}
      initialFocusRef={cancelRef}
      onEscape={() => {
        if (!busy) onCancel();
      }}
      className="max-h-[calc(100dvh-1.5rem)] w-full max-w-md overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold break-words text-stone-900">
        {title}
      </h2>
      <p id={`${id}-body`} className="mt-2 text-lg break-words text-stone-800">
        {body}
      </p>
      {children && <div className="mt-4 space-y-3">{children}</div>}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button ref={cancelRef} type="button" onClick={onCancel} disabled={busy} className={button.secondary}>
          {cancelLabel ?? t('common.cancel')}
        </button>
        <button type="button" onClick={onConfirm} disabled={busy} className={button.danger}>
          {busy && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
