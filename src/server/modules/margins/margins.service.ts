import { z } from 'zod';
import {
  averagePerOrder,
  eventMargin,
  RAZORPAY_DEFAULT_FEE,
  soldOutPayments,
  type GatewayFee,
  type OtherCost,
} from '#shared/domain/margin.ts';
import { foodCost, foodCostOn } from '#shared/domain/margin-food.ts';
import type { StockLink } from '#shared/domain/kitchen/event-needs.ts';
import {
  gatewayFeeSchema,
  otherCostSchema,
  type EventMargin,
  type eventCostsSchema,
  type MarginRow,
  type MarginSettings,
} from '#shared/schemas/margins.ts';
import type { InventoryItem } from '#shared/schemas/inventory.ts';
import type { Collection } from '#shared/schemas/recipes.ts';
import type { Db, DbOrTx } from '#server/db/database.ts';
import type { EventRow } from '#server/db/schema.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import { eventMoney, type EventMarginColumns, type EventMoney } from '#server/modules/bookings/bookings.service.ts';
import { diaryEventIdsOfSale, peopleForOrders, type SaleOrders } from '#server/modules/diary/diary.service.ts';
import {
  findEventById,
  findEventsByIds,
  listPublicEvents,
  sellableItems,
} from '#server/modules/events/events.service.ts';
import { listItems, recordedUsage, stockLinks } from '#server/modules/inventory/inventory.service.ts';
import { publishedCollectionOn } from '#server/modules/recipes/recipes.service.ts';
import * as repo from './margins.repo.ts';

type EventCosts = z.output<typeof eventCostsSchema>;

const FEE_KEY = 'gatewayFee';
const DEFAULTS_KEY = 'costDefaults';
/** The overview shows the newest events' margins. */
export const OVERVIEW_EVENTS = 12;

const costList = z.array(otherCostSchema);
const eventNotFound = () => textRefusal(404, 'refusals.events.notFound');

/** A stored JSON value that still passes its rule, else the fallback (a value saved before a rule tightened). */
function parsed<T>(json: string | undefined, schema: z.ZodType<T>, fallback: T): T {
  if (json === undefined) return fallback;
  const checked = schema.safeParse(JSON.parse(json));
  return checked.success ? checked.data : fallback;
}

export async function readMarginSettings(db: DbOrTx): Promise<MarginSettings> {
  const [fee, defaults] = await Promise.all([repo.readSetting(db, FEE_KEY), repo.readSetting(db, DEFAULTS_KEY)]);
  return {
    fee: parsed<GatewayFee>(fee, gatewayFeeSchema, RAZORPAY_DEFAULT_FEE),
    costDefaults: parsed<OtherCost[]>(defaults, costList, []),
  };
}

export async function saveGatewayFee(db: Db, fee: GatewayFee, by: string): Promise<MarginSettings> {
  await repo.writeSetting(db, FEE_KEY, JSON.stringify(fee), by);
  return readMarginSettings(db);
}

/** The event's costs and, until the owner saved some for it, the last saved ones (the defaults). */
async function costsOf(db: DbOrTx, eventIds: readonly number[], defaults: OtherCost[]) {
  const rows = new Map((await repo.findEventCosts(db, eventIds)).map((row) => [row.event_id, row]));
  return (eventId: number) => {
    const row = rows.get(eventId);
    if (!row) return { lines: defaults, fromDefaults: true, savedAt: null };
    return { lines: parsed<OtherCost[]>(row.lines_json, costList, []), fromDefaults: false, savedAt: row.saved_at };
  };
}

/** Saves the event's other costs whole; they become the defaults the next event starts with. */
export async function saveEventCosts(db: Db, eventId: number, input: EventCosts, by: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    if (!(await findEventById(tx, eventId))) throw eventNotFound();
    const lines = JSON.stringify(input.lines);
    await repo.saveEventCosts(tx, {
      event_id: eventId,
      lines_json: lines,
      saved_at: new Date().toISOString(),
      saved_by: by,
    });
    await repo.writeSetting(tx, DEFAULTS_KEY, lines, by);
  });
}

/** What every event's margin reads once: the fee, the defaults, the inventory with its price history. */
interface Pricing {
  settings: MarginSettings;
  items: InventoryItem[];
  links: StockLink[];
  recipesOn: (date: string) => Promise<Collection | null>;
}

async function loadPricing(db: DbOrTx): Promise<Pricing> {
  const [settings, items, links] = await Promise.all([readMarginSettings(db), listItems(db), stockLinks(db)]);
  const collections = new Map<string, Promise<Collection | null>>();
  const recipesOn = (date: string) => {
    if (!collections.has(date)) collections.set(date, publishedCollectionOn(db, date));
    return collections.get(date)!;
  };
  return { settings, items, links, recipesOn };
}

/** Before the first booking, the menu's price: the average of what the event sells. */
async function menuPricePerOrder(db: DbOrTx, eventId: number): Promise<number> {
  const prices = Object.values(await sellableItems(db, eventId)).map((item) => item.unitPaise);
  return prices.length ? Math.round(prices.reduce((a, b) => a + b, 0) / prices.length) : 0;
}

async function marginOf(
  db: DbOrTx,
  event: EventRow,
  money: EventMoney,
  costs: { lines: OtherCost[]; fromDefaults: boolean; savedAt: string | null },
  pricing: Pricing,
  orders: SaleOrders,
): Promise<EventMargin> {
  const { fee } = pricing.settings;
  const ordersBooked = await orders.bookedQuantity(db, event.id);
  const capacityOrders = Math.max(event.max_orders, ordersBooked);
  const [plates, soldOutPlates, peoplePerOrder, collection, recorded] = await Promise.all([
    peopleForOrders(db, ordersBooked),
    peopleForOrders(db, capacityOrders),
    peopleForOrders(db, 1),
    pricing.recipesOn(event.date),
    diaryEventIdsOfSale(db, event.id).then((ids) => recordedUsage(db, ids)),
  ]);
  const recipes = collection?.recipes ?? [];
  const needs = foodCostOn(recipes, plates, pricing.items, pricing.links, event.date);
  // After the event: what the kitchen recorded using, where it did; the rest (and the sell-out) estimated.
  const food = foodCost(needs, recorded?.lines ?? [], pricing.items, event.date);
  const soldOutNeeds = foodCostOn(recipes, soldOutPlates, pricing.items, pricing.links, event.date);
  const now = eventMargin({
    paymentsPaise: money.paymentsPaise,
    refundsPaise: money.refundsPaise,
    plates,
    foodCostPaise: food.totalPaise,
    otherCosts: costs.lines,
    fee,
  });
  const fromBookings = averagePerOrder(money.notCancelledPaise, ordersBooked);
  const pricePerOrderPaise = fromBookings ?? (await menuPricePerOrder(db, event.id));
  const freeOrders = capacityOrders - ordersBooked;
  const soldOut = eventMargin({
    paymentsPaise: soldOutPayments(money.paymentsPaise, freeOrders, pricePerOrderPaise),
    refundsPaise: money.refundsPaise,
    plates: soldOutPlates,
    foodCostPaise: soldOutNeeds?.totalCostPaise ?? 0,
    otherCosts: costs.lines,
    fee,
  });
  return {
    plates: now.plates,
    revenuePaise: now.revenuePaise,
    refundsPaise: now.refundsPaise,
    feesPaise: now.feesPaise,
    foodCostPaise: now.foodCostPaise,
    otherCostsPaise: now.otherCostsPaise,
    marginPaise: now.marginPaise,
    marginPerPlatePaise: now.marginPerPlatePaise,
    ifSoldOut: {
      plates: soldOut.plates,
      marginPaise: soldOut.marginPaise,
      marginPerPlatePaise: soldOut.marginPerPlatePaise,
      revenuePaise: soldOut.revenuePaise,
      feesPaise: soldOut.feesPaise,
      foodCostPaise: soldOut.foodCostPaise,
      otherCostsPaise: soldOut.otherCostsPaise,
      freeOrders,
      pricePerOrderPaise,
      priceFrom: fromBookings === null ? 'menu' : 'bookings',
    },
    breakdown: {
      event: {
        id: event.id,
        title: { en: event.title, ml: event.title_ml || event.title },
        date: event.date,
        maxOrders: event.max_orders,
      },
      ordersBooked,
      peoplePerOrder,
      bookings: money.bookings,
      cancelledBookings: money.cancelledBookings,
      refunds: money.refundsPaise.length,
      refundsOnTheirWay: money.refundsOnTheirWay,
      fee: { ...fee, ...now.fees, payments: money.paymentsPaise.length },
      food: {
        source: food.source,
        recorded: recorded && { at: recorded.recordedAt, by: recorded.recordedBy },
        recipes: collection ? { name: collection.name, date: collection.date } : null,
        lines: food.lines,
        uncosted: food.uncosted,
      },
      otherCosts: { fromDefaults: costs.fromDefaults, savedAt: costs.savedAt, lines: now.otherCostLines },
    },
  };
}

/** The margins of these events, in the order asked; an unknown id is left out. */
export async function eventMargins(
  db: DbOrTx,
  eventIds: readonly number[],
  orders: SaleOrders,
): Promise<Map<number, EventMargin>> {
  const pricing = await loadPricing(db);
  const [events, money, costs] = await Promise.all([
    findEventsByIds(db, [...eventIds]),
    eventMoney(db, eventIds),
    costsOf(db, eventIds, pricing.settings.costDefaults),
  ]);
  const margins = new Map<number, EventMargin>();
  for (const event of events) {
    margins.set(event.id, await marginOf(db, event, money.get(event.id)!, costs(event.id), pricing, orders));
  }
  return margins;
}

export async function readEventMargin(db: DbOrTx, eventId: number, orders: SaleOrders): Promise<EventMargin> {
  const margin = (await eventMargins(db, [eventId], orders)).get(eventId);
  if (!margin) throw eventNotFound();
  return margin;
}

/** The overview: the newest events' margins (OVERVIEW_EVENTS of them). */
export async function listEventMargins(db: DbOrTx, orders: SaleOrders): Promise<MarginRow[]> {
  const events = (await listPublicEvents(db, true)).slice(0, OVERVIEW_EVENTS);
  const margins = await eventMargins(
    db,
    events.map((event) => event.id),
    orders,
  );
  return events.flatMap((event) => {
    const margin = margins.get(event.id);
    if (!margin) return [];
    return [
      {
        event: margin.breakdown.event,
        plates: margin.plates,
        revenuePaise: margin.revenuePaise,
        marginPaise: margin.marginPaise,
        marginPerPlatePaise: margin.marginPerPlatePaise,
        ifSoldOut: { plates: margin.ifSoldOut.plates, marginPaise: margin.ifSoldOut.marginPaise },
      },
    ];
  });
}

/** The bookings export's margin columns (handed to bookings by the app: bookings cannot import margins). */
export function exportMarginColumns(orders: SaleOrders): EventMarginColumns {
  return async (db, eventIds) => {
    const margins = await eventMargins(db, eventIds, orders);
    return new Map(
      [...margins].map(([eventId, margin]) => [
        eventId,
        {
          marginPaise: margin.marginPaise,
          marginPerPlatePaise: margin.marginPerPlatePaise,
          ifSoldOutMarginPaise: margin.ifSoldOut.marginPaise,
        },
      ]),
    );
  };
}
