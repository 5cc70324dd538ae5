import { LockKeyhole } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { loginRequestSchema } from '#shared/schemas/auth.ts';
import { button } from '#web/components/buttons.ts';
import { LanguageSwitch } from '#web/components/language-switch.tsx';
import { TextField } from '#web/components/fields.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';
import { useSignIn } from '#web/lib/session.ts';

export type LoginScreen = 'admin' | 'kitchen' | 'recipe' | 'sop' | 'cutlets';

/** The sign-in card, worded as each tool's own login screen; all of them use the same accounts. */
export function LoginForm({ screen }: { screen: LoginScreen }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const signIn = useSignIn();
  const form = useSchemaForm(loginRequestSchema, { username: '', password: '' });
  const problem = useFieldProblem();
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    (credentials) =>
      signIn.mutate(credentials, {
        // The cutlet tool clears a wrong password, as its own screen did.
        onError: (failure) => {
          if (screen === 'cutlets' && failure instanceof ApiError && failure.status === 401)
            form.resetField('password');
        },
      }),
    // A refusal of the last try no longer applies to what is typed now.
    () => signIn.reset(),
  );

  // The cutlet tool says a wrong password in its own words, as its own screen did.
  const wrongPassword = screen === 'cutlets' && signIn.error instanceof ApiError && signIn.error.status === 401;
  const error = !signIn.error
    ? null
    : wrongPassword
      ? t('auth.cutlets.wrongPassword')
      : problemText(signIn.error, signIn.error.message);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-amber-50 to-stone-100 px-4 py-10">
      <div className="mb-4 self-end sm:absolute sm:right-4 sm:top-4">
        <LanguageSwitch size="header" className="bg-stone-800/10 text-stone-800" />
      </div>
      <form
        onSubmit={(submitted) => void submit(submitted)}
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
          autoComplete="username"
          autoCapitalize="none"
          error={problem(errors.username)}
          {...form.register('username')}
        />
        <TextField
          label={t('auth.password')}
          className="mt-4"
          type="password"
          autoComplete="current-password"
          error={problem(errors.password)}
          {...form.register('password')}
        />
        {error && (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200">
            {error}
          </p>
        )}
        <button type="submit" disabled={signIn.isPending} className={`${button.primary} mt-5 w-full`}>
          {signIn.isPending ? t('auth.signingIn') : t(screen === 'recipe' ? 'auth.login' : 'auth.signIn')}
        </button>
        {screen === 'recipe' && <p className="mt-5 text-center text-xs text-stone-500">{t('auth.recipe.footer')}</p>}
      </form>
    </main>
  );
}
