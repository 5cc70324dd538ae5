import { KeyRound } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '#web/lib/session.ts';
import { useLockBodyScroll, useModal } from '#web/components/use-modal.ts';

/**
 * The server ended every session of the account, this one included: the admin can only sign in again.
 * Signing out here clears what this browser still holds and brings back the sign-in screen.
 */
export function PasswordChangedDialog() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminEvents.settings.password' });
  const signOut = useSignOut();
  const dialogRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const signInAgain = () => signOut.mutate();
  const onKeyDown = useModal(dialogRef, buttonRef, signInAgain);
  useLockBodyScroll();

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-stone-950/60 p-3 sm:items-center sm:p-4">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="password-changed-title"
        aria-describedby="password-changed-body"
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="w-full max-w-md rounded-2xl bg-white p-5 text-center shadow-2xl focus:outline-none sm:p-6"
      >
        <span className="mx-auto inline-flex rounded-full bg-emerald-100 p-3 text-emerald-800">
          <KeyRound aria-hidden className="size-6" />
        </span>
        <h2 id="password-changed-title" className="mt-3 text-lg font-bold text-stone-900">
          {t('changedTitle')}
        </h2>
        <p id="password-changed-body" className="mt-2 text-stone-700">
          {t('changedBody')}
        </p>
        <button
          ref={buttonRef}
          type="button"
          onClick={signInAgain}
          disabled={signOut.isPending}
          className="mt-5 w-full rounded-xl bg-amber-700 px-5 py-3 font-semibold text-white hover:bg-amber-800 disabled:opacity-70"
        >
          {t('signInAgain')}
        </button>
      </div>
    </div>
  );
}
