import { LoaderCircle, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { formatRupees } from '#shared/domain/money.ts';
import type { InventoryItem } from '#shared/schemas/inventory.ts';
import { button } from '#web/components/buttons.ts';
import { Modal } from '#web/components/modal.tsx';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useProblemText } from '../model/use-problem-text.ts';
import { checkForm, FORM_FIELD_OF, formOf, type FormErrors, type FormField, type ItemFormValues } from './item-form.ts';
import { ItemFields } from './item-fields.tsx';
import { CATEGORY_KEY } from './labels.ts';
import type { EditFields } from './offline-queue.ts';
import { PriceHistory } from './price-history.tsx';
import type { SaveResult } from './use-inventory.ts';

/**
 * Editing one item, with its price history. The save is made from the copy the dialog opened with:
 * when someone else changed the item meanwhile the server refuses it (409), the dialog takes the new
 * copy, keeps what the cook typed and shows beside each field what the server has now.
 */
export function EditItemModal({
  item,
  save,
  onDone,
  onClose,
}: {
  /** The item as the list shows it now (its history stays current while the dialog is open). */
  item: InventoryItem;
  save: (base: InventoryItem, change: EditFields) => Promise<SaveResult>;
  onDone: (result: 'saved' | 'queued') => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory' });
  const problemText = useProblemText();
  const id = useId();
  const [base, setBase] = useState(item);
  const [previous, setPrevious] = useState<InventoryItem | null>(null);
  const [values, setValues] = useState<ItemFormValues>(() => formOf(item));
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<FormField, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const shown = (field: FormField, form: ItemFormValues): string => {
    if (field === 'price') return formatRupees(Math.round(Number(form.price) * 100));
    if (field === 'category') return t(`categories.${CATEGORY_KEY[form.category]}`);
    if (field === 'isActive') return form.isActive ? t('yes') : t('no');
    return String(form[field]) || t('table.none');
  };
  // After a refused save: beside each field, what the server has now where it differs from before.
  const notes: Partial<Record<FormField, string>> = {};
  if (previous) {
    const before = formOf(previous);
    const now = formOf(base);
    for (const field of Object.keys(now) as FormField[]) {
      if (now[field] !== before[field]) notes[field] = t('edit.nowOnServer', { value: shown(field, now) });
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    setServerErrors({});
    const checked = checkForm(values);
    setErrors(checked.errors);
    if (!checked.fields) return;
    setBusy(true);
    const result = await save(base, checked.fields);
    setBusy(false);
    if (result.kind === 'saved' || result.kind === 'queued') {
      onDone(result.kind);
      return;
    }
    if (result.kind === 'stale') {
      if (!result.latest) {
        setNotice(t('notFound'));
        return;
      }
      setPrevious(base);
      setBase(result.latest);
      setNotice(problemText(result.error, t('stale')));
      return;
    }
    const text = problemText(result.error, t('messages.updateFailed'));
    const field =
      result.error instanceof ApiError && result.error.field ? FORM_FIELD_OF[result.error.field] : undefined;
    if (field) setServerErrors({ [field]: result.error instanceof ApiError ? result.error.message || text : text });
    setNotice(text === t('messages.updateFailed') ? text : `${t('messages.updateFailed')}: ${text}`);
  }

  return (
    <Modal
      labelledBy={`${id}-title`}
      onEscape={() => {
        if (!busy) onClose();
      }}
      className="max-h-[92vh] w-full max-w-3xl overflow-y-auto rounded-2xl bg-white p-4 shadow-2xl sm:p-6"
    >
      <div className="mb-4 flex items-start justify-between gap-3">
        <h2 id={`${id}-title`} className="min-w-0 break-words text-xl font-bold text-stone-900">
          {t('edit.heading', { name: item.name })}
        </h2>
        <button
          type="button"
          onClick={onClose}
          disabled={busy}
          aria-label={t('edit.cancel')}
          className="-m-1 flex min-h-12 min-w-12 shrink-0 items-center justify-center rounded-full text-stone-700 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300"
        >
          <X aria-hidden className="size-6" />
        </button>
      </div>
      <form noValidate onSubmit={submit} className="space-y-4">
        {notice && <ErrorBanner failure={{ title: notice }} />}
        <div>
          <ItemFields
            values={values}
            errors={errors}
            serverErrors={serverErrors}
            notes={notes}
            withActive
            narrow
            onChange={(field, value) => {
              setValues((current) => ({ ...current, [field]: value }));
              setErrors((current) => ({ ...current, [field]: undefined }));
            }}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={busy} className={button.secondary}>
            {t('edit.cancel')}
          </button>
          <button type="submit" disabled={busy} className={button.primary}>
            {busy && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
            {busy ? t('edit.saving') : t('edit.save')}
          </button>
        </div>
      </form>
      <div className="mt-6 border-t border-stone-200 pt-4">
        <PriceHistory item={item} />
      </div>
    </Modal>
  );
}
