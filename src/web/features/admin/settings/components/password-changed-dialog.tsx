import { KeyRound } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { useSignOut } from '#web/lib/session.ts';
import { Modal } from '#web/components/modal.tsx';
import { compactButton } from '#web/components/buttons.ts';

/**
 * The server ended every session of the account, this one included: the admin can only sign in again.
 * Signing out here clears what this browser still holds and brings back the sign-in screen.
 */
export function PasswordChangedDialog() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings.password' });
  const signOut = useSignOut();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const signInAgain = () => signOut.mutate();

  return (
    <Modal
      labelledBy="password-changed-title"
      describedBy="password-changed-body"
      initialFocusRef={buttonRef}
      onEscape={signInAgain}
      className="w-full max-w-md rounded-2xl bg-white p-5 text-center shadow-2xl sm:p-6"
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
        className={`${compactButton.primary} mt-5 w-full`}
      >
        {t('signInAgain')}
      </button>
    </Modal>
  );
}
