import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { button } from '#web/components/buttons.ts';
import { roleAllows, type Access } from '#shared/domain/access.ts';
import { LanguageSwitch } from '#web/components/language-switch.tsx';
import { PageLoading } from '#web/components/page-loading.tsx';
import { useSessionUser } from '#web/lib/session.ts';
import { LoginForm, type LoginScreen } from './login-form.tsx';
import { SignOutButton } from '#web/components/sign-out-button.tsx';

interface SignInGateProps {
  access: Exclude<Access, 'public'>;
  screen: LoginScreen;
  /**
   * The screen has a top bar of its own with the language and sign-out (the SOP guide, the recipe
   * calculator, the cutlet tool): the gate adds no second header, so each control shows once.
   */
  ownHeader?: boolean;
  children: ReactNode;
}

/**
 * Shows the page's login screen until someone with enough rights is signed in.
 * The server checks every call again; this only decides what to show.
 */
export function SignInGate({ access, screen, ownHeader = false, children }: SignInGateProps) {
  const { t } = useTranslation();
  const session = useSessionUser();
  if (session.isPending) return <PageLoading />;
  if (session.isError) {
    return (
      <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center">
        <p className="text-stone-800">{t('common.unableToConnect')}</p>
        <button type="button" onClick={() => void session.refetch()} className={button.primary}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const user = session.data;
  if (!user) return <LoginForm screen={screen} />;
  return (
    <div className="flex min-h-dvh flex-col bg-stone-100">
      {!ownHeader && (
        <header className="flex flex-wrap items-center justify-between gap-2 bg-stone-900 px-4 py-1 text-white">
          <a
            href="/"
            className="inline-flex min-h-12 items-center rounded-xl px-2 text-lg font-bold tracking-wide focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300"
          >
            Mandi
          </a>
          <div className="flex flex-wrap items-center gap-3">
            <LanguageSwitch size="header" />
            <span className="hidden text-sm text-stone-300 sm:inline">
              {t('auth.signedInAs', { name: user.displayName || user.username })}
            </span>
            <SignOutButton />
          </div>
        </header>
      )}
      <div className={ownHeader ? 'flex-1 p-2 sm:p-4' : 'flex-1 p-4'}>
        {roleAllows(user.role, access) ? (
          children
        ) : (
          <section role="alert" className="mx-auto max-w-md rounded-2xl bg-white p-6 text-center shadow">
            <ShieldAlert aria-hidden className="mx-auto size-8 text-red-600" />
            <h1 className="mt-2 text-xl font-bold">{t('auth.notAllowedTitle')}</h1>
            <p className="mt-2 text-stone-700">{t('auth.notAllowed')}</p>
          </section>
        )}
      </div>
    </div>
  );
}
