import { Link2, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import type { NeedLine } from '#shared/domain/kitchen/event-needs.ts';
import { suggestItems } from '#shared/domain/kitchen/stock-matching.ts';
import type { InventoryItem } from '#shared/schemas/inventory.ts';
import { button } from '#web/components/buttons.ts';
import { SelectField } from '#web/components/fields.tsx';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { useSetIngredientLink } from '../api/ingredient-links.ts';
import { withReason } from '../model/failure-text.ts';
import { itemName, unitText } from '../model/labels.ts';
import { linkChoice, linksOnTap, otherItems, type LinkChoice } from '../model/link-choice.ts';

type Lang = 'en' | 'ml';

/** The suggested items, one button each: a tap chooses (and, without a density to type, links) it. */
function SuggestedItems({
  suggestions,
  chosen,
  lang,
  busy,
  onPick,
}: {
  suggestions: readonly InventoryItem[];
  chosen: InventoryItem | null;
  lang: Lang;
  busy: boolean;
  onPick: (item: InventoryItem) => void;
}) {
  const { t: ti } = useTranslation('translation', { keyPrefix: 'inventory' });
  return (
    <ul className="flex flex-wrap gap-2">
      {suggestions.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            disabled={busy}
            aria-pressed={chosen?.id === item.id}
            onClick={() => onPick(item)}
            className={chosen?.id === item.id ? button.primary : button.secondary}
          >
            <Link2 aria-hidden className="size-5 shrink-0" />
            <span className="break-words">{itemName(item, lang)}</span>
            <span className="text-sm font-normal">({unitText(item.unit, ti)})</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The grams per ml of a weight kept as a volume (or the other way), with why a typed one is refused. */
function DensityField({
  line,
  chosen,
  lang,
  value,
  problem,
  onChange,
}: {
  line: NeedLine;
  chosen: InventoryItem;
  lang: Lang;
  value: string;
  problem: LinkChoice['densityProblem'];
  onChange: (value: string) => void;
}) {
  const { t: ti } = useTranslation('translation', { keyPrefix: 'inventory' });
  const { t } = useTranslation('translation', { keyPrefix: 'inventory.needs.link' });
  const { t: tv } = useTranslation();
  const id = useId();
  const problemText = problem ? tv(problem.key, problem.params) : null;
  return (
    <div className="max-w-md">
      <label htmlFor={id} className="block text-base font-medium text-stone-800">
        {t('gramsPerMl', { item: itemName(chosen, lang) })}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problemText ? true : undefined}
        aria-describedby={`${id}-hint${problemText ? ` ${id}-error` : ''}`}
        className={`mt-1 block min-h-12 w-40 rounded-lg border bg-white px-3 text-base focus:outline-none focus:ring-2 ${
          problemText ? 'border-red-500 focus:ring-red-200' : 'border-stone-300 focus:ring-amber-200'
        }`}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-700">
        {t('gramsPerMlHint', {
          name: line.name[lang],
          needed: unitText(line.unit, ti),
          kept: unitText(chosen.unit, ti),
        })}
      </p>
      {problemText && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-semibold text-red-700">
          {problemText}
        </p>
      )}
    </div>
  );
}

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
  const problemText = useProblemText();
  const setLink = useSetIngredientLink();
  const id = useId();
  const [chosen, setChosen] = useState<InventoryItem | null>(null);
  const [density, setDensity] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const suggestions = suggestItems({ name: line.name.en, unit: line.unit }, items).map(({ item }) => item);
  const suggestedIds = new Set(suggestions.map((item) => item.id));
  const others = otherItems(line.unit, items, suggestedIds, lang);
  const choice = linkChoice(line.unit, chosen, density, suggestedIds);
  const busy = setLink.isPending;

  async function link(item: InventoryItem, gramsPerMl: number | null) {
    setFailure(null);
    try {
      await setLink.mutateAsync({ ingredient: line.ingredient, itemId: item.id, gramsPerMl });
      onLinked(item);
    } catch (error) {
      setFailure(withReason(t('failed'), problemText(error, '')));
    }
  }

  function pick(item: InventoryItem) {
    setChosen(item);
    if (linksOnTap(line.unit, item)) void link(item, null);
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-testid="link-picker"
      className="mt-2 w-full space-y-3 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200"
    >
      <h5 id={`${id}-heading`} className="break-words text-lg font-bold text-stone-900">
        {t('heading', { name: line.name[lang] })}
      </h5>
      {failure && <ErrorBanner failure={{ title: failure }} />}
      <p className="text-base text-stone-800">{suggestions.length ? t('suggested') : t('none')}</p>
      {suggestions.length > 0 && (
        <SuggestedItems suggestions={suggestions} chosen={chosen} lang={lang} busy={busy} onPick={pick} />
      )}
      {others.length > 0 && (
        <SelectField
          label={t('other')}
          className="max-w-md"
          value={chosen && !suggestedIds.has(chosen.id) ? String(chosen.id) : ''}
          onChange={(event) => setChosen(others.find((item) => String(item.id) === event.target.value) ?? null)}
          options={[
            { value: '', label: t('otherChoose') },
            ...others.map((item) => ({
              value: String(item.id),
              label: `${itemName(item, lang)} (${unitText(item.unit, ti)})`,
            })),
          ]}
        />
      )}
      {chosen && choice.needsDensity && (
        <DensityField
          line={line}
          chosen={chosen}
          lang={lang}
          value={density}
          problem={choice.densityProblem}
          onChange={setDensity}
        />
      )}
      <div className="flex flex-wrap gap-2">
        {choice.confirmShown && (
          <button
            type="button"
            disabled={busy || !choice.link}
            onClick={() => choice.link && void link(choice.link.item, choice.link.gramsPerMl)}
            className={button.primary}
          >
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
