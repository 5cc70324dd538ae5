import { TriangleAlert } from 'lucide-react';
import type { NeedLine } from '#shared/domain/kitchen/event-needs.ts';
import { formatRupees } from '#shared/domain/money.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { useNeedQuantity } from './use-need-quantity.ts';

const cell = 'md:py-2 md:pr-3';

function Amount({ label, children }: { label: string; children: string }) {
  return (
    <td className={`min-w-0 tabular-nums ${cell}`}>
      <span className="block text-sm font-medium text-stone-600 md:hidden">{label}</span>
      <span className="whitespace-nowrap font-semibold text-stone-900">{children}</span>
    </td>
  );
}

/** The lines checked against the stock: needed, in stock, to buy and cost; a card per line on a phone. */
export function NeedsTable({ lines, lang }: { lines: NeedLine[]; lang: 'en' | 'ml' }) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory.needs' });
  const quantity = useNeedQuantity();
  const cost = (line: NeedLine) => (line.pricePaise ? formatRupees(line.costPaise!) : t('unpriced'));
  return (
    <table className="w-full text-left text-base" data-testid="needs-table">
      <thead className="hidden md:table-header-group">
        <tr className="text-sm text-stone-600">
          <th scope="col" className="py-2 pr-3 font-semibold">
            {t('columns.ingredient')}
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            {t('columns.needed')}
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            {t('columns.inStock')}
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            {t('columns.toBuy')}
          </th>
          <th scope="col" className="py-2 font-semibold">
            {t('columns.cost')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr
            key={line.key}
            data-testid="need-row"
            className="grid grid-cols-2 gap-x-4 gap-y-1 border-t border-stone-200 py-3 md:table-row md:py-0"
          >
            <th scope="row" className={`col-span-2 text-left font-semibold text-stone-900 ${cell}`}>
              <span className="break-words">{line.name[lang]}</span>
              {line.lowStock && (
                <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-900">
                  <TriangleAlert aria-hidden className="size-4" />
                  {t('lowStock')}
                </span>
              )}
            </th>
            <Amount label={t('columns.needed')}>{quantity(line.needed, line.unit)}</Amount>
            <Amount label={t('columns.inStock')}>{quantity(line.inStock!, line.unit)}</Amount>
            <Amount label={t('columns.toBuy')}>{quantity(line.toBuy!, line.unit)}</Amount>
            <Amount label={t('columns.cost')}>{cost(line)}</Amount>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
