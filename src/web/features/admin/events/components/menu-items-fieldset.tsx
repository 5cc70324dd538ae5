import type { TFunction } from '#shared/content/text-store.ts';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n.ts';
import { useFieldProblem } from '#web/lib/schema-form.ts';
import { formatRupees, paiseToRupees } from '#shared/domain/money.ts';
import type { CatalogueItem, ValidEventInput } from '#shared/schemas/events.ts';
import { compactButton } from '#web/components/buttons.ts';
import { UNMENTIONED_ITEM, type EventFormValues } from '../model/event-form.ts';

interface MenuItemsFieldsetProps {
  control: Control<EventFormValues, unknown, ValidEventInput>;
  /** The items the event mentions, some perhaps no longer in the catalogue. */
  eventItems: readonly string[];
  catalogue: { data: CatalogueItem[] | undefined; isPending: boolean; isError: boolean; refetch: () => void };
  isNew: boolean;
}

interface Line {
  key: string;
  name: string;
  /** Paise; unknown when the catalogue did not load. */
  cataloguePaise: number | null;
}

/** The catalogue's items first (in its order), then any the event has that the catalogue did not list. */
function lines(eventItems: readonly string[], catalogue: CatalogueItem[] | undefined, unknownName: TFunction) {
  const listed: Line[] = (catalogue ?? []).map((item) => ({
    key: item.key,
    name: item.name,
    cataloguePaise: item.pricePaise,
  }));
  const known = new Set(listed.map((line) => line.key));
  const extra = eventItems
    .filter((key) => !known.has(key))
    .map((key) => ({ key, name: unknownName(key), cataloguePaise: null }));
  return [...listed, ...extra];
}

/** Per item: sold at this event or not, and its price here (empty = catalogue price). */
export function MenuItemsFieldset({ control, eventItems, catalogue, isNew }: MenuItemsFieldsetProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminEvents.form' });
  const hintId = useId();
  const rows = lines(eventItems, catalogue.data, (key) => t('unknownItem', { key }));

  return (
    <fieldset className="min-w-0" aria-describedby={hintId}>
      <legend className="text-base font-semibold text-stone-900">{t('menu')}</legend>
      <p id={hintId} className="mt-1 text-sm text-stone-600">
        {t('menuHint')}
      </p>
      {catalogue.isPending && (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-stone-600">
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          {t('menuLoading')}
        </p>
      )}
      {catalogue.isError && (
        <div
          role="alert"
          className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          <p className="flex items-start gap-2 font-semibold">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('menuFailed')}
          </p>
          {isNew && <p className="mt-1">{t('menuFailedNew')}</p>}
          <button type="button" onClick={() => catalogue.refetch()} className={`${compactButton.secondary} mt-2`}>
            {t('retry')}
          </button>
        </div>
      )}
      {rows.length > 0 && (
        <ul className="mt-3 divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200">
          {rows.map((line) => (
            <MenuItemLine key={line.key} control={control} line={line} />
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** One item: on sale or not, and its price here; an item the event does not mention starts as UNMENTIONED_ITEM. */
function MenuItemLine({ control, line }: { control: MenuItemsFieldsetProps['control']; line: Line }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminEvents.form' });
  const problem = useFieldProblem();
  const id = useId();
  const { field: enabled } = useController({
    control,
    name: `menuItems.${line.key}.enabled`,
    defaultValue: UNMENTIONED_ITEM.enabled,
  });
  const {
    field: { ref: priceRef, ...price },
    fieldState,
  } = useController({ control, name: `menuItems.${line.key}.price`, defaultValue: UNMENTIONED_ITEM.price });
  const error = problem(fieldState.error);
  const catalogue = line.cataloguePaise === null ? null : formatRupees(line.cataloguePaise);
  return (
    <li data-testid={`menu-item-${line.key}`} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <input
          id={`${id}-enabled`}
          type="checkbox"
          checked={enabled.value}
          onChange={(event) => enabled.onChange(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-amber-700"
        />
        <div className="min-w-0">
          <label htmlFor={`${id}-enabled`} className="block break-words font-medium text-stone-900">
            {line.name}
          </label>
          {catalogue && <p className="text-sm text-stone-600">{t('catalogPrice', { price: catalogue })}</p>}
        </div>
      </div>
      <div className="pl-8 sm:w-48 sm:pl-0">
        <label htmlFor={`${id}-price`} className="block text-sm text-stone-700">
          <span className="sr-only">{line.name}: </span>
          {t('customPrice')}
        </label>
        <input
          id={`${id}-price`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          ref={priceRef}
          value={price.value}
          placeholder={line.cataloguePaise === null ? '' : String(paiseToRupees(line.cataloguePaise))}
          disabled={!enabled.value}
          onChange={(event) => price.onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`mt-1 w-full rounded-lg border px-3 py-2 text-base focus:outline-none focus:ring-2 disabled:bg-stone-100 disabled:text-stone-400 ${
            error ? 'border-red-500 focus:ring-red-200' : 'border-stone-300 focus:border-amber-600 focus:ring-amber-200'
          }`}
        />
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </li>
  );
}
