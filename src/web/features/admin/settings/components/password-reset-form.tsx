import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';
import type { AccountChangeRequest } from '#shared/schemas/users.ts';
import { compactButton } from '#web/components/buttons.ts';
import { TextField } from '#web/components/fields.tsx';
import { passwordResetSchema, placeActorRefusal } from '../model/account-forms.ts';
import type { PlaceRefusal } from '../model/account-row.ts';
import { ActorPasswordField } from './actor-password-field.tsx';

interface PasswordResetFormProps {
  username: string;
  asksForActor: boolean;
  busy: boolean;
  onSave: (changes: AccountChangeRequest, placed: PlaceRefusal) => Promise<void>;
  cancelButton: ReactNode;
}

/** Another account's new password, with the acting admin's own where the change asks for it. */
export function PasswordResetForm({ username, asksForActor, busy, onSave, cancelButton }: PasswordResetFormProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const form = useSchemaForm(passwordResetSchema(username, asksForActor), { password: '', currentPassword: '' });
  const problem = useFieldProblem();
  const { errors } = form.formState;
  const submit = form.handleSubmit((changes) => onSave(changes, (error) => placeActorRefusal(form, error)));
  return (
    <form
      noValidate
      onSubmit={(submitted) => void submit(submitted)}
      className="mt-3 flex flex-col gap-2 border-t border-stone-200 pt-3 sm:flex-row sm:flex-wrap sm:items-start"
    >
      <TextField
        className="min-w-0 flex-1"
        label={t('staff.newPasswordFor', { username })}
        type="password"
        autoComplete="new-password"
        autoFocus
        error={problem(errors.password)}
        {...form.register('password')}
      />
      {asksForActor && (
        <ActorPasswordField
          className="min-w-0 flex-1"
          error={problem(errors.currentPassword)}
          {...form.register('currentPassword')}
        />
      )}
      <div className="flex gap-2 sm:mt-6">
        <button type="submit" disabled={busy} className={`${compactButton.primary} flex-1`}>
          {t('staff.savePassword')}
        </button>
        {cancelButton}
      </div>
    </form>
  );
}
