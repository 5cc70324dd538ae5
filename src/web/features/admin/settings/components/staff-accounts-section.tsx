import { useTranslation } from '#web/lib/i18n.ts';
import { describeFailure } from '#web/lib/problem-text.ts';
import type { SessionUser } from '#shared/schemas/auth.ts';
import { ErrorBanner, SuccessBanner, useFlash } from '#web/components/status-banners.tsx';
import { useAccounts } from '../api/get-accounts.ts';
import { LoadingLine, SettingsCard } from '#web/features/admin/components/settings-card.tsx';
import { AccountRow } from './account-row.tsx';
import { AddAccountForm } from './add-account-form.tsx';

interface StaffAccountsSectionProps {
  me: SessionUser;
  /** The admin changed their own password: every session of theirs has ended. */
  onOwnPasswordChanged: () => void;
}

/** Everyone who can sign in: add, reset a password, change the role, deactivate and reactivate. */
export function StaffAccountsSection({ me, onOwnPasswordChanged }: StaffAccountsSectionProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const accounts = useAccounts();
  const flash = useFlash();

  let list;
  if (accounts.isPending) {
    list = <LoadingLine text={t('staff.loading')} />;
  } else if (accounts.isError) {
    list = (
      <ErrorBanner
        failure={describeFailure(accounts.error, t('staff.loadFailed'))}
        retry={{ label: t('retry'), onRetry: () => void accounts.refetch() }}
      />
    );
  } else {
    list = (
      <ul className="grid gap-3">
        {accounts.data.map((account) => (
          <AccountRow
            key={account.id}
            account={account}
            meId={me.id}
            onDone={flash.show}
            onOwnPasswordChanged={onOwnPasswordChanged}
          />
        ))}
      </ul>
    );
  }

  return (
    <SettingsCard id="settings-staff" title={t('staff.title')} intro={t('staff.intro')}>
      <SuccessBanner message={flash.message} />
      {list}
      <AddAccountForm onAdded={(username) => flash.show(t('staff.add.created', { username }))} />
    </SettingsCard>
  );
}
