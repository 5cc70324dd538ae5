import { button } from '#web/components/buttons.ts';
import { TextField } from '#web/components/fields.tsx';
import { invoiceCustomerSchema } from '#shared/schemas/invoices.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { placeRefusal, useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';
import { useAddInvoiceCustomer } from '../api/add-invoice-customer.ts';

/**
 * The customer's GSTIN and business name added to their tax invoice from the booking page, while the
 * invoice is still open to it (the month it was issued in, before any refund): folded away until asked for.
 */
export function InvoiceCustomerForm({ token }: { token: string }) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking' });
  const fieldProblem = useFieldProblem();
  const problemText = useProblemText();
  const form = useSchemaForm(invoiceCustomerSchema, { gstin: '', businessName: '' });
  const adding = useAddInvoiceCustomer(token);
  const errors = form.formState.errors;
  const save = form.handleSubmit((given) =>
    adding.mutate(given, { onError: (error) => void placeRefusal(form, error) }),
  );
  const refusal = adding.error && !form.formState.errors.gstin ? problemText(adding.error, '') : '';
  return (
    <details className="mt-2" data-testid="invoice-customer">
      <summary className="flex min-h-12 cursor-pointer items-center px-2 font-semibold text-orange-800">
        {t('documents.customer.open')}
      </summary>
      <form noValidate onSubmit={(event) => void save(event)} className="mt-2 space-y-3 px-2">
        <p className="text-sm text-stone-600">{t('documents.customer.intro')}</p>
        <TextField
          label={t('documents.customer.gstin')}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          error={fieldProblem(errors.gstin)}
          {...form.register('gstin')}
        />
        <TextField
          label={t('business.businessName')}
          autoComplete="organization"
          maxLength={120}
          error={fieldProblem(errors.businessName)}
          {...form.register('businessName')}
        />
        {refusal && (
          <p role="alert" className="text-sm text-red-700">
            {refusal}
          </p>
        )}
        <button type="submit" disabled={adding.isPending} className={button.primary}>
          {t('documents.customer.save')}
        </button>
      </form>
    </details>
  );
}
