import { useTranslation } from '#web/lib/i18n.ts';
import { formatRupees } from '#shared/domain/money.ts';

export interface BreakdownLine {
  key: string;
  name: string;
  quantity: number;
  linePaise: number;
}

interface PriceBreakdownProps {
  lines: BreakdownLine[];
  subtotalPaise: number;
  discountPercent: number;
  discountPaise: number;
  totalPaise: number;
  title: string;
}

/** Lines, subtotal, discount (when there is one) and total; the same on the form and the confirmation. */
export function PriceBreakdown({
  lines,
  subtotalPaise,
  discountPercent,
  discountPaise,
  totalPaise,
  title,
}: PriceBreakdownProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking' });
  return (
    <section aria-label={title} className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-stone-600">{title}</h3>
      <dl className="mt-2 space-y-1 text-sm" data-testid="price-breakdown">
        {lines.map((line) => (
          <div key={line.key} className="flex justify-between gap-3 text-stone-700">
            <dt>{t('lineItem', { name: line.name, quantity: line.quantity })}</dt>
            <dd className="shrink-0 tabular-nums">{formatRupees(line.linePaise)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-stone-200 pt-2">
          <dt>{t('subtotal')}</dt>
          <dd className="shrink-0 tabular-nums" data-testid="subtotal">
            {formatRupees(subtotalPaise)}
          </dd>
        </div>
        {discountPaise > 0 && (
          <div className="flex justify-between gap-3 text-emerald-700">
            <dt>{t('discount', { percent: discountPercent })}</dt>
            <dd className="shrink-0 tabular-nums" data-testid="discount">
              −{formatRupees(discountPaise)}
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-3 text-base font-bold text-stone-900">
          <dt>{t('total')}</dt>
          <dd className="shrink-0 tabular-nums" data-testid="total">
            {formatRupees(totalPaise)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
