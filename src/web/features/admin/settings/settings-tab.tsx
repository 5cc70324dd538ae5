import { useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { describeFailure } from '#web/lib/problem-text.ts';
import { LoadingLine } from '#web/features/admin/components/settings-card.tsx';
import { useSessionUser } from '#web/lib/session.ts';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { BusinessSettingsSection } from './components/business-settings-section.tsx';
import { ChatWidgetSection } from './components/chat-widget-section.tsx';
import { CouponsSection } from './components/coupons-section.tsx';
import { OwnPasswordSection, OwnProfileSection } from './components/own-account-section.tsx';
import { PasswordChangedDialog } from './components/password-changed-dialog.tsx';
import { StaffAccountsSection } from './components/staff-accounts-section.tsx';

/** The admin's own account, the business settings the storefront uses, the coupon codes, the chat widget's state, and the staff accounts. */
export function SettingsTab() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const session = useSessionUser();
  const [passwordChanged, setPasswordChanged] = useState(false);
  const me = session.data;

  if (passwordChanged) return <PasswordChangedDialog />;

  let account;
  if (session.isPending) {
    account = <LoadingLine text={t('loading')} />;
  } else if (!me) {
    account = (
      <ErrorBanner
        failure={describeFailure(session.error, t('account.loadFailed'))}
        retry={{ label: t('retry'), onRetry: () => void session.refetch() }}
      />
    );
  }

  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
      {me ? (
        <div className="grid min-w-0 gap-4">
          <OwnProfileSection key={me.id} me={me} />
          <OwnPasswordSection me={me} onChanged={() => setPasswordChanged(true)} />
        </div>
      ) : (
        account
      )}
      <BusinessSettingsSection />
      <CouponsSection />
      <ChatWidgetSection />
      {me && (
        <div className="min-w-0 lg:col-span-2">
          <StaffAccountsSection me={me} onOwnPasswordChanged={() => setPasswordChanged(true)} />
        </div>
      )}
    </div>
  );
}
