import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';
import { compactButton } from '#web/components/buttons.ts';
import { confirmationSchema, placeActorRefusal } from '../model/account-forms.ts';
import type { PlaceRefusal } from '../model/account-row.ts';
import { ActorPasswordField } from './actor-password-field.tsx';

interface ConfirmChangeFormProps {
  /** The change's words: the prompt names it and the confirm button says it. */
  action: string;
  busy: boolean;
  onConfirm: (currentPassword: string, placed: PlaceRefusal) => Promise<void>;
  cancelButton: ReactNode;
}

/** The acting admin's own password, confirming a change already chosen (named by `action`). */
export function ConfirmChangeForm({ action, busy, onConfirm, cancelButton }: ConfirmChangeFormProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const form = useSchemaForm(confirmationSchema, { currentPassword: '' });
  const problem = useFieldProblem();
  const submit = form.handleSubmit(({ currentPassword }) =>
    onConfirm(currentPassword, (error) => placeActorRefusal(form, error)),
  );
  return (
    <form
      noValidate
      onSubmit={(submitted) => void submit(submitted)}
      aria-label={t('confirm.prompt', { action })}
      className="mt-3 grid gap-2 border-t border-stone-200 pt-3"
    >
      <p className="text-sm font-medium text-stone-800">{t('confirm.prompt', { action })}</p>
      <ActorPasswordField
        className="min-w-0 flex-1"
        autoFocus
        error={problem(form.formState.errors.currentPassword)}
        {...form.register('currentPassword')}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={compactButton.primary}>
          {action}
        </button>
        {cancelButton}
      </div>
    </form>
  );
}
