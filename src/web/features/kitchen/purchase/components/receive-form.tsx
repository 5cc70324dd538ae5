import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { deliverySchema, type SupplierList } from '#shared/schemas/purchasing.ts';
import { rupeesToPaise } from '#shared/domain/money.ts';
import { button } from '#web/components/buttons.ts';
import { TextField } from '#web/components/fields.tsx';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { keyOf, useTranslation } from '#web/lib/i18n.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { useReceiveDelivery } from '../api/purchase-list.ts';

/** A typed number: '' and anything unreadable are NaN (the contract refuses them). */
const typed = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

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
  const { t: all } = useTranslation();
  const problemText = useProblemText();
  const receive = useReceiveDelivery();
  const [rows, setRows] = useState(() =>
    supplier.lines.map((line) => ({ itemId: line.itemId, quantity: String(line.quantity), price: '' })),
  );
  const [problem, setProblem] = useState<string | null>(null);

  async function save() {
    setProblem(null);
    const parsed = deliverySchema.safeParse({
      lines: rows.map((row) => ({
        itemId: row.itemId,
        quantity: typed(row.quantity),
        pricePaise: Number.isNaN(typed(row.price)) ? Number.NaN : rupeesToPaise(typed(row.price)),
      })),
    });
    if (!parsed.success) return setProblem(all(keyOf(parsed.error.issues[0]!.message)));
    try {
      await receive.mutateAsync(parsed.data);
      onDone(t('saved'));
    } catch (error) {
      setProblem(problemText(error, t('failed')));
    }
  }

  const set = (index: number, field: 'quantity' | 'price', value: string) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="space-y-3 border-t border-stone-200 pt-3"
      data-testid="receive-form"
    >
      <h3 className="text-lg font-bold text-stone-900">{t('title', { name })}</h3>
      <p className="text-sm text-stone-700">{t('intro')}</p>
      {problem && <ErrorBanner failure={{ title: problem }} />}
      {supplier.lines.map((line, index) => (
        <fieldset key={line.itemId} className="grid gap-2 sm:grid-cols-2">
          <legend className="mb-1 break-words font-semibold text-stone-900">{line.name}</legend>
          <TextField
            label={t('quantity', { unit: line.unit })}
            inputMode="decimal"
            value={rows[index]!.quantity}
            onChange={(event) => set(index, 'quantity', event.target.value)}
          />
          <TextField
            label={t('price', { unit: line.unit })}
            inputMode="decimal"
            value={rows[index]!.price}
            onChange={(event) => set(index, 'price', event.target.value)}
          />
        </fieldset>
      ))}
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
