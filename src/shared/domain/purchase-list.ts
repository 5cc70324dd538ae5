import { TextStore } from '../content/text-store.ts';
import { purchaseEn } from '../content/locales/owner-purchase.en.ts';
import { purchaseMl } from '../content/locales/owner-purchase.ml.ts';
import type { InventoryItem } from '../schemas/inventory.ts';
import type { ItemPurchaseDetails, PurchaseLine, SupplierLanguage, SupplierList } from '../schemas/purchasing.ts';
import type { Recipe } from '../schemas/recipes.ts';
import { inLanguage } from './in-language.ts';
import { eventNeeds, type StockLink } from './kitchen/event-needs.ts';
import { formatAmount } from './kitchen/amounts.ts';
import { whatsAppNumber } from './phone.ts';
import { whatsAppUrl } from './whatsapp-link.ts';

/**
 * The week's purchase list, the one rule: for each event its plates, each recipe's ingredients scaled
 * to them by the kitchen's rule (eventNeeds), summed per inventory item over the events, less the stock
 * on hand, rounded UP to whole purchase packs; grouped by the item's supplier, items without one last.
 * Ingredients the needs cannot match to an item (or whose units do not convert) are not on the list:
 * the kitchen's needs view shows them for the cook to link.
 */

/** Sums of scaled amounts keep float noise (8.000000000001 kg): amounts are kept to a millionth. */
const tidy = (amount: number) => Math.round(amount * 1e6) / 1e6;

/** Whole packs that cover `toBuy`: rounded up, after the float noise is tidied away. */
export function packsFor(toBuy: number, pack: number): number {
  return toBuy > 0 ? Math.ceil(tidy(toBuy / pack)) : 0;
}

/** What the events need of each item, in the item's unit, summed over the events. */
export function neededByItem(
  recipes: readonly Recipe[],
  plates: readonly number[],
  items: readonly InventoryItem[],
  links: readonly StockLink[] = [],
): Map<number, number> {
  const needed = new Map<number, number>();
  for (const people of plates) {
    if (people <= 0) continue;
    for (const line of eventNeeds(recipes, people, items, links).lines) {
      if (line.status !== 'ok' || line.itemId === null) continue;
      needed.set(line.itemId, (needed.get(line.itemId) ?? 0) + line.needed);
    }
  }
  return needed;
}

export interface PurchaseListInput {
  recipes: readonly Recipe[];
  /** The plates of each event in the days asked. */
  plates: readonly number[];
  items: readonly InventoryItem[];
  links?: readonly StockLink[];
  /** Each item's supplier and pack; an item missing here has none and a pack of 1. */
  details: ReadonlyMap<number, ItemPurchaseDetails>;
  from: string;
  to: string;
  business: string;
}

const store = new TextStore<SupplierLanguage>('en')
  .add('en', { message: purchaseEn.message })
  .add('ml', { message: purchaseMl.message });

interface Group {
  name: string | null;
  phone: string | null;
  language: SupplierLanguage;
  lines: PurchaseLine[];
}

const supplierKey = (name: string | null) => (name === null ? '' : name.trim().toLocaleLowerCase('en'));

/** The supplier's message: the list in their language, item names in Malayalam where the item has one. */
export function supplierText(group: Omit<Group, 'phone'>, input: Pick<PurchaseListInput, 'from' | 'to' | 'business'>) {
  const t = store.translator(group.language);
  const values = { business: input.business, from: input.from, to: input.to };
  return [
    t('message.heading', values),
    t('message.dates', values),
    '',
    ...group.lines.map((line) =>
      t('message.line', {
        name: line.name,
        quantity: formatAmount(line.quantity, line.unit, group.language),
        packs: line.packs,
        pack: formatAmount(line.quantity / line.packs, line.unit, group.language),
      }),
    ),
    '',
    t('message.thanks'),
  ].join('\n');
}

/** The subject of the supplier's mail, in their language. */
export function purchaseSubject(
  language: SupplierLanguage,
  input: Pick<PurchaseListInput, 'from' | 'to' | 'business'>,
) {
  return store.translator(language)('message.subject', { business: input.business, from: input.from, to: input.to });
}

export function purchaseList(input: PurchaseListInput): SupplierList[] {
  const needed = neededByItem(input.recipes, input.plates, input.items, input.links);
  const groups = new Map<string, Group>();
  for (const item of input.items) {
    const need = needed.get(item.id);
    if (need === undefined) continue;
    const details = input.details.get(item.id);
    const pack = details?.purchasePack ?? 1;
    const packs = packsFor(tidy(need - item.quantity), pack);
    if (packs === 0) continue;
    const name = details?.supplierName ?? null;
    const key = supplierKey(name);
    let group = groups.get(key);
    if (!group) {
      group = {
        name,
        phone: name === null ? null : (details?.supplierPhone ?? null),
        language: name === null ? 'en' : (details?.supplierLanguage ?? 'en'),
        lines: [],
      };
      groups.set(key, group);
    }
    group.lines.push({
      itemId: item.id,
      name: inLanguage(item.name, item.nameMl, group.language),
      quantity: tidy(packs * pack),
      unit: item.unit,
      packs,
    });
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b, 'en')))
    .map(([, group]) => {
      const text = supplierText(group, input);
      const number = group.phone === null ? null : whatsAppNumber(group.phone);
      return { ...group, text, whatsappUrl: number === null ? null : whatsAppUrl(number, text) };
    });
}
