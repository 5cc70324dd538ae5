import { CloudOff, Pencil, Power, PowerOff, Trash2, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { formatRupees, rupeesToPaise } from '#shared/domain/money.ts';
import type { InventoryCategory, InventoryItem } from '#shared/schemas/inventory.ts';
import { button, panel } from '#web/components/buttons.ts';
import { CATEGORY_KEY, isLowStock, itemName, quantityText, unitText } from '../model/labels.ts';

/** On phones the actions are a little smaller, so that two share a row. */
const phoneAction = 'max-md:px-3 max-md:text-sm';
const badge = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold';

export interface RowActions {
  onEdit: (item: InventoryItem) => void;
  onToggle: (item: InventoryItem) => void;
  onRemove: (item: InventoryItem) => void;
}

/** A small label shown above a value on phones, where the table's header row is not. */
function PhoneLabel({ text }: { text: string }) {
  return <span className="mr-1 text-sm font-medium text-stone-600 md:hidden">{text}:</span>;
}

function ItemRow({
  item,
  pending,
  conflict,
  busy,
  actions,
}: {
  item: InventoryItem;
  pending: boolean;
  conflict: boolean;
  busy: boolean;
  actions: RowActions;
}) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'inventory' });
  const low = isLowStock(item);
  const name = itemName(item, i18n.language);
  const unit = unitText(item.unit, t);
  const forItem = (action: string) => t('actions.forItem', { action, name });
  return (
    <tr
      data-testid="inventory-row"
      data-low-stock={low || undefined}
      className={`flex flex-wrap items-center gap-x-5 gap-y-2 border-t border-stone-200 px-1 py-3 md:table-row md:py-0 ${
        low ? 'bg-red-50' : ''
      } ${item.isActive ? '' : 'text-stone-500'}`}
    >
      <th scope="row" className="w-full text-left font-semibold text-stone-900 md:w-auto md:py-3 md:pr-3">
        <span className="break-words text-lg">{name}</span>
        {item.notes && <span className="block break-words text-sm font-normal text-stone-600">{item.notes}</span>}
      </th>
      <td className="tabular-nums md:py-3 md:pr-3">
        <PhoneLabel text={t('table.quantity')} />
        <span className={`font-semibold ${low ? 'text-red-800' : 'text-stone-900'}`}>
          {quantityText(item.quantity, i18n.language)} {unit}
        </span>
      </td>
      <td className="tabular-nums md:py-3 md:pr-3">
        <PhoneLabel text={t('table.price')} />
        <span className="text-stone-900">
          {t('table.perUnit', { price: formatRupees(rupeesToPaise(item.currentPrice)), unit })}
        </span>
      </td>
      <td className="tabular-nums md:py-3 md:pr-3">
        <PhoneLabel text={t('table.min')} />
        <span className="text-stone-900">
          {item.minQuantity === null ? t('table.none') : `${quantityText(item.minQuantity, i18n.language)} ${unit}`}
        </span>
      </td>
      <td className="md:py-3 md:pr-3">
        <span className="flex flex-wrap gap-1">
          <span
            className={`${badge} ${item.isActive ? 'bg-emerald-100 text-emerald-900' : 'bg-stone-200 text-stone-800'}`}
          >
            {item.isActive ? t('status.active') : t('status.inactive')}
          </span>
          {low && (
            <span data-testid="low-stock" className={`${badge} bg-red-100 text-red-900`}>
              <TriangleAlert aria-hidden className="size-4" />
              {t('status.lowStock')}
            </span>
          )}
          {pending && (
            <span data-testid="pending-badge" className={`${badge} bg-amber-100 text-amber-900`}>
              <CloudOff aria-hidden className="size-4" />
              {t('status.pending')}
            </span>
          )}
          {conflict && (
            <span className={`${badge} bg-red-100 text-red-900`}>
              <TriangleAlert aria-hidden className="size-4" />
              {t('status.conflict')}
            </span>
          )}
        </span>
      </td>
      <td className="w-full md:w-auto md:py-2">
        <span className="flex flex-wrap gap-2 md:justify-end">
          <button
            type="button"
            aria-label={forItem(t('actions.edit'))}
            onClick={() => actions.onEdit(item)}
            className={`${button.secondary} ${phoneAction}`}
          >
            <Pencil aria-hidden className="size-5" />
            {t('actions.edit')}
          </button>
          <button
            type="button"
            aria-label={forItem(item.isActive ? t('actions.deactivate') : t('actions.activate'))}
            onClick={() => actions.onToggle(item)}
            disabled={busy}
            className={`${button.secondary} ${phoneAction}`}
          >
            {item.isActive ? <PowerOff aria-hidden className="size-5" /> : <Power aria-hidden className="size-5" />}
            {item.isActive ? t('actions.deactivate') : t('actions.activate')}
          </button>
          <button
            type="button"
            aria-label={forItem(t('actions.remove'))}
            onClick={() => actions.onRemove(item)}
            disabled={busy}
            className={`${button.dangerOutline} ${phoneAction}`}
          >
            <Trash2 aria-hidden className="size-5" />
            {t('actions.remove')}
          </button>
        </span>
      </td>
    </tr>
  );
}

/** One category's items: a table on wide screens, a card per item on phones. */
export function CategoryTable({
  category,
  items,
  pending,
  conflicts,
  busyId,
  actions,
}: {
  category: InventoryCategory;
  items: readonly InventoryItem[];
  pending: ReadonlySet<number>;
  conflicts: ReadonlySet<number>;
  busyId: number | null;
  actions: RowActions;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory' });
  const headingId = useId();
  const label = t(`categories.${CATEGORY_KEY[category]}`);
  return (
    <section aria-labelledby={headingId} className={panel}>
      <h3 id={headingId} className="flex flex-wrap items-baseline gap-x-2 text-xl font-bold text-stone-900">
        {label}{' '}
        <span className="text-base font-normal text-stone-600">{t('table.count', { count: items.length })}</span>
      </h3>
      <table aria-labelledby={headingId} className="mt-2 w-full text-left text-base">
        <thead className="hidden md:table-header-group">
          <tr className="text-sm text-stone-600">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('table.name')}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('table.quantity')}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('table.price')}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('table.min')}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('table.status')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('table.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <ItemRow
              key={item.id}
              item={item}
              pending={pending.has(item.id)}
              conflict={conflicts.has(item.id)}
              busy={busyId === item.id}
              actions={actions}
            />
          ))}
        </tbody>
      </table>
    </section>
  );
}
