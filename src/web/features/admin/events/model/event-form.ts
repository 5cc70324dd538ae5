import { z } from 'zod';
import { isEventDay, isRefusedPastDate } from '#shared/domain/event-date.ts';
import { paiseToRupees } from '#shared/domain/money.ts';
import { readTypedRupees } from '#shared/domain/typed-rupees.ts';
import { eventInputSchema, eventMenuSchema, type PublicEvent, type ValidEventInput } from '#shared/schemas/events.ts';

/** A new event takes 50 orders unless the admin says otherwise. */
export const DEFAULT_MAX_ORDERS = 50;

/** A menu row as the admin types it: its price as rupees typed (readTypedRupees), empty for the catalogue price. */
export const typedMenuRow = z
  .object({ enabled: z.boolean(), price: z.string() })
  .transform(({ enabled, price }, context) => {
    if (price.trim() === '') return { enabled };
    const read = readTypedRupees(price);
    if (read.ok) return { enabled, price: paiseToRupees(read.paise) };
    context.addIssue({ code: 'custom', message: read.key, path: ['price'] });
    return z.NEVER;
  })
  .pipe(eventMenuSchema.valueType);
export type MenuRow = z.input<typeof typedMenuRow>;

/** An item the event does not mention is sold at its catalogue price, as the server does. */
export const UNMENTIONED_ITEM: MenuRow = { enabled: true, price: '' };

/**
 * The event form: the event as POST and PUT /api/events take it, with its menu's prices as typed.
 * Every item the form shows is sent, so the event says what it sells.
 */
export const eventFormSchema = eventInputSchema.extend({
  menuItems: z.record(eventMenuSchema.keyType, typedMenuRow),
});
export type EventFormValues = z.input<typeof eventFormSchema>;

/**
 * The form of a new event (`savedDate` null) or of one saved on `savedDate`: a day already gone is
 * refused beside the date, as the server refuses it (isRefusedPastDate).
 */
export function eventFormSchemaFor(savedDate: string | null) {
  return eventFormSchema.superRefine((values, context) => {
    if (isRefusedPastDate(values.date, savedDate)) {
      context.addIssue({ code: 'custom', message: 'adminEvents.validation.datePast', path: ['date'] });
    }
  });
}

/** The schema's own defaults (badge 'Limited Slots', button 'Book Now', the default image…). */
const SCHEMA_DEFAULTS = eventInputSchema
  .pick({
    titleMl: true,
    descriptionMl: true,
    image: true,
    badge: true,
    buttonText: true,
    badgeMl: true,
    buttonTextMl: true,
    isValentine: true,
    isActive: true,
  })
  .parse({});

export function newEventForm(): EventFormValues {
  return { title: '', date: '', description: '', maxOrders: DEFAULT_MAX_ORDERS, ...SCHEMA_DEFAULTS, menuItems: {} };
}

export function eventForm(event: PublicEvent): EventFormValues {
  return {
    title: event.title,
    // A date saved as free text before dates were real days is picked again.
    date: isEventDay(event.date) ? event.date : '',
    description: event.description,
    titleMl: event.titleMl,
    descriptionMl: event.descriptionMl,
    maxOrders: event.maxOrders,
    image: event.image,
    badge: event.badge,
    buttonText: event.buttonText,
    badgeMl: event.badgeMl,
    buttonTextMl: event.buttonTextMl,
    isValentine: event.isValentine,
    isActive: event.isActive,
    menuItems: Object.fromEntries(
      Object.entries(event.menuItems).map(([key, item]) => [
        key,
        { enabled: item.enabled, price: item.price === undefined ? '' : String(item.price) },
      ]),
    ),
  };
}

/** The event as it is, deactivated: null when it no longer passes the schema (the form must fix it first). */
export function deactivatedEvent(event: PublicEvent): ValidEventInput | null {
  const parsed = eventFormSchema.safeParse({ ...eventForm(event), isActive: false });
  return parsed.success ? parsed.data : null;
}
