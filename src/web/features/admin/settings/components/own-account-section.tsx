import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { describeFailure } from '#web/lib/problem-text.ts';
import type { SessionUser } from '#shared/schemas/auth.ts';
import { TextField } from '#web/components/text-field.tsx';
import { ErrorBanner, SuccessBanner, useFlash, type Failure } from '#web/components/status-banners.tsx';
import { useUpdateAccount } from '../api/update-account.ts';
import {
  actorPasswordProblem,
  passwordCheck,
  profileCheck,
  wordProblem,
  type Problem,
} from '../model/account-messages.ts';
import { SaveButton, SettingsCard } from '#web/features/admin/components/settings-card.tsx';

/** The signed-in admin's own name and e-mail (PUT /api/users/:id with their own id). */
export function OwnProfileSection({ me }: { me: SessionUser }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const update = useUpdateAccount();
  const flash = useFlash();
  const [displayName, setDisplayName] = useState(me.displayName);
  const [email, setEmail] = useState(me.email);
  const [errors, setErrors] = useState<Partial<Record<'displayName' | 'email', Problem>>>({});
  const [failure, setFailure] = useState<Failure | null>(null);

  async function submit(submitted: FormEvent) {
    submitted.preventDefault();
    const profile = { displayName: displayName.trim(), email: email.trim() };
    const problems = profileCheck(profile);
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) return;
    try {
      const saved = await update.mutateAsync({ id: me.id, changes: profile });
      setDisplayName(saved.displayName);
      setEmail(saved.email);
      flash.show(t('account.saved'));
    } catch (error) {
      setFailure(describeFailure(error, t('account.failed')));
    }
  }

  return (
    <SettingsCard id="settings-account" title={t('account.title')}>
      <form noValidate onSubmit={(submitted) => void submit(submitted)} className="grid gap-4">
        <TextField
          label={t('account.name')}
          name="displayName"
          autoComplete="name"
          maxLength={80}
          value={displayName}
          onChange={(input) => setDisplayName(input.target.value)}
          error={errors.displayName ? wordProblem(errors.displayName) : null}
        />
        <TextField
          label={t('account.email')}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={120}
          value={email}
          onChange={(input) => setEmail(input.target.value)}
          error={errors.email ? wordProblem(errors.email) : null}
        />
        <SuccessBanner message={flash.message} />
        {failure && <ErrorBanner failure={failure} />}
        <SaveButton pending={update.isPending} label={t('account.save')} pendingLabel={t('saving')} />
      </form>
    </SettingsCard>
  );
}

/**
 * Changes the admin's own password. The server then ends all their sessions, this one too,
 * so on success the tab asks them to sign in again (onChanged).
 */
export function OwnPasswordSection({ me, onChanged }: { me: SessionUser; onChanged: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const update = useUpdateAccount();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ current?: string; password?: string; repeat?: string }>({});
  const [failure, setFailure] = useState<Failure | null>(null);

  async function submit(submitted: FormEvent) {
    submitted.preventDefault();
    const problem = passwordCheck(password, me.username);
    const next = {
      current: current ? undefined : t('password.currentMissing'),
      password: problem ? wordProblem(problem) : undefined,
      repeat: !problem && password !== repeat ? t('password.mismatch') : undefined,
    };
    setErrors(next);
    setFailure(null);
    if (next.current || next.password || next.repeat) return;
    try {
      await update.mutateAsync({ id: me.id, changes: { password, currentPassword: current } });
      setCurrent('');
      setPassword('');
      setRepeat('');
      onChanged();
    } catch (error) {
      const problem = actorPasswordProblem(error);
      if (problem) setErrors({ current: wordProblem(problem) });
      else setFailure(describeFailure(error, t('password.failed')));
    }
  }

  return (
    <SettingsCard id="settings-password" title={t('password.title')} intro={t('password.intro')}>
      <form noValidate onSubmit={(submitted) => void submit(submitted)} className="grid gap-4">
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={me.username} readOnly hidden />
        <TextField
          label={t('password.current')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(input) => setCurrent(input.target.value)}
          error={errors.current}
        />
        <p className="-mt-2 text-sm text-stone-600">{t('password.hint')}</p>
        <TextField
          label={t('password.newPassword')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(input) => setPassword(input.target.value)}
          error={errors.password}
        />
        <TextField
          label={t('password.repeat')}
          name="repeatPassword"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(input) => setRepeat(input.target.value)}
          error={errors.repeat}
        />
        {failure && <ErrorBanner failure={failure} />}
        <SaveButton pending={update.isPending} label={t('password.save')} pendingLabel={t('saving')} />
      </form>
    </SettingsCard>
  );
}
