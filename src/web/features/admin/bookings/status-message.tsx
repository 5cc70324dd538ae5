import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';

export interface StatusMessage {
  kind: 'success' | 'error';
  text: string;
}

const SUCCESS_VISIBLE_MS = 4000;

/** A success message fades after a few seconds; a failure stays until dismissed or replaced. */
export function useStatusMessage() {
  const [message, setMessage] = useState<StatusMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const dismiss = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  const show = useCallback((next: StatusMessage) => {
    clearTimeout(timer.current);
    setMessage(next);
    if (next.kind === 'success') timer.current = setTimeout(() => setMessage(null), SUCCESS_VISIBLE_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { message, show, dismiss };
}

/** Pinned to the bottom of the screen, so it is seen on a phone however far the list is scrolled. */
export function StatusMessageToast({ message, onDismiss }: { message: StatusMessage | null; onDismiss: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  if (!message) return null;
  const failed = message.kind === 'error';
  const Icon = failed ? CircleAlert : CircleCheck;
  return (
    <div className="pointer-events-none fixed inset-x-3 bottom-3 z-30 flex justify-center">
      <div
        role={failed ? 'alert' : 'status'}
        className={`pointer-events-auto flex w-full max-w-md items-start gap-2 rounded-2xl p-3 text-sm font-medium shadow-lg ring-1 ${
          failed ? 'bg-red-50 text-red-900 ring-red-300' : 'bg-emerald-50 text-emerald-900 ring-emerald-300'
        }`}
      >
        <Icon aria-hidden className={`mt-0.5 size-5 shrink-0 ${failed ? 'text-red-600' : 'text-emerald-600'}`} />
        <p className="min-w-0 flex-1 break-words">{message.text}</p>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('message.dismiss')}
          className="-m-1 shrink-0 rounded-lg p-1 hover:bg-black/5"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
    </div>
  );
}
