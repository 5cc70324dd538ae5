import type { PublicEvent } from '#shared/schemas/events.ts';
import type { eventInputSchema } from '#shared/schemas/events.ts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/database.ts';
import { withTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import * as repo from './events.repo.ts';
import { forgetEventReads, getPublicEvent } from './events.service.ts';
import { rupeesToPaise } from '#shared/domain/money.ts';

type ValidEventInput = z.output<typeof eventInputSchema>;

/** One row per catalogue item: what the event enables, at its price or the catalogue's; an item left out is not sold. */
async function menuLinks(db: DbOrTx, eventId: number, menu: NonNullable<ValidEventInput['menuItems']>) {
  const keys = await repo.listCatalogueKeys(db);
  const unknown = Object.keys(menu).find((key) => !keys.includes(key));
  if (unknown) throw badRequest(`Unknown menu item "${unknown}"`);
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
    is_valentine: input.isValentine ? 1 : 0,
    is_active: input.isActive ? 1 : 0,
    max_orders: input.maxOrders,
    updated_at: now,
  };
}

export async function createEvent(db: Db, input: ValidEventInput): Promise<PublicEvent> {
  const event = await withTransaction(db, async (tx) => {
    const now = new Date().toISOString();
    const { id } = await tx
      .insertInto('events')
      .values({ ...eventColumns(input, now), created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('event_menu_items')
      .values(await menuLinks(tx, id, input.menuItems ?? {}))
      .execute();
    return getPublicEvent(tx, (await repo.findEventById(tx, id))!);
  });
  forgetEventReads(db);
  return event;
}

export async function updateEvent(db: Db, id: number, input: ValidEventInput): Promise<PublicEvent> {
  const event = await withTransaction(db, async (tx) => {
    if (!(await repo.findEventById(tx, id))) throw notFound('Event not found');
    await tx.updateTable('events').set(eventColumns(input, new Date().toISOString())).where('id', '=', id).execute();
    if (input.menuItems) {
      const links = await menuLinks(tx, id, input.menuItems);
      await tx.deleteFrom('event_menu_items').where('event_id', '=', id).execute();
      await tx.insertInto('event_menu_items').values(links).execute();
    }
    return getPublicEvent(tx, (await repo.findEventById(tx, id))!);
  });
  forgetEventReads(db);
  return event;
}

/** An event that has taken orders is kept: its bookings must not lose their event. */
export async function deleteEvent(db: Db, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    if (!(await repo.findEventById(tx, id))) throw notFound('Event not found');
    const [booking, hold] = await Promise.all([
      tx.selectFrom('bookings').select('id').where('event_id', '=', id).limit(1).executeTakeFirst(),
      tx.selectFrom('payment_holds').select('id').where('event_id', '=', id).limit(1).executeTakeFirst(),
    ]);
    if (booking || hold) {
      throw conflict('This event has bookings or payments in progress and cannot be deleted. Deactivate it instead.');
    }
    await tx.deleteFrom('events').where('id', '=', id).execute();
  });
  forgetEventReads(db);
}
