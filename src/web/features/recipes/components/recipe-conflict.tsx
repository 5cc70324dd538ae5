import { GitCompareArrows } from 'lucide-react';
import { useId } from 'react';
import { useTranslation, type TFunction } from '#web/lib/i18n.ts';
import { formatQuantity } from '#shared/domain/kitchen/recipe-scaling.ts';
import type { Ingredient, Recipe, RecipeStep } from '#shared/schemas/recipes.ts';
import { button } from '#web/components/buttons.ts';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { useInventoryItems } from '#web/lib/inventory-items.ts';
import type { RecipeConflict, RecipeSaver } from '../api/save-recipe.ts';
import { pick, type Lang } from '../model.ts';

type Side = 'mine' | 'saved';

/** One part of the recipe that differs: the admin's and the saved one, as lines to show. */
interface Difference {
  label: string;
  mine: string[];
  saved: string[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The items of a list found in one version and not in the other (compared whole, shown by `show`). */
function onlyIn<Item>(list: Item[], other: Item[], show: (item: Item) => string): string[] {
  return list.filter((item) => !other.some((one) => same(one, item))).map(show);
}

/** Where the admin's recipe and the saved one differ: title, base servings, and which ingredients, instructions and steps. */
export function recipeDifferences(
  { mine, saved }: RecipeConflict,
  lang: Lang,
  /** The recipe book's texts (keyPrefix 'recipes'). */
  t: TFunction,
  /** The inventory item's name by id, for the item that prices an ingredient. */
  itemName: (id: number) => string,
): Difference[] {
  const ingredient = (one: Ingredient) => {
    const amount = one.quantity === null ? one.unit : formatQuantity(one.quantity, one.unit);
    const scaling = one.quantity !== null && one.scaling !== 'linear' ? ` (${t(`card.scaling.${one.scaling}`)})` : '';
    const price =
      one.inventoryItemId === null ? '' : ` · ${t('conflict.price', { item: itemName(one.inventoryItemId) })}`;
    return `${pick(one.name, lang)}: ${amount}${scaling}${price}`;
  };
  const step = (one: RecipeStep) => pick(one.title, lang);
  const lines = (recipe: Recipe) => [...recipe.instructions.en, ...recipe.instructions.ml];
  const title = (recipe: Recipe) => `${recipe.title.en} · ${recipe.title.ml}`;
  const both = (label: string, of: (recipe: Recipe) => string) => ({
    label,
    mine: [of(mine)],
    saved: [of(saved)],
    differs: of(mine) !== of(saved),
  });
  /** The items only one version has; every item of both when they differ only in their order. */
  const list = <Item,>(label: string, of: (recipe: Recipe) => Item[], show: (item: Item) => string) => {
    const differs = !same(of(mine), of(saved));
    const onlyMine = onlyIn(of(mine), of(saved), show);
    const onlySaved = onlyIn(of(saved), of(mine), show);
    const reordered = differs && onlyMine.length === 0 && onlySaved.length === 0;
    return {
      label,
      mine: reordered ? of(mine).map(show) : onlyMine,
      saved: reordered ? of(saved).map(show) : onlySaved,
      differs,
    };
  };
  return [
    both(t('conflict.title'), title),
    both(t('conflict.baseServings'), (recipe) => String(recipe.baseServings)),
    list(t('conflict.ingredients'), (recipe) => recipe.ingredients, ingredient),
    list(t('conflict.instructions'), lines, (line) => line),
    list(t('conflict.steps'), (recipe) => recipe.steps, step),
  ]
    .filter((difference) => difference.differs)
    .map(({ differs: _differs, ...difference }) => difference);
}

/**
 * A recipe save refused because another admin saved it first: the admin's recipe beside the saved
 * one, part by part where they differ, and the two ways on: keep mine (saved again from the saved
 * version) or take the saved one. Stacked on a phone, side by side from a small tablet up.
 */
export function RecipeConflictView({
  conflict,
  lang,
  busy,
  failure,
  onKeepMine,
  onTakeSaved,
}: {
  conflict: RecipeConflict;
  lang: Lang;
  busy: boolean;
  /** The text key of a failed Keep mine (no connection), or null. */
  failure: string | null;
  onKeepMine: () => void;
  onTakeSaved: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'recipes' });
  const { t: tRoot } = useTranslation();
  const id = useId();
  const inventory = useInventoryItems();
  const itemName = (id: number) => inventory.data?.find((item) => item.id === id)?.name ?? `#${id}`;
  const differences = recipeDifferences(conflict, lang, t, itemName);
  const column = (side: Side) => (
    <div className="min-w-0 rounded-xl bg-white p-3 ring-1 ring-stone-300">
      <h4 className="text-base font-bold text-stone-900">
        {side === 'mine' ? t('conflict.yours') : t('conflict.saved')}
      </h4>
      <dl className="mt-1 space-y-2" data-testid={`conflict-${side}`}>
        {differences.map((difference) => (
          <div key={difference.label} className="min-w-0">
            <dt className="text-sm font-semibold text-stone-700">{difference.label}</dt>
            {difference[side].length === 0 ? (
              <dd className="text-base text-stone-600">{t('conflict.none')}</dd>
            ) : (
              difference[side].map((line, index) => (
                <dd key={index} className="break-words text-base text-stone-900">
                  {line}
                </dd>
              ))
            )}
          </div>
        ))}
      </dl>
    </div>
  );
  return (
    <section
      role="alert"
      aria-labelledby={`${id}-heading`}
      className="flex w-full flex-col gap-3 rounded-2xl bg-amber-50 p-3 ring-2 ring-amber-400"
    >
      <h3 id={`${id}-heading`} className="flex items-start gap-2 text-lg font-bold text-stone-900">
        <GitCompareArrows aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-800" />
        {tRoot('kitchenRules.records.stale')}
      </h3>
      {differences.length === 0 ? (
        <p className="text-base text-stone-800">{t('conflict.same')}</p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {column('mine')}
          {column('saved')}
        </div>
      )}
      {failure && <ErrorBanner failure={{ title: tRoot(failure) }} />}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <button type="button" disabled={busy} onClick={onKeepMine} className={button.primary}>
          {busy ? t('admin.saving') : t('conflict.keepMine')}
        </button>
        <button type="button" disabled={busy} onClick={onTakeSaved} className={button.secondary}>
          {t('conflict.takeSaved')}
        </button>
      </div>
    </section>
  );
}

/** An editor's save refused as stale, settled here; nothing while there is no conflict. */
export function SaveConflict({ save, lang }: { save: RecipeSaver; lang: Lang }) {
  if (!save.conflict) return null;
  return (
    <RecipeConflictView
      conflict={save.conflict}
      lang={lang}
      busy={save.saving}
      failure={save.failure}
      onKeepMine={save.keepMine}
      onTakeSaved={save.takeSaved}
    />
  );
}
