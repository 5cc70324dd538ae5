import { conversionBetween } from '#shared/domain/kitchen/unit-conversion.ts';
import { readTypedNumber, type TypedNumberRefusal } from '#shared/domain/typed-number.ts';
import { GRAMS_PER_ML_RULE, type InventoryItem } from '#shared/schemas/inventory.ts';
import { itemName } from './labels.ts';

/**
 * The link picker's other items: active items, not among the suggestions, whose unit compares with the
 * need's, by name in the screen's language.
 */
export function otherItems(
  unit: string,
  items: readonly InventoryItem[],
  suggestedIds: ReadonlySet<number>,
  lang: 'en' | 'ml',
): InventoryItem[] {
  return items
    .filter((item) => item.isActive && !suggestedIds.has(item.id) && conversionBetween(unit, item.unit) !== 'none')
    .sort((a, b) => itemName(a, lang).localeCompare(itemName(b, lang), lang));
}

/** Where the owner is in linking a need (in `unit`) to the item `chosen`, with the grams per ml typed so far. */
export interface LinkChoice {
  /** The chosen item is kept as a volume for a weight (or the other way): it links with a density only. */
  needsDensity: boolean;
  /** Why the typed density is refused; null while nothing is typed, or when it is taken. */
  densityProblem: { key: TypedNumberRefusal; params?: Record<string, number> } | null;
  /** What Link saves: the chosen item and its grams per ml (null when none is needed); null while it cannot. */
  link: { item: InventoryItem; gramsPerMl: number | null } | null;
  /** Link is offered for a choice a tap did not already link: one from the other items, or one that needs a density. */
  confirmShown: boolean;
}

export function linkChoice(
  unit: string,
  chosen: InventoryItem | null,
  density: string,
  suggestedIds: ReadonlySet<number>,
): LinkChoice {
  if (!chosen) return { needsDensity: false, densityProblem: null, link: null, confirmShown: false };
  if (conversionBetween(unit, chosen.unit) !== 'density') {
    return {
      needsDensity: false,
      densityProblem: null,
      link: { item: chosen, gramsPerMl: null },
      confirmShown: !suggestedIds.has(chosen.id),
    };
  }
  const read = readTypedNumber(density, GRAMS_PER_ML_RULE);
  if (read.ok) {
    return {
      needsDensity: true,
      densityProblem: null,
      link: { item: chosen, gramsPerMl: read.value },
      confirmShown: true,
    };
  }
  const typed = density.trim() !== '';
  return {
    needsDensity: true,
    densityProblem: typed ? { key: read.key, params: read.params } : null,
    link: null,
    confirmShown: true,
  };
}

/** A tap on an item links it at once unless it needs a density typed first. */
export function linksOnTap(unit: string, item: InventoryItem): boolean {
  return conversionBetween(unit, item.unit) !== 'density';
}
