import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import { DEFAULT_BUSINESS_SETTINGS } from '#shared/content/business-defaults.ts';
import { DEFAULT_INVENTORY } from '#shared/content/default-inventory.ts';
import { DEMO_EVENT_DEFAULTS, DEMO_EVENTS, SAMPLE_DIARY_EVENT } from '#shared/content/demo-data.ts';
import { MENU_CATALOGUE } from '#shared/content/menu-catalogue.ts';
import { RECIPE_COLLECTIONS } from '#shared/content/recipes/index.ts';
import { recipeSchema } from '#shared/schemas/recipes.ts';
import type { Transaction } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';
import { withTransaction } from './transaction.ts';
import { seedSalesHistory } from './seed-sales-history.ts';
import { seedDemoPrices, seedDemoSuppliers } from './seed-purchase.ts';

type Seed = (tx: Transaction<Database>, now: string) => Promise<void>;

/**
 * Each seed runs once per database, in the same transaction as its marker row in `settings`.
 * A later start never re-creates what an admin has edited or deleted.
 */
const seeds: Record<string, Seed> = {
  'seed:menu-catalogue': async (tx) => {
    await tx
      .insertInto('menu_items')
      .values(
        MENU_CATALOGUE.map((item, index) => ({
          key: item.key,
          name: item.name,
          description: item.description,
          name_ml: item.nameMl,
          description_ml: item.descriptionMl,
          price_paise: item.priceRupees * 100,
          type: item.type,
          pieces: item.pieces,
          sort_order: index,
        })),
      )
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  },
  'seed:business-settings': async (tx, now) => {
    await tx
      .insertInto('settings')
      .values({ key: 'business', value: JSON.stringify(DEFAULT_BUSINESS_SETTINGS), updated_at: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  },
  'seed:demo-events': async (tx, now) => {
    // Oldest first, so the first listed demo event is the newest and the one open for booking.
    for (const [index, event] of [...DEMO_EVENTS].reverse().entries()) {
      const createdAt = new Date(Date.parse(now) + index).toISOString();
      const { id } = await tx
        .insertInto('events')
        .values({
          title: event.title,
          date: addDays(todayInKerala(new Date(now)), event.daysAhead),
          description: event.description,
          title_ml: event.titleMl,
          description_ml: event.descriptionMl,
          image: DEMO_EVENT_DEFAULTS.image,
          badge: DEMO_EVENT_DEFAULTS.badge,
          button_text: DEMO_EVENT_DEFAULTS.buttonText,
          badge_ml: DEMO_EVENT_DEFAULTS.badgeMl,
          button_text_ml: DEMO_EVENT_DEFAULTS.buttonTextMl,
          is_valentine: event.isValentine ? 1 : 0,
          is_active: 1,
          max_orders: DEMO_EVENT_DEFAULTS.maxOrders,
          created_at: createdAt,
          updated_at: createdAt,
          sale_opened_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('event_menu_items')
        .values(MENU_CATALOGUE.map((item) => ({ event_id: id, item_key: item.key, enabled: 1, price_paise: null })))
        .execute();
    }
  },
  'seed:default-inventory': async (tx, now) => {
    await tx
      .insertInto('inventory_items')
      .values(
        DEFAULT_INVENTORY.map((item) => ({
          id: item.id,
          name: item.name,
          name_ml: item.nameMl,
          category: item.category,
          quantity: 0,
          unit: item.unit,
          current_price_paise: 0,
          is_active: 1,
          min_quantity: null,
          notes: null,
          last_updated: now,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  },
  'seed:sample-diary-event': async (tx, now) => {
    // Prepared for the nearest demo sale, so that its paid bookings show as booked people.
    const nearest = [...DEMO_EVENTS].sort((a, b) => a.daysAhead - b.daysAhead)[0]!;
    const date = addDays(todayInKerala(new Date(now)), nearest.daysAhead);
    const sale = await tx
      .selectFrom('events')
      .select('id')
      .where('title', '=', nearest.title)
      .where('date', '=', date)
      .executeTakeFirst();
    await tx
      .insertInto('diary_events')
      .values({
        title: SAMPLE_DIARY_EVENT.title,
        date,
        description: SAMPLE_DIARY_EVENT.description,
        assigned_to: '',
        created_at: now,
        created_by: SAMPLE_DIARY_EVENT.createdBy,
        is_completed: 0,
        estimated_attendance: SAMPLE_DIARY_EVENT.estimatedAttendance,
        sales_event_id: sale?.id ?? null,
        updated_at: now,
      })
      .execute();
  },
  'seed:recipe-collections': async (tx, now) => {
    // The three dated collections, published; a date the owner already used is left alone.
    for (const collection of RECIPE_COLLECTIONS) {
      const inserted = await tx
        .insertInto('recipe_collections')
        .values({
          date: collection.date,
          name_en: collection.name.en,
          name_ml: collection.name.ml,
          badge_en: collection.badge.en,
          badge_ml: collection.badge.ml,
          status: 'published',
          created_at: now,
          created_by: 'system',
          published_at: now,
        })
        .onConflict((oc) => oc.column('date').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) continue;
      await tx
        .insertInto('recipes')
        .values(
          collection.recipes.map((recipe) => ({
            collection_id: inserted.id,
            key: recipe.key,
            body: JSON.stringify(recipeSchema.parse(recipe)),
          })),
        )
        .execute();
    }
  },
  'seed:sales-history': seedSalesHistory,
  'seed:demo-suppliers': seedDemoSuppliers,
  'seed:demo-prices': seedDemoPrices,
};

export async function seedDatabase(db: Db, now = new Date().toISOString()): Promise<string[]> {
  const applied: string[] = [];
  for (const [marker, seed] of Object.entries(seeds)) {
    const ran = await withTransaction(db, async (tx) => {
      const inserted = await tx
        .insertInto('settings')
        .values({ key: marker, value: JSON.stringify({ at: now }), updated_at: now })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await seed(tx, now);
      return true;
    });
    if (ran) applied.push(marker);
  }
  return applied;
}
