import { Download, FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { keralaDay } from '#shared/domain/gst.ts';
import { invoiceExportPath } from '#shared/schemas/invoices.ts';
import { compactButton } from '#web/components/buttons.ts';
import { useTranslation } from '#web/lib/i18n.ts';

/** The month's tax invoices and credit notes as the CSV a GST return is filed from (GET /api/invoices/export). */
export function InvoiceExportSection() {
  const { t } = useTranslation('translation', { keyPrefix: 'ownerInvoices' });
  const monthId = useId();
  const [month, setMonth] = useState(() => keralaDay(new Date()).slice(0, 7));
  const chosen = /^\d{4}-\d{2}$/.test(month);
  return (
    <section aria-labelledby="invoice-export-title" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <h3 id="invoice-export-title" className="flex items-center gap-2 text-lg font-bold text-stone-900">
        <FileText aria-hidden className="size-5" /> {t('export.title')}
      </h3>
      <p className="mt-1 text-sm text-stone-600">{t('export.intro')}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label htmlFor={monthId} className="text-sm font-medium text-stone-800">
          {t('export.month')}
          <input
            id={monthId}
            type="month"
            value={month}
            onChange={(changed) => setMonth(changed.target.value)}
            className="mt-1 block min-h-12 rounded-lg border px-3 py-2 text-base"
          />
        </label>
        <a
          href={chosen ? invoiceExportPath(month) : undefined}
          aria-disabled={!chosen}
          download
          className={compactButton.dark}
        >
          <Download aria-hidden className="size-4" /> {t('export.download')}
        </a>
      </div>
    </section>
  );
}
