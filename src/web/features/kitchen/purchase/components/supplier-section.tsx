import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import type { InventoryItem } from '#shared/schemas/inventory.ts';
import { button } from '#web/components/buttons.ts';
import { SelectField, TextField } from '#web/components/fields.tsx';
import { ErrorBanner, SuccessBanner } from '#web/components/status-banners.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { placeRefusal, useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';
import { usePurchaseDetails, useSavePurchaseDetails } from '../api/purchase-details.ts';
import { supplierFormSchema, supplierTextsOf } from '../model/supplier-form.ts';

/**
 * The item's supplier and purchase pack, below its fields in the edit dialog: saved on its own (the
 * purchase list reads them), not through the item's change queue.
 */
export function SupplierSection({ item }: { item: InventoryItem }) {
  const { t } = useTranslation('translation', { keyPrefix: 'purchase.supplier' });
  const details = usePurchaseDetails();
  const mine = details.data?.find((one) => one.itemId === item.id);
  if (details.isPending) return null;
  // Never a blank form over a supplier that could not be read: saving it would clear the supplier.
  if (!details.data) return <p className="text-base text-stone-700">{t('unavailable')}</p>;
  return <SupplierForm key={mine ? JSON.stringify(mine) : 'none'} item={item} initial={supplierTextsOf(mine)} />;
}

function SupplierForm({ item, initial }: { item: InventoryItem; initial: ReturnType<typeof supplierTextsOf> }) {
  const { t } = useTranslation('translation', { keyPrefix: 'purchase.supplier' });
  const problemText = useProblemText();
  const problem = useFieldProblem();
  const form = useSchemaForm(supplierFormSchema, initial);
  const save = useSavePurchaseDetails(item.id);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const field = (name: keyof typeof initial) => ({
    ...form.register(name),
    error: problem(form.formState.errors[name]),
  });

  const submit = form.handleSubmit(async (input) => {
    setNotice(null);
    try {
      await save.mutateAsync(input);
      setNotice({ ok: true, text: t('saved') });
    } catch (error) {
      placeRefusal(form, error);
      setNotice({ ok: false, text: problemText(error, t('failed')) });
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`supplier-${item.id}`}
      className="space-y-3"
      data-testid="supplier-section"
    >
      <h3 id={`supplier-${item.id}`} className="text-lg font-bold text-stone-900">
        {t('heading')}
      </h3>
      {notice &&
        (notice.ok ? <SuccessBanner message={notice.text} /> : <ErrorBanner failure={{ title: notice.text }} />)}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('name')} maxLength={80} autoComplete="off" {...field('supplierName')} />
        <TextField label={t('phone')} inputMode="tel" autoComplete="off" {...field('supplierPhone')} />
        <SelectField label={t('language')} {...field('supplierLanguage')}>
          <option value="en">{t('english')}</option>
          <option value="ml">{t('malayalam')}</option>
        </SelectField>
        <TextField label={t('email')} type="email" autoComplete="off" {...field('supplierEmail')} />
        <TextField label={t('pack', { unit: item.unit })} inputMode="decimal" {...field('purchasePack')} />
      </div>
      <div className="flex justify-end">
        <button type="submit" disabled={save.isPending} className={button.secondary}>
          {save.isPending && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
          {t('save')}
        </button>
      </div>
    </form>
  );
}
