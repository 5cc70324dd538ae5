import { isEventDay } from '#shared/domain/event-date.ts';
import { eventInputSchema, type PublicEvent, type ValidEventInput } from '#shared/schemas/events.ts';

/** A new event takes 50 orders unless the admin says otherwise. */
export const DEFAULT_MAX_ORDERS = 50;

export interface MenuRow {
  enabled: boolean;
  /** Rupees as typed; empty means the catalogue price. */
  price: string;
}

/** What the form holds: text as typed, so a half-typed number is not lost. */
export interface EventFormValues {
  title: string;
  date: string;
  description: string;
  /** The title and description in Malayalam; '' shows the English. */
  titleMl: string;
  descriptionMl: string;
  maxOrders: string;
  image: string;
  badge: string;
  buttonText: string;
  badgeMl: string;
  buttonTextMl: string;
  isValentine: boolean;
  isActive: boolean;
  /** Rows the event has or the admin touched; any other catalogue item is sold at its catalogue price. */
  menu: Record<string, MenuRow>;
}

export const EVENT_FIELDS = [
  'title',
  'date',
  'description',
  'titleMl',
  'descriptionMl',
  'maxOrders',
  'image',
  'badge',
  'buttonText',
  'badgeMl',
  'buttonTextMl',
] as const;
export type EventField = (typeof EVENT_FIELDS)[number];

/** Keys under the `adminEvents.` prefix. */
export type MessageKey = `validation.${string}`;

export interface EventFormErrors {
  fields: Partial<Record<EventField, MessageKey>>;
  /** Menu items whose price is not acceptable. */
  prices: Record<string, MessageKey>;
}

export const NO_ERRORS: EventFormErrors = { fields: {}, prices: {} };

export function hasErrors(errors: EventFormErrors): boolean {
  return Object.keys(errors.fields).length > 0 || Object.keys(errors.prices).length > 0;
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
  return {
    title: '',
    date: '',
    description: '',
    maxOrders: String(DEFAULT_MAX_ORDERS),
    ...SCHEMA_DEFAULTS,
    menu: {},
  };
}

export function eventForm(event: PublicEvent): EventFormValues {
  return {
    title: event.title,
    // A date saved as free text before dates were real days is picked again.
    date: isEventDay(event.date) ? event.date : '',
    description: event.description,
    titleMl: event.titleMl,
    descriptionMl: event.descriptionMl,
    maxOrders: String(event.maxOrders),
    image: event.image,
    badge: event.badge,
    buttonText: event.buttonText,
    badgeMl: event.badgeMl,
    buttonTextMl: event.buttonTextMl,
    isValentine: event.isValentine,
    isActive: event.isActive,
    menu: Object.fromEntries(
      Object.entries(event.menuItems).map(([key, item]) => [
        key,
        { enabled: item.enabled, price: item.price === undefined ? '' : String(item.price) },
      ]),
    ),
  };
}

/** An item the event does not mention is sold at its catalogue price, as the server does. */
export function menuRow(values: EventFormValues, key: string): MenuRow {
  return values.menu[key] ?? { enabled: true, price: '' };
}

function toNumber(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** The payload as the schema sees it. Every catalogue item is sent, so the event says what it sells. */
export function toEventInput(values: EventFormValues, catalogueKeys: readonly string[]): unknown {
  const keys = [...new Set([...catalogueKeys, ...Object.keys(values.menu)])];
  return {
    title: values.title,
    date: values.date,
    description: values.description,
    titleMl: values.titleMl,
    descriptionMl: values.descriptionMl,
    maxOrders: toNumber(values.maxOrders),
    image: values.image,
    badge: values.badge,
    buttonText: values.buttonText,
    badgeMl: values.badgeMl,
    buttonTextMl: values.buttonTextMl,
    isValentine: values.isValentine,
    isActive: values.isActive,
    menuItems: Object.fromEntries(
      keys.map((key) => {
        const row = menuRow(values, key);
        return [
          key,
          row.price.trim() === '' ? { enabled: row.enabled } : { enabled: row.enabled, price: toNumber(row.price) },
        ];
      }),
    ),
  };
}

/** The schema names its problems by text key ('adminEvents.validation.…'); the form shows them from there. */
const NAMESPACE = 'adminEvents.';

/** A schema's or the server's text key as the form's `t` takes it; undefined for a message that is no key of ours. */
export function messageKey(key: string): MessageKey | undefined {
  return key.startsWith(`${NAMESPACE}validation.`) ? (key.slice(NAMESPACE.length) as MessageKey) : undefined;
}

/** What each field says when its problem names no key of ours. */
const FIELD_FALLBACK: Record<EventField, MessageKey> = {
  title: 'validation.titleRequired',
  date: 'validation.dateRequired',
  description: 'validation.descriptionRequired',
  titleMl: 'validation.titleTooLong',
  descriptionMl: 'validation.descriptionTooLong',
  maxOrders: 'validation.maxOrdersRequired',
  image: 'validation.imageInvalid',
  badge: 'validation.badgeTooLong',
  buttonText: 'validation.buttonTextTooLong',
  badgeMl: 'validation.badgeTooLong',
  buttonTextMl: 'validation.buttonTextTooLong',
};

function isEventField(name: unknown): name is EventField {
  return (EVENT_FIELDS as readonly unknown[]).includes(name);
}

/** Puts one problem (from the schema, or the server's field and code) in its place. */
function place(errors: EventFormErrors, path: readonly PropertyKey[], key: string): boolean {
  const [field, item] = path;
  if (isEventField(field)) {
    errors.fields[field] ??= messageKey(key) ?? FIELD_FALLBACK[field];
    return true;
  }
  if (field === 'menuItems' && typeof item === 'string') {
    errors.prices[item] ??= 'validation.priceInvalid';
    return true;
  }
  return false;
}

export type EventFormCheck = { ok: true; input: ValidEventInput } | { ok: false; errors: EventFormErrors };

/** The same schema the server applies, so the form says exactly what the server would refuse. */
export function validateEventForm(values: EventFormValues, catalogueKeys: readonly string[]): EventFormCheck {
  const parsed = eventInputSchema.safeParse(toEventInput(values, catalogueKeys));
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: EventFormErrors = { fields: {}, prices: {} };
  for (const issue of parsed.error.issues) place(errors, issue.path, issue.message);
  return { ok: false, errors };
}

/** A 400 from the server, by the field and code it names; null when it names no field of the form. */
export function serverFieldErrors(failure: { field?: string; code?: string }): EventFormErrors | null {
  if (!failure.field) return null;
  const errors: EventFormErrors = { fields: {}, prices: {} };
  return place(errors, failure.field.split('.'), failure.code ?? '') ? errors : null;
}
