import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { button } from '#web/components/buttons.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { placeRefusal, useSchemaForm } from '#web/lib/schema-form.ts';
import { useAddItem } from '../api/add-item.ts';
import { NEW_ITEM_FORM, newItemFormSchema, steppedText } from '../model/item-form.ts';
import { ItemFields } from './item-fields.tsx';

/** Add New Item: checked by the add call's schema beside the fields, prices typed and sent in rupees. */
export function AddItemForm({
  onAdded,
  onFailed,
  onCancel,
}: {
  onAdded: () => void;
  /** 'Failed to add item', with the reason when there is one. */
  onFailed: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory' });
  const problemText = useProblemText();
  const { mutateAsync: addItem } = useAddItem();
  const headingId = useId();
  // A number is refused beside its field as it is typed, not only on Add.
  const form = useSchemaForm(newItemFormSchema, NEW_ITEM_FORM, { mode: 'onChange' });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (item) => {
    try {
      await addItem(item);
      form.reset(NEW_ITEM_FORM);
      onAdded();
    } catch (error) {
      // The server's problem with a field goes beside it too, by its text key, in the screen's language.
      placeRefusal(form, error);
      const text = problemText(error, t('messages.addFailed'));
      onFailed(text === t('messages.addFailed') ? text : `${t('messages.addFailed')}: ${text}`);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={headingId}
      className="mb-4 space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h3 id={headingId} className="text-xl font-bold text-stone-900">
        {t('form.heading')}
      </h3>
      <ItemFields
        register={(field) => form.register(field)}
        errors={form.formState.errors}
        onStep={(field, step, direction) => {
          const next = steppedText(form.getValues(field), field, step, direction);
          if (next !== null) form.setValue(field, next, { shouldValidate: true, shouldDirty: true });
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
