import { useTranslation, type TFunction } from '#web/lib/i18n.ts';
import { formatAmount } from '#shared/domain/kitchen/amounts.ts';
import type { Ingredient, Recipe, RecipeStep } from '#shared/schemas/recipes.ts';
import { ConflictView, type ConflictRow } from '#web/components/conflict-view.tsx';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { useInventoryItems } from '#web/lib/inventory-items.ts';
import type { RecipeConflict, RecipeSaver } from '../api/save-recipe.ts';
import { pick, type Lang } from '../model.ts';

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
): ConflictRow[] {
  const ingredient = (one: Ingredient) => {
    const amount = one.quantity === null ? one.unit : formatAmount(one.quantity, one.unit, lang);
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
  const inventory = useInventoryItems();
  const itemName = (id: number) => inventory.data?.find((item) => item.id === id)?.name ?? `#${id}`;
  return (
    <ConflictView
      rows={recipeDifferences(conflict, lang, t, itemName)}
      busy={busy}
      onKeepMine={onKeepMine}
      onTakeSaved={onTakeSaved}
    >
      {failure && <ErrorBanner failure={{ title: failure }} />}
    </ConflictView>
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
