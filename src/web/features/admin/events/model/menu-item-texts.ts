import { menuItemTextsInputSchema, type CatalogueItem, type ValidMenuItemTexts } from '#shared/schemas/events.ts';
import { messageKey, type MessageKey } from './event-form.ts';

/** The texts of one catalogue item the owner edits; its key and price are not among them. */
export const MENU_ITEM_FIELDS = ['name', 'description', 'nameMl', 'descriptionMl'] as const;
export type MenuItemField = (typeof MENU_ITEM_FIELDS)[number];
export type MenuItemTexts = Record<MenuItemField, string>;
export type MenuItemErrors = Partial<Record<MenuItemField, MessageKey>>;

export function menuItemTexts(item: CatalogueItem): MenuItemTexts {
  return { name: item.name, description: item.description, nameMl: item.nameMl, descriptionMl: item.descriptionMl };
}

/** What each field says when its problem names no key of ours. */
const FIELD_FALLBACK: Record<MenuItemField, MessageKey> = {
  name: 'validation.itemNameRequired',
  description: 'validation.itemDescriptionTooLong',
  nameMl: 'validation.itemNameTooLong',
  descriptionMl: 'validation.itemDescriptionTooLong',
};

function isMenuItemField(name: unknown): name is MenuItemField {
  return (MENU_ITEM_FIELDS as readonly unknown[]).includes(name);
}

function place(errors: MenuItemErrors, field: unknown, key: string): void {
  if (isMenuItemField(field)) errors[field] ??= messageKey(key) ?? FIELD_FALLBACK[field];
}

export type MenuItemCheck = { ok: true; input: ValidMenuItemTexts } | { ok: false; errors: MenuItemErrors };

/** The same schema the server applies, so the editor says exactly what the server would refuse. */
export function validateMenuItemTexts(values: MenuItemTexts): MenuItemCheck {
  const parsed = menuItemTextsInputSchema.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: MenuItemErrors = {};
  for (const issue of parsed.error.issues) place(errors, issue.path[0], issue.message);
  return { ok: false, errors };
}

/** A 400 from the server, by the field and code it names; null when it names no field of the editor. */
export function serverMenuItemErrors(failure: { field?: string; code?: string }): MenuItemErrors | null {
  const errors: MenuItemErrors = {};
  place(errors, failure.field, failure.code ?? '');
  return Object.keys(errors).length > 0 ? errors : null;
}
