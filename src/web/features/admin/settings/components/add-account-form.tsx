import { LoaderCircle, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { describeFailure } from '#web/lib/problem-text.ts';
import { useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';
import { ROLES } from '#shared/domain/access.ts';
import { newAccountAsksForActorPassword } from '#shared/domain/re-authentication.ts';
import { compactButton } from '#web/components/buttons.ts';
import { SelectField, TextField } from '#web/components/fields.tsx';
import { ErrorBanner, type Failure } from '#web/components/status-banners.tsx';
import { useCreateAccount } from '../api/create-account.ts';
import { NEW_ACCOUNT, newAccountSchema, placeActorRefusal } from '../model/account-forms.ts';
import { ActorPasswordField } from './actor-password-field.tsx';

/** A new account: username, password, name and role, and the admin's own password for a new admin. */
export function AddAccountForm({ onAdded }: { onAdded: (username: string) => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const create = useCreateAccount();
  const form = useSchemaForm(newAccountSchema, NEW_ACCOUNT);
  const problem = useFieldProblem();
  const { errors } = form.formState;
  const asksForActor = newAccountAsksForActorPassword(form.watch('role'));
  const [failure, setFailure] = useState<Failure | null>(null);

  const submit = form.handleSubmit(
    async (account) => {
      setFailure(null);
      try {
        const created = await create.mutateAsync(account);
        form.reset();
        onAdded(created.username);
      } catch (error) {
        if (!placeActorRefusal(form, error)) setFailure(describeFailure(error, t('staff.add.failed')));
      }
    },
    () => setFailure(null),
  );

  return (
    <form
      noValidate
      onSubmit={(submitted) => void submit(submitted)}
      aria-labelledby="add-account-title"
      className="mt-5 grid gap-4 border-t border-stone-200 pt-4 sm:grid-cols-2"
    >
      <h3 id="add-account-title" className="font-semibold text-stone-900 sm:col-span-2">
        {t('staff.add.title')}
      </h3>
      <TextField
        label={t('staff.add.username')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={40}
        error={problem(errors.username)}
        {...form.register('username')}
      />
      <TextField
        label={t('staff.add.password')}
        type="password"
        autoComplete="new-password"
        error={problem(errors.password)}
        {...form.register('password')}
      />
      <TextField
        label={t('staff.add.name')}
        autoComplete="off"
        maxLength={80}
        error={problem(errors.displayName)}
        {...form.register('displayName')}
      />
      <SelectField
        label={t('staff.add.role')}
        options={ROLES.map((role) => ({ value: role, label: t(`staff.roles.${role}`) }))}
        {...form.register('role')}
      />
      {asksForActor && (
        <ActorPasswordField
          className="sm:col-span-2"
          error={problem(errors.currentPassword)}
          {...form.register('currentPassword')}
        />
      )}
      {failure && <ErrorBanner className="sm:col-span-2" failure={failure} />}
      <div className="sm:col-span-2">
        <button type="submit" disabled={create.isPending} className={compactButton.primary}>
          {create.isPending ? (
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
          ) : (
            <UserPlus aria-hidden className="size-4" />
          )}
          {create.isPending ? t('saving') : t('staff.add.submit')}
        </button>
      </div>
    </form>
  );
}
