import { LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { button } from '#web/components/buttons.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { useAddItem } from './api/add-item.ts';
import { checkForm, FORM_FIELD_OF, NEW_ITEM_FORM, type FormErrors, type FormField } from './item-form.ts';
import { ItemFields } from './item-fields.tsx';

/** Add New Item: the seed's checks beside the fields, prices typed and sent in rupees. */
export function AddItemForm({
  onAdded,
  onFailed,
  onCancel,
}: {
  onAdded: () => void;
  /** The seed's 'Failed to add item', with the reason when there is one. */
  onFailed: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory' });
  const problemText = useProblemText();
  const { mutateAsync: addItem } = useAddItem();
  const headingId = useId();
  const [values, setValues] = useState(NEW_ITEM_FORM);
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<FormField, string>>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerErrors({});
    const checked = checkForm(values);
    setErrors(checked.errors);
    if (!checked.fields) return;
    const { isActive: _, ...fields } = checked.fields;
    setBusy(true);
    try {
      await addItem(fields);
      setValues(NEW_ITEM_FORM);
      onAdded();
    } catch (error) {
      const text = problemText(error, t('messages.addFailed'));
      const field = error instanceof ApiError && error.field ? FORM_FIELD_OF[error.field] : undefined;
      // The server's problem with a field, by its text key, in the screen's language.
      if (field) setServerErrors({ [field]: text });
      onFailed(text === t('messages.addFailed') ? text : `${t('messages.addFailed')}: ${text}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="mb-4 space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h3 id={headingId} className="text-xl font-bold text-stone-900">
        {t('form.heading')}
      </h3>
      <ItemFields
        values={values}
        errors={errors}
        serverErrors={serverErrors}
        onChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          setErrors((current) => ({ ...current, [field]: undefined }));
        }}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={button.secondary}>
          {t('form.cancel')}
        </button>
        <button type="submit" disabled={busy} className={button.primary}>
          {busy && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
          {busy ? t('form.adding') : t('form.submit')}
        </button>
      </div>
    </form>
  );
}
