import { useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { describeFailure } from '#web/lib/problem-text.ts';
import { useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';
import type { SessionUser } from '#shared/schemas/auth.ts';
import { updateAccountSchema } from '#shared/schemas/users.ts';
import { TextField } from '#web/components/fields.tsx';
import { ErrorBanner, SuccessBanner, useFlash, type Failure } from '#web/components/status-banners.tsx';
import { useUpdateAccount } from '../api/update-account.ts';
import { ownPasswordSchema, placeActorRefusal, trimmed } from '../model/account-forms.ts';
import { SaveButton, SettingsCard } from '#web/features/admin/components/settings-card.tsx';

/** The signed-in admin's own name and e-mail (PUT /api/users/:id with their own id). */
export function OwnProfileSection({ me }: { me: SessionUser }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const update = useUpdateAccount();
  const flash = useFlash();
  const form = useSchemaForm(updateAccountSchema, { displayName: me.displayName, email: me.email });
  const problem = useFieldProblem();
  const { errors } = form.formState;
  const [failure, setFailure] = useState<Failure | null>(null);

  const submit = form.handleSubmit(
    async (profile) => {
      setFailure(null);
      try {
        const saved = await update.mutateAsync({ id: me.id, changes: profile });
        form.reset({ displayName: saved.displayName, email: saved.email });
        flash.show(t('account.saved'));
      } catch (error) {
        setFailure(describeFailure(error, t('account.failed')));
      }
    },
    () => setFailure(null),
  );

  return (
    <SettingsCard id="settings-account" title={t('account.title')}>
      <form noValidate onSubmit={(submitted) => void submit(submitted)} className="grid gap-4">
        <TextField
          label={t('account.name')}
          autoComplete="name"
          maxLength={80}
          error={problem(errors.displayName)}
          {...form.register('displayName')}
        />
        <TextField
          label={t('account.email')}
          type="email"
          autoComplete="email"
          maxLength={120}
          error={problem(errors.email)}
          {...form.register('email', { setValueAs: trimmed })}
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
  const form = useSchemaForm(ownPasswordSchema(me.username), { currentPassword: '', password: '', repeat: '' });
  const problem = useFieldProblem();
  const { errors } = form.formState;
  const [failure, setFailure] = useState<Failure | null>(null);

  const submit = form.handleSubmit(
    async (changes) => {
      setFailure(null);
      try {
        await update.mutateAsync({ id: me.id, changes });
        form.reset();
        onChanged();
      } catch (error) {
        if (!placeActorRefusal(form, error)) setFailure(describeFailure(error, t('password.failed')));
      }
    },
    () => setFailure(null),
  );

  return (
    <SettingsCard id="settings-password" title={t('password.title')} intro={t('password.intro')}>
      <form noValidate onSubmit={(submitted) => void submit(submitted)} className="grid gap-4">
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={me.username} readOnly hidden />
        <TextField
          label={t('password.current')}
          type="password"
          autoComplete="current-password"
          error={problem(errors.currentPassword)}
          {...form.register('currentPassword')}
        />
        <p className="-mt-2 text-sm text-stone-600">{t('password.hint')}</p>
        <TextField
          label={t('password.newPassword')}
          type="password"
          autoComplete="new-password"
          error={problem(errors.password)}
          {...form.register('password')}
        />
        <TextField
          label={t('password.repeat')}
          type="password"
          autoComplete="new-password"
          error={problem(errors.repeat)}
          {...form.register('repeat')}
        />
        {failure && <ErrorBanner failure={failure} />}
        <SaveButton pending={update.isPending} label={t('password.save')} pendingLabel={t('saving')} />
      </form>
    </SettingsCard>
  );
}
