import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { Failure } from '#web/lib/problem-text.ts';

/** A failed call as the banner shows it (worded by describeFailure in problem-text.ts). */
export type { Failure };

/** Success messages vanish after 3 seconds. */
export const FLASH_MS = 3000;

/** A message that clears itself; showing the same text again restarts the clock. */
export function useFlash(duration = FLASH_MS) {
  const [flash, setFlash] = useState<{ text: string; id: number } | null>(null);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), duration);
    return () => clearTimeout(timer);
  }, [flash, duration]);
  const show = useCallback((text: string) => setFlash((current) => ({ text, id: (current?.id ?? 0) + 1 })), []);
  const clear = useCallback(() => setFlash(null), []);
  return { message: flash?.text ?? null, show, clear };
}

/** The live region is always there, so screen readers announce the message when it appears. */
export function SuccessBanner({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite">
      {message && (
        <p className="mb-3 flex items-start gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-base font-semibold text-emerald-900 ring-1 ring-emerald-300">
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
          <span className="min-w-0 break-words">{message}</span>
        </p>
      )}
    </div>
  );
}

interface ErrorBannerProps {
  failure: Failure;
  onDismiss?: () => void;
  dismissLabel?: string;
  /** A button that asks again, for a failed load. */
  retry?: { label: string; onRetry: () => void };
  children?: ReactNode;
  className?: string;
}

export function ErrorBanner({ failure, onDismiss, dismissLabel, retry, children, className = '' }: ErrorBannerProps) {
  return (
    <div
      role="alert"
      className={`flex items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-base text-red-900 ring-1 ring-red-300 ${className}`}
    >
      <CircleAlert aria-hidden className="mt-1 size-5 shrink-0 text-red-700" />
      <div className="min-w-0 flex-1 break-words">
        <p className="font-semibold">{failure.title}</p>
        {failure.detail && <p className="mt-1">{failure.detail}</p>}
        {retry && (
          <button
            type="button"
            onClick={retry.onRetry}
            className="mt-2 min-h-12 rounded-xl bg-white px-4 font-semibold text-red-900 ring-1 ring-red-300 hover:bg-red-100"
          >
            {retry.label}
          </button>
        )}
        {children}
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={dismissLabel}
          className="-my-2 -mr-2 flex min-h-12 min-w-12 shrink-0 items-center justify-center rounded-full text-red-800 hover:bg-red-100"
        >
          <X aria-hidden className="size-5" />
        </button>
      )}
    </div>
  );
}
