import type { InventoryItem } from '#shared/schemas/inventory.ts';
import { conversionBetween } from './unit-conversion.ts';

/**
 * Which inventory item a recipe ingredient is probably bought as, for the owner to confirm once: items
 * ranked by how alike their names are, among those whose unit the ingredient's amount can be compared
 * with (directly, or with a density for a weight and a volume).
 */

/** How an ingredient is named for its link: its English name, trimmed, spaces single, lower case. */
export function ingredientKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/** Words that only say which form of a spice it is: alike names may differ by them at little cost. */
const FORM_WORDS = new Set(['seed', 'powder', 'whole', 'ground', 'crushed', 'fresh']);
const FORM_WEIGHT = 0.3;
const IGNORED = new Set(['for', 'the', 'of', 'and', 'a', 'an', 'to', 'with', 'in']);
/** Words kitchens use for the same thing, written as one. */
const SAME_WORD: Record<string, string> = {
  lime: 'lemon',
  dry: 'dried',
  chili: 'chilli',
  chilly: 'chilli',
  leaves: 'leaf',
};
/** Phrases written as one word before the words are compared. */
const SAME_PHRASE: [RegExp, string][] = [[/\bspice (mix|blend)\b/g, 'masala']];

function singular(word: string): string {
  if (SAME_WORD[word]) return SAME_WORD[word];
  if (word.length > 4 && word.endsWith('ies')) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith('oes')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

function words(text: string): string[] {
  let phrased = ingredientKey(text);
  for (const [phrase, word] of SAME_PHRASE) phrased = phrased.replace(phrase, word);
  return phrased
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !IGNORED.has(word))
    .map(singular)
    .map((word) => SAME_WORD[word] ?? word);
}

/** A name's words as compared: bracketed aliases ('(Loomi)') count as words of the name. */
export function nameWords(name: string): Set<string> {
  return new Set(words(name));
}

/** What a name is at heart: its last word before any bracket that is not a form word ('salt' of 'Black salt'). */
function headWord(name: string): string | undefined {
  return words(name.replace(/\(.*$/, ''))
    .filter((word) => !FORM_WORDS.has(word))
    .at(-1);
}

const weightOf = (word: string) => (FORM_WORDS.has(word) ? FORM_WEIGHT : 1);
const total = (words: Iterable<string>) => [...words].reduce((sum, word) => sum + weightOf(word), 0);

/**
 * How alike two names are, 0 to 1: the words they share against all their words (a form word such as
 * 'seeds' or 'powder' weighs less). 0 unless they share a word other than a form word.
 */
export function nameSimilarity(a: string, b: string): number {
  const first = nameWords(a);
  const second = nameWords(b);
  const shared = [...first].filter((word) => second.has(word));
  if (!shared.some((word) => !FORM_WORDS.has(word))) return 0;
  return (2 * total(shared)) / (total(first) + total(second));
}

/** Names at least this alike are offered. */
export const SUGGESTION_MIN_SIMILARITY = 0.4;
/** The most items offered for one ingredient. */
export const MAX_SUGGESTIONS = 4;

export interface StockSuggestion {
  item: InventoryItem;
  similarity: number;
  /** The names end in the same word ('Black salt', 'Rock Salt'). */
  sameHead: boolean;
  /** The ingredient is a weight and the item a volume (or the other way): a density is needed. */
  needsDensity: boolean;
}

/**
 * The items an ingredient is probably bought as, most alike first (then those of the same head word,
 * those that convert without a density, then by name): active items whose unit the ingredient's unit
 * can be compared with.
 */
export function suggestItems(
  ingredient: { name: string; unit: string },
  items: readonly InventoryItem[],
): StockSuggestion[] {
  const suggestions: StockSuggestion[] = [];
  const head = headWord(ingredient.name);
  for (const item of items) {
    if (!item.isActive) continue;
    const conversion = conversionBetween(ingredient.unit, item.unit);
    if (conversion === 'none') continue;
    const similarity = nameSimilarity(ingredient.name, item.name);
    if (similarity < SUGGESTION_MIN_SIMILARITY) continue;
    suggestions.push({
      item,
      similarity,
      sameHead: headWord(item.name) === head,
      needsDensity: conversion === 'density',
    });
  }
  return suggestions
    .sort(
      (a, b) =>
        b.similarity - a.similarity ||
        Number(b.sameHead) - Number(a.sameHead) ||
        Number(a.needsDensity) - Number(b.needsDensity) ||
        a.item.name.localeCompare(b.item.name, 'en'),
    )
    .slice(0, MAX_SUGGESTIONS);
}
