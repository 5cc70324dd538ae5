import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import type { SupplierList } from '#shared/schemas/purchasing.ts';
import { button } from '#web/components/buttons.ts';
import { TextField } from '#web/components/fields.tsx';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { placeRefusal, useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';
import { useReceiveDelivery } from '../api/purchase-list.ts';
import { receiveFieldOf, receiveFormSchema, receiveFormValues } from '../model/receive-form.ts';

/**
 * What came from the supplier: per line the quantity received (the list's to start with) and the price
 * per unit in rupees. Saved as one delivery: stock and price history together, or nothing.
 */
export function ReceiveForm({
  supplier,
  name,
  onDone,
  onCancel,
}: {
  supplier: SupplierList;
  name: string;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'purchase.receive' });
  const problemText = useProblemText();
  const fieldProblem = useFieldProblem();
  const receive = useReceiveDelivery();
  const form = useSchemaForm(receiveFormSchema, receiveFormValues(supplier));
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const errors = form.formState.errors.lines;
  const [problem, setProblem] = useState<string | null>(null);

  const save = form.handleSubmit(
    async (delivery) => {
      setProblem(null);
      try {
        await receive.mutateAsync(delivery);
        onDone(t('saved'));
      } catch (error) {
        if (!placeRefusal(form, error, receiveFieldOf)) setProblem(problemText(error, t('failed')));
      }
    },
    () => setProblem(null),
  );
  const banner = problem ?? fieldProblem(errors?.root);

  return (
    <form
      noValidate
      onSubmit={(submitted) => void save(submitted)}
      className="space-y-3 border-t border-stone-200 pt-3"
      data-testid="receive-form"
    >
      <h3 className="text-lg font-bold text-stone-900">{t('title', { name })}</h3>
      <p className="text-sm text-stone-700">{t('intro')}</p>
      {banner && <ErrorBanner failure={{ title: banner }} />}
      {lines.fields.map((field, index) => {
        const line = supplier.lines[index]!;
        return (
          <fieldset key={field.id} className="grid gap-2 sm:grid-cols-2">
            <legend className="mb-1 break-words font-semibold text-stone-900">{line.name}</legend>
            <TextField
              label={t('quantity', { unit: line.unit })}
              inputMode="decimal"
              error={fieldProblem(errors?.[index]?.quantity)}
              {...form.register(`lines.${index}.quantity`)}
            />
            <TextField
              label={t('price', { unit: line.unit })}
              inputMode="decimal"
              error={fieldProblem(errors?.[index]?.price)}
              {...form.register(`lines.${index}.price`)}
            />
          </fieldset>
        );
      })}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} disabled={receive.isPending} className={button.secondary}>
          {t('cancel')}
        </button>
        <button type="submit" disabled={receive.isPending} className={button.primary}>
          {receive.isPending && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
          {t('save')}
        </button>
      </div>
    </form>
  );
}
