import { isOnSaleDate, todayInKerala } from '#shared/domain/event-date.ts';
import type { MenuResponse, PublicEvent } from '#shared/schemas/events.ts';
import type { BusinessSettings } from '#shared/schemas/settings.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { EventRow } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { cachedRead, forgetCachedReads } from '../../lib/read-cache.ts';
import type { ItemPrice } from '#shared/domain/pricing.ts';
import * as repo from './events.repo.ts';
import { paiseToRupees } from '#shared/domain/money.ts';

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

/** The storefront's event list as the JSON text it is sent as: the busiest read of a sale. */
export function publicEventsJson(db: DbOrTx): Promise<string> {
  return cachedRead(db, 'events:public', async () =>
    JSON.stringify({ success: true, data: await listPublicEvents(db, false) }),
  );
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
  if (!event || event.is_active !== 1) throw notFound('Event not found');
  return event;
}

export interface SellableItem extends ItemPrice {
  description: string;
}

/** What an event sells and for how much, in paise: the server's price list for pricing an order. */
export function sellableItems(db: DbOrTx, eventId: number): Promise<Record<string, SellableItem>> {
  return cachedRead(db, `menu:${eventId}`, () => loadSellableItems(db, eventId));
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
      { name: row.name, description: row.description, unitPaise: row.price_paise ?? row.catalogue_price_paise },
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
          price: paiseToRupees(item.unitPaise),
          pricePaise: item.unitPaise,
        },
      ]),
    ),
    DISCOUNT_PERCENTAGE: settings.discountPercent,
    VALID_COUPON: settings.couponCode,
    MAX_QUANTITY: settings.maxPerItem,
    PEOPLE_PER_ORDER: settings.peoplePerOrder,
  };
}
