import { KeyRound } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import type { Account } from '#shared/schemas/users.ts';
import { compactButton } from '#web/components/buttons.ts';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { otherRole, resetAsksForActor, type PendingChange } from '../model/account-row.ts';
import { ConfirmChangeForm } from './confirm-change-form.tsx';
import { PasswordResetForm } from './password-reset-form.tsx';
import { useAccountChanges } from './use-account-changes.ts';

interface AccountRowProps {
  account: Account;
  meId: number;
  onDone: (message: string) => void;
  onOwnPasswordChanged: () => void;
}

/** One account: who, role and state, and its changes (a new password, the role, deactivating). */
export function AccountRow({ account, meId, onDone, onOwnPasswordChanged }: AccountRowProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const changes = useAccountChanges(account, meId, { onDone, onOwnPasswordChanged });
  const { form, busy } = changes;
  const cancelButton = (
    <button type="button" onClick={changes.closeForms} className={compactButton.secondary}>
      {t('staff.cancel')}
    </button>
  );

  return (
    <li
      data-testid={`account-${account.username}`}
      className={`rounded-xl p-3 ring-1 ring-stone-200 ${account.active ? 'bg-white' : 'bg-stone-50'}`}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <AccountSummary account={account} isMe={account.id === meId} />
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={changes.togglePasswordForm}
            aria-expanded={form.kind === 'password'}
            className={compactButton.secondary}
          >
            <KeyRound aria-hidden className="size-4" />
            {t('staff.resetPassword')}
          </button>
          {account.id !== meId && <RoleAndActiveButtons account={account} busy={busy} onAsk={changes.ask} />}
        </div>
      </div>
      {form.kind === 'password' && (
        <PasswordResetForm
          username={account.username}
          asksForActor={resetAsksForActor(meId, account)}
          busy={busy}
          onSave={changes.savePassword}
          cancelButton={cancelButton}
        />
      )}
      {form.kind === 'confirm' && (
        <ConfirmChangeForm
          action={form.change.label}
          busy={busy}
          onConfirm={changes.confirm}
          cancelButton={cancelButton}
        />
      )}
      {changes.failure && (
        <ErrorBanner
          className="mt-3"
          failure={changes.failure}
          onDismiss={changes.dismissFailure}
          dismissLabel={t('dismiss')}
        />
      )}
    </li>
  );
}

/** The name, "you", the username, the role and whether the account can sign in. */
function AccountSummary({ account, isMe }: { account: Account; isMe: boolean }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  return (
    <div className={`min-w-0 ${account.active ? '' : 'opacity-70'}`}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="break-all font-semibold text-stone-900">{account.displayName || account.username}</span>
        {isMe && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {t('staff.you')}
          </span>
        )}
      </p>
      <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600">
        <span className="break-all">@{account.username}</span>
        <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-800 ring-1 ring-stone-200">
          {t(`staff.roles.${account.role}`)}
        </span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            account.active ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200' : 'bg-stone-700 text-white'
          }`}
        >
          {account.active ? t('staff.active') : t('staff.inactive')}
        </span>
      </p>
    </div>
  );
}

/** Another account's role and active state; each asks for the admin's password first where it must. */
function RoleAndActiveButtons({
  account,
  busy,
  onAsk,
}: {
  account: Account;
  busy: boolean;
  onAsk: (change: PendingChange) => Promise<void>;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const { username } = account;
  const role = otherRole(account.role);
  const roleLabel = role === 'admin' ? t('staff.makeAdmin') : t('staff.makeStaff');
  const activeLabel = account.active ? t('staff.deactivate') : t('staff.reactivate');
  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={() =>
          void onAsk({
            changes: { role },
            success: t('staff.roleChanged', { username, role: t(`staff.roles.${role}`) }),
            label: roleLabel,
          })
        }
        className={compactButton.secondary}
      >
        {roleLabel}
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() =>
          void onAsk({
            changes: { active: !account.active },
            success: t(account.active ? 'staff.deactivated' : 'staff.reactivated', { username }),
            label: activeLabel,
          })
        }
        className={account.active ? compactButton.dangerOutline : compactButton.secondary}
      >
        {activeLabel}
      </button>
    </>
  );
}
