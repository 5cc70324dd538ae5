import { LockKeyhole } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { LanguageSwitch } from '#web/components/language-switch.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { useSignIn } from '#web/lib/session.ts';

export type LoginScreen = 'admin' | 'kitchen' | 'recipe' | 'sop' | 'cutlets';

/** The sign-in card, worded as each tool's own login screen; all of them use the same accounts. */
export function LoginForm({ screen }: { screen: LoginScreen }) {
  const { t, i18n } = useTranslation();
  const problemText = useProblemText();
  const signIn = useSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    signIn.mutate(
      { username: username.trim(), password },
      {
        // The cutlet tool clears a wrong password, as its own screen did.
        onError: (failure) => {
          if (screen === 'cutlets' && failure instanceof ApiError && failure.status === 401) setPassword('');
        },
      },
    );
  }

  const footerKey = `auth.${screen}.footer`;
  const error = missing ? t('auth.required') : signIn.error ? describeError(signIn.error) : null;

  function describeError(failure: Error): string {
    if (failure instanceof ApiError && failure.status === 401) {
      return t(screen === 'cutlets' ? 'auth.cutlets.wrongPassword' : 'auth.invalidCredentials');
    }
    return problemText(failure, failure.message);
  }

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-amber-50 to-stone-100 px-4 py-10">
      <div className="mb-4 self-end sm:absolute sm:right-4 sm:top-4">
        <LanguageSwitch className="bg-stone-800/10 text-stone-800" />
      </div>
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="login-title"
        className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-lg ring-1 ring-stone-200"
      >
        <div className="mb-5 flex flex-col items-center text-center">
          <span className="mb-3 rounded-full bg-amber-100 p-3 text-amber-800">
            <LockKeyhole aria-hidden className="size-6" />
          </span>
          <h1 id="login-title" className="text-xl font-bold text-stone-900">
            {t(`auth.${screen}.title`)}
          </h1>
          <p className="mt-1 text-sm text-stone-600">{t(`auth.${screen}.subtitle`)}</p>
        </div>
        <TextField
          label={t('auth.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          label={t('auth.password')}
          className="mt-4"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {error && (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200">
            {error}
          </p>
        )}
        <button
          type="submit"
          disabled={signIn.isPending}
          className="mt-5 w-full rounded-lg bg-amber-700 px-4 py-2.5 font-semibold text-white hover:bg-amber-800 disabled:opacity-60"
        >
          {signIn.isPending ? t('auth.signingIn') : t(screen === 'recipe' ? 'auth.login' : 'auth.signIn')}
        </button>
        {i18n.exists(footerKey) && <p className="mt-5 text-center text-xs text-stone-500">{t(footerKey)}</p>}
      </form>
    </main>
  );
}
