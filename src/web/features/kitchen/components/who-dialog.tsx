import { useId } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { startTaskRequestSchema } from '#shared/schemas/tasks.ts';
import { Modal } from '#web/components/modal.tsx';
import { TextField } from '#web/components/fields.tsx';
import { rememberedName, rememberName } from '#web/lib/cook-name.ts';
import { useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';
import { button } from '#web/components/buttons.ts';

interface WhoDialogProps {
  /** What is being done, e.g. the task's name. */
  subject: string;
  onConfirm: (name: string) => void;
  onCancel: () => void;
}

/** "Who is doing this?": the name field starts with this device's last name, which is remembered. */
export function WhoDialog({ subject, onConfirm, onCancel }: WhoDialogProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen' });
  const id = useId();
  // The name as every task call takes it (start, complete, reading).
  const form = useSchemaForm(startTaskRequestSchema, { name: rememberedName() });
  const problem = useFieldProblem();
  const submit = form.handleSubmit(({ name }) => {
    rememberName(name);
    onConfirm(name);
  });

  return (
    <Modal
      labelledBy={`${id}-title`}
      describedBy={`${id}-subject`}
      onEscape={onCancel}
      className="w-full max-w-md rounded-2xl bg-white p-5 shadow-2xl sm:p-6"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <h2 id={`${id}-title`} className="text-xl font-bold text-stone-900">
          {t('tasks.who.title')}
        </h2>
        <p id={`${id}-subject`} className="mt-1 text-lg text-stone-700">
          {subject}
        </p>
        <TextField
          className="mt-4"
          label={t('tasks.who.name')}
          hint={t('tasks.who.hint')}
          maxLength={80}
          autoComplete="name"
          error={problem(form.formState.errors.name)}
          {...form.register('name')}
        />
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onCancel} className={button.secondary}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={button.primary}>
            {t('tasks.who.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
