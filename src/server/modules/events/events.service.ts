import { isOnSaleDate, isRefusedPastDate, todayInKerala } from '#shared/domain/event-date.ts';
import { soonestFirst } from '#shared/domain/event-order.ts';
import type {
  CatalogueItem,
  MenuResponse,
  PublicEvent,
  ValidEventInput,
  ValidMenuItemTexts,
} from '#shared/schemas/events.ts';
import { paiseToRupees, rupeesToPaise } from '#shared/domain/money.ts';
import type { BusinessSettings } from '#shared/schemas/settings.ts';
import type { Db, DbOrTx } from '#server/db/database.ts';
import { withTransaction } from '#server/db/transaction.ts';
import type { EventRow, MenuItemRow } from '#server/db/schema.ts';
import { fieldRefusal, textRefusal } from '#server/lib/http-error.ts';
import { lockCapacity } from '#server/modules/capacity/capacity.service.ts';
import { cachedRead, forgetCachedReads, settledRead } from '#server/lib/read-cache.ts';
import type { ItemPrice } from '#shared/domain/pricing.ts';
import * as repo from './events.repo.ts';

const PAST_DATE = 'adminEvents.validation.datePast';
const PUBLIC_EVENTS_KEY = 'events:public';

export type EventReference = { eventId?: number; event?: { title: string; date?: string } };

function toPublicEvent(event: EventRow, links: repo.EventMenuLink[]): PublicEvent {
  return {
    id: event.id,
    title: event.title,
    date: event.date,
    description: event.description,
    image: event.image,
    badge: event.badge,
    buttonText: event.button_text,
    badgeMl: event.badge_ml,
    buttonTextMl: event.button_text_ml,
    titleMl: event.title_ml,
    descriptionMl: event.description_ml,
    isValentine: event.is_valentine === 1,
    isActive: event.is_active === 1,
    createdAt: event.created_at,
    maxOrders: event.max_orders,
    menuItems: Object.fromEntries(
      links
        .filter((link) => link.event_id === event.id)
        .map((link) => [
          link.item_key,
          link.price_paise === null
            ? { enabled: link.enabled === 1 }
            : { enabled: link.enabled === 1, price: paiseToRupees(link.price_paise) },
        ]),
    ),
  };
}

/**
 * The storefront's event list as the UTF-8 JSON bytes it is sent as: the busiest read of a sale. Encoded
 * once per change, not per answer: its Malayalam texts made measuring and encoding the text a fifth of
 * each answer's work (bench/events-read).
 */
export function publicEventsJson(db: DbOrTx): Promise<Buffer> {
  return cachedRead(db, PUBLIC_EVENTS_KEY, async () =>
    Buffer.from(JSON.stringify({ success: true, data: await listPublicEvents(db, false) })),
  );
}

/** publicEventsJson's bytes when they are read and fresh already; undefined when they must be read. */
export function publicEventsJsonNow(db: DbOrTx): Buffer | undefined {
  return settledRead<Buffer>(db, PUBLIC_EVENTS_KEY);
}

/**
 * Events newest first. The storefront's list: active events dated today or later. With
 * `includeInactive` (the admin's view): every event, past ones included.
 */
export async function listPublicEvents(db: DbOrTx, includeInactive: boolean): Promise<PublicEvent[]> {
  const today = todayInKerala();
  const events = (await repo.listEventRows(db, { includeInactive })).filter(
    (event) => includeInactive || isOnSaleDate(event.date, today),
  );
  const links = await repo.listMenuLinks(
    db,
    events.map((event) => event.id),
  );
  return events.map((event) => toPublicEvent(event, links));
}

/**
 * The events on sale now (active, dated today or later), soonest first: the order they are booked in.
 * `fresh` reads past this instance's short memory (for an event another instance just made).
 */
export function upcomingEventRows(db: DbOrTx, fresh = false): Promise<EventRow[]> {
  if (fresh) forgetCachedReads(db, 'events:upcoming');
  return cachedRead(db, 'events:upcoming', async () => {
    const today = todayInKerala();
    const rows = await repo.listEventRows(db, { includeInactive: false });
    const ordered = soonestFirst(rows.map((row) => ({ row, id: row.id, date: row.date, createdAt: row.created_at })));
    return ordered.filter(({ date }) => isOnSaleDate(date, today)).map(({ row }) => row);
  });
}

export async function getPublicEvent(db: DbOrTx, event: EventRow): Promise<PublicEvent> {
  return toPublicEvent(event, await repo.listMenuLinks(db, [event.id]));
}

/** The event a storefront call names, by id or by its title (and date), as the original storefront does; only active events sell. */
export async function resolveActiveEvent(db: DbOrTx, reference: EventReference): Promise<EventRow> {
  const event =
    reference.eventId !== undefined
      ? await cachedRead(db, `event:${reference.eventId}`, () => repo.findEventById(db, reference.eventId!))
      : reference.event
        ? await repo.findActiveEventByTitle(db, reference.event.title, reference.event.date)
        : undefined;
  if (!event || event.is_active !== 1) throw textRefusal(404, 'refusals.events.notFound');
  return event;
}

export interface SellableItem extends ItemPrice {
  description: string;
  /** Malayalam name and description; '' shows the English. */
  nameMl: string;
  descriptionMl: string;
}

/** What an event sells and for how much, in paise: the server's price list for pricing an order. */
export function sellableItems(db: DbOrTx, eventId: number): Promise<Record<string, SellableItem>> {
  return cachedRead(db, `menu:${eventId}`, () => loadSellableItems(db, eventId));
}

/** The event's row by id, read now (no cache: what a transaction must see); undefined when unknown. */
export function findEventById(db: DbOrTx, id: number): Promise<EventRow | undefined> {
  return repo.findEventById(db, id);
}

/** The rows of these events, read now; an unknown id is left out. */
export function findEventsByIds(db: DbOrTx, ids: number[]): Promise<EventRow[]> {
  return repo.findEventsByIds(db, ids);
}

/** Forgets what this instance remembers of events, after an admin changed one. */
export function forgetEventReads(db: DbOrTx): void {
  forgetCachedReads(db, 'event', 'menu:');
}

async function loadSellableItems(db: DbOrTx, eventId: number): Promise<Record<string, SellableItem>> {
  const rows = await repo.listSellableItems(db, eventId);
  return Object.fromEntries(
    rows.map((row) => [
      row.key,
      {
        name: row.name,
        description: row.description,
        nameMl: row.name_ml,
        descriptionMl: row.description_ml,
        unitPaise: row.price_paise ?? row.catalogue_price_paise,
      },
    ]),
  );
}

export function toMenuResponse(items: Record<string, SellableItem>, settings: BusinessSettings): MenuResponse {
  return {
    items: Object.fromEntries(
      Object.entries(items).map(([key, item]) => [
        key,
        {
          name: item.name,
          description: item.description,
          nameMl: item.nameMl,
          descriptionMl: item.descriptionMl,
          price: paiseToRupees(item.unitPaise),
          pricePaise: item.unitPaise,
        },
      ]),
    ),
    // Each coupon code has its own percentage, and codes are the server's secret: the storefront asks
    // POST /api/coupons/check for both.
    DISCOUNT_PERCENTAGE: 0,
    VALID_COUPON: '',
    MAX_QUANTITY: settings.maxPerItem,
    PEOPLE_PER_ORDER: settings.peoplePerOrder,
  };
}

export function toCatalogueItem(item: MenuItemRow): CatalogueItem {
  return {
    key: item.key,
    name: item.name,
    description: item.description,
    nameMl: item.name_ml,
    descriptionMl: item.description_ml,
    price: paiseToRupees(item.price_paise),
    pricePaise: item.price_paise,
  };
}

/**
 * The owner renames a catalogue item in English and Malayalam; its key and price stay. The storefront's
 * menus show the new texts at once (404 adminEvents.menuCatalogue.unknownItem for no such item).
 */
export async function updateCatalogueItemTexts(db: Db, key: string, texts: ValidMenuItemTexts): Promise<CatalogueItem> {
  const item = await withTransaction(db, async (tx) => {
    const updated = await repo.updateCatalogueItemTexts(tx, key, {
      name: texts.name,
      description: texts.description,
      name_ml: texts.nameMl,
      description_ml: texts.descriptionMl,
    });
    if (!updated) throw textRefusal(404, 'adminEvents.menuCatalogue.unknownItem', { key });
    return (await repo.findCatalogueItem(tx, key))!;
  });
  forgetEventReads(db);
  return toCatalogueItem(item);
}

/** One row per catalogue item: what the event enables, at its price or the catalogue's; an item left out is not sold. */
async function menuLinks(db: DbOrTx, eventId: number, menu: NonNullable<ValidEventInput['menuItems']>) {
  const keys = await repo.listCatalogueKeys(db);
  const unknown = Object.keys(menu).find((key) => !keys.includes(key));
  if (unknown) throw textRefusal(400, 'refusals.events.unknownMenuItem', { name: unknown });
  return keys.map((key) => {
    const choice = menu[key];
    return {
      event_id: eventId,
      item_key: key,
      enabled: choice?.enabled ? 1 : 0,
      price_paise: choice?.price === undefined ? null : rupeesToPaise(choice.price),
    };
  });
}

function eventColumns(input: ValidEventInput, now: string) {
  return {
    title: input.title,
    date: input.date,
    description: input.description,
    image: input.image,
    badge: input.badge,
    button_text: input.buttonText,
    badge_ml: input.badgeMl,
    button_text_ml: input.buttonTextMl,
    title_ml: input.titleMl,
    description_ml: input.descriptionMl,
    is_valentine: input.isValentine ? 1 : 0,
    is_active: input.isActive ? 1 : 0,
    max_orders: input.maxOrders,
    updated_at: now,
  };
}

/** 400 on the date field when the event would be set to a day already gone (isRefusedPastDate). */
function refusePastDate(date: string, savedDate: string | null): void {
  if (isRefusedPastDate(date, savedDate)) throw fieldRefusal(400, PAST_DATE, 'date');
}

export async function createEvent(db: Db, input: ValidEventInput): Promise<PublicEvent> {
  refusePastDate(input.date, null);
  const event = await withTransaction(db, async (tx) => {
    const now = new Date().toISOString();
    const opened = input.isActive ? now : null;
    const { id } = await repo.insertEvent(tx, { ...eventColumns(input, now), created_at: now, sale_opened_at: opened });
    // Its capacity counter from the start, so that its first orders are counted in at once.
    await lockCapacity(tx, id);
    await repo.replaceMenuLinks(tx, id, await menuLinks(tx, id, input.menuItems ?? {}));
    return getPublicEvent(tx, (await repo.findEventById(tx, id))!);
  });
  forgetEventReads(db);
  return event;
}

/**
 * Saves the admin's changes. A capacity change goes through the event's capacity counter: it may not
 * go below the slots already booked or held (409 adminEvents.refusals.capacityBelowTaken).
 */
export async function updateEvent(db: Db, id: number, input: ValidEventInput): Promise<PublicEvent> {
  const event = await withTransaction(db, async (tx) => {
    const current = await repo.findEventById(tx, id);
    if (!current) throw textRefusal(404, 'refusals.events.notFound');
    refusePastDate(input.date, current.date);
    if (input.maxOrders !== current.max_orders) {
      const capacity = await lockCapacity(tx, id);
      if (input.maxOrders < capacity.used) {
        throw textRefusal(409, 'adminEvents.refusals.capacityBelowTaken', {
          taken: capacity.used,
          maxOrders: input.maxOrders,
        });
      }
      capacity.setMaxOrders(input.maxOrders);
      await capacity.save(tx);
    }
    const now = new Date().toISOString();
    // The sale opens the first time the event is made active; closing and reopening keeps that time.
    const opens = input.isActive && current.sale_opened_at === null ? { sale_opened_at: now } : {};
    await repo.updateEventRow(tx, id, { ...eventColumns(input, now), ...opens });
    if (input.menuItems) await repo.replaceMenuLinks(tx, id, await menuLinks(tx, id, input.menuItems));
    return getPublicEvent(tx, (await repo.findEventById(tx, id))!);
  });
  forgetEventReads(db);
  return event;
}

/**
 * Whether any booking or payment hold refers to the event. Orders are the bookings module's, which
 * builds on events: it gives this (bookings/order-facts.service.ts) and the app hands it over.
 */
export type EventHasOrders = (db: DbOrTx, eventId: number) => Promise<boolean>;

/** An event that has taken orders is kept: its bookings must not lose their event. */
export async function deleteEvent(db: Db, id: number, hasOrders: EventHasOrders): Promise<void> {
  await withTransaction(db, async (tx) => {
    if (!(await repo.findEventById(tx, id))) throw textRefusal(404, 'refusals.events.notFound');
    if (await hasOrders(tx, id)) {
      throw textRefusal(409, 'refusals.events.hasBookings');
    }
    await repo.deleteEventRow(tx, id);
  });
  forgetEventReads(db);
}

/** When each sale opened, for the sell-out forecast (forecasts module). */
export { saleOpenings, type SaleOpening } from './sale-openings.service.ts';
