import type { CatalogueItem, MenuItemTextsInput } from '#shared/schemas/events.ts';

/** The texts of one catalogue item the owner edits; its key and price are not among them. */
export type MenuItemField = keyof MenuItemTextsInput;

export function menuItemTexts(item: CatalogueItem): Required<MenuItemTextsInput> {
  return { name: item.name, description: item.description, nameMl: item.nameMl, descriptionMl: item.descriptionMl };
}
