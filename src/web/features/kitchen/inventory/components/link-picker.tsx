import { Link2, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import type { NeedLine } from '#shared/domain/kitchen/event-needs.ts';
import { suggestItems } from '#shared/domain/kitchen/stock-matching.ts';
import { readTypedNumber } from '#shared/domain/typed-number.ts';
import { conversionBetween } from '#shared/domain/kitchen/unit-conversion.ts';
import { GRAMS_PER_ML_RULE, type InventoryItem } from '#shared/schemas/inventory.ts';
import { button } from '#web/components/buttons.ts';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { useSetIngredientLink } from '../api/ingredient-links.ts';
import { itemName, unitText } from '../model/labels.ts';

type Lang = 'en' | 'ml';

/**
 * The owner's one-tap link of an ingredient the needs could not check to the item it is bought as:
 * the items of a similar name in a unit that compares first (a tap links), any other such item below.
 * A weight kept as a volume (or the other way) is linked with its grams per ml, typed by the owner.
 */
export function LinkPicker({
  line,
  items,
  lang,
  onLinked,
  onCancel,
}: {
  line: NeedLine;
  items: readonly InventoryItem[];
  lang: Lang;
  onLinked: (item: InventoryItem) => void;
  onCancel: () => void;
}) {
  const { t: ti } = useTranslation('translation', { keyPrefix: 'inventory' });
  const { t } = useTranslation('translation', { keyPrefix: 'inventory.needs.link' });
  const { t: tv } = useTranslation();
  const problemText = useProblemText();
  const setLink = useSetIngredientLink();
  const id = useId();
  const [chosen, setChosen] = useState<InventoryItem | null>(null);
  const [density, setDensity] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const name = line.name[lang];
  const suggestions = suggestItems({ name: line.name.en, unit: line.unit }, items);
  const suggestedIds = new Set(suggestions.map((each) => each.item.id));
  const others = items
    .filter((item) => item.isActive && !suggestedIds.has(item.id) && conversionBetween(line.unit, item.unit) !== 'none')
    .sort((a, b) => itemName(a, lang).localeCompare(itemName(b, lang), lang));
  const needsDensity = chosen !== null && conversionBetween(line.unit, chosen.unit) === 'density';
  const densityRead = readTypedNumber(density, GRAMS_PER_ML_RULE);
  const densityProblem =
    needsDensity && density.trim() !== '' && !densityRead.ok ? tv(densityRead.key, densityRead.params) : null;

  async function link(item: InventoryItem, gramsPerMl: number | null) {
    setFailure(null);
    try {
      await setLink.mutateAsync({ ingredient: line.ingredient, itemId: item.id, gramsPerMl });
      onLinked(item);
    } catch (error) {
      const text = problemText(error, t('failed'));
      setFailure(text === t('failed') ? text : `${t('failed')}: ${text}`);
    }
  }

  function pick(item: InventoryItem) {
    setChosen(item);
    if (conversionBetween(line.unit, item.unit) !== 'density') void link(item, null);
  }

  function confirm() {
    if (!chosen) return;
    if (!needsDensity) return void link(chosen, null);
    // The field says why a density is refused; Link waits for one it takes.
    if (densityRead.ok) void link(chosen, densityRead.value);
  }

  const busy = setLink.isPending;
  const densityMissing = needsDensity && !densityRead.ok;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-testid="link-picker"
      className="mt-2 w-full space-y-3 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200"
    >
      <h5 id={`${id}-heading`} className="break-words text-lg font-bold text-stone-900">
        {t('heading', { name })}
      </h5>
      {failure && <ErrorBanner failure={{ title: failure }} />}
      <p className="text-base text-stone-800">{suggestions.length ? t('suggested') : t('none')}</p>
      {suggestions.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {suggestions.map(({ item }) => (
            <li key={item.id}>
              <button
                type="button"
                disabled={busy}
                aria-pressed={chosen?.id === item.id}
                onClick={() => pick(item)}
                className={chosen?.id === item.id ? button.primary : button.secondary}
              >
                <Link2 aria-hidden className="size-5 shrink-0" />
                <span className="break-words">{itemName(item, lang)}</span>
                <span className="text-sm font-normal">({unitText(item.unit, ti)})</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <div className="max-w-md">
          <label htmlFor={`${id}-other`} className="block text-base font-medium text-stone-800">
            {t('other')}
          </label>
          <select
            id={`${id}-other`}
            value={chosen && !suggestedIds.has(chosen.id) ? String(chosen.id) : ''}
            onChange={(event) => setChosen(others.find((item) => String(item.id) === event.target.value) ?? null)}
            className="mt-1 block min-h-12 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 text-base focus:border-amber-600 focus:outline-none focus:ring-2 focus:ring-amber-200"
          >
            <option value="">{t('otherChoose')}</option>
            {others.map((item) => (
              <option key={item.id} value={item.id}>
                {`${itemName(item, lang)} (${unitText(item.unit, ti)})`}
              </option>
            ))}
          </select>
        </div>
      )}
      {chosen && needsDensity && (
        <div className="max-w-md">
          <label htmlFor={`${id}-density`} className="block text-base font-medium text-stone-800">
            {t('gramsPerMl', { item: itemName(chosen, lang) })}
          </label>
          <input
            id={`${id}-density`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={density}
            onChange={(event) => setDensity(event.target.value)}
            aria-invalid={densityProblem ? true : undefined}
            aria-describedby={`${id}-density-hint${densityProblem ? ` ${id}-density-error` : ''}`}
            className={`mt-1 block min-h-12 w-40 rounded-lg border bg-white px-3 text-base focus:outline-none focus:ring-2 ${
              densityProblem ? 'border-red-500 focus:ring-red-200' : 'border-stone-300 focus:ring-amber-200'
            }`}
          />
          <p id={`${id}-density-hint`} className="mt-1 text-sm text-stone-700">
            {t('gramsPerMlHint', {
              name,
              needed: unitText(line.unit, ti),
              kept: unitText(chosen.unit, ti),
            })}
          </p>
          {densityProblem && (
            <p id={`${id}-density-error`} role="alert" className="mt-1 text-sm font-semibold text-red-700">
              {densityProblem}
            </p>
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {chosen && (needsDensity || !suggestedIds.has(chosen.id)) && (
          <button type="button" disabled={busy || densityMissing} onClick={confirm} className={button.primary}>
            {busy && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
            {busy ? t('saving') : t('save')}
          </button>
        )}
        <button type="button" disabled={busy} onClick={onCancel} className={button.secondary}>
          {t('cancel')}
        </button>
      </div>
    </section>
  );
}
