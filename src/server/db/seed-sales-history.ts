import { DEMO_EVENT_DEFAULTS } from '#shared/content/demo-data.ts';
import { demoPastSales, type DemoPastSale } from '#shared/content/demo-sales-history.ts';
import { MENU_CATALOGUE } from '#shared/content/menu-catalogue.ts';
import { priceOrder } from '#shared/domain/pricing.ts';
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from './schema.ts';

const REFERENCE_LETTERS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** Rows per insert: well under SQLite's limit of bound values. */
const BATCH = 40;

/**
 * The past demo sales (content/demo-sales-history.ts): ten events already over, each with the bookings
 * that filled it, paid and delivered, its payment holds and its capacity counter, as real sales leave
 * them. The sell-out forecast reads its history from them. Like the rest of the seed, written once on a
 * new database.
 */
export async function seedSalesHistory(tx: Transaction<Database>, now: string): Promise<void> {
  const prices = Object.fromEntries(
    MENU_CATALOGUE.map((item) => [
      item.key,
      { name: item.name, nameMl: item.nameMl, unitPaise: item.priceRupees * 100 },
    ]),
  );
  let serial = 0;
  for (const sale of demoPastSales(new Date(now))) {
    const eventId = await insertEvent(tx, sale);
    const rows = sale.bookings.map((booking) => {
      serial += 1;
      const price = priceOrder({ [booking.itemKey]: booking.units }, prices, 0);
      const orderId = `order_demo_${serial}`;
      const customer = {
        name: booking.name,
        phone: booking.phone,
        address: 'Demo address, Kottayam',
        pincode: '686001',
      };
      return { booking, price, orderId, customer, reference: demoReference(serial) };
    });
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH);
      const holds = await tx
        .insertInto('payment_holds')
        .values(
          batch.map(({ booking, price, orderId, customer }) => ({
            receipt: `demo_${orderId}`,
            request_hash: orderId,
            gateway_order_id: orderId,
            event_id: eventId,
            order_json: JSON.stringify({
              eventTitle: sale.title,
              eventTitleMl: sale.titleMl,
              eventDate: sale.date,
              ...customer,
              location: null,
              coupon: null,
              price,
              language: 'en',
            }),
            total_quantity: price.totalQuantity,
            amount_paise: price.totalPaise,
            currency: 'INR',
            status: 'booked' as const,
            created_at: booking.at,
            expires_at: booking.at,
            client_address: null,
            phone: customer.phone,
            coupon: null,
          })),
        )
        .returning('id')
        .execute();
      await tx
        .insertInto('bookings')
        .values(
          batch.map(({ booking, price, orderId, customer, reference }, index) => ({
            reference,
            event_id: eventId,
            hold_id: holds[index]!.id,
            gateway_order_id: orderId,
            payment_id: `pay_demo_${orderId.slice('order_demo_'.length)}`,
            event_title: sale.title,
            event_title_ml: sale.titleMl,
            event_date: sale.date,
            ...customer,
            location_json: null,
            items_json: JSON.stringify(price.lines),
            total_quantity: price.totalQuantity,
            coupon: null,
            subtotal_paise: price.subtotalPaise,
            discount_percent: 0,
            discount_paise: 0,
            amount_paise: price.totalPaise,
            status: 'delivered' as const,
            flags: '[]',
            confirmed_by: 'webhook',
            created_at: booking.at,
            updated_at: booking.at,
            // Random as every booking page's link: a demo booking's page is no easier to guess.
            manage_token: randomBytes(24).toString('base64url'),
            email: null,
            language: 'en',
          })),
        )
        .execute();
    }
    const booked = sale.bookings.reduce((sum, booking) => sum + booking.units, 0);
    await tx
      .insertInto('event_capacity')
      .values({
        event_id: eventId,
        booked_units: booked,
        held_units: 0,
        expired_through: now,
        max_orders: sale.capacity,
      })
      .execute();
  }
}

async function insertEvent(tx: Transaction<Database>, sale: DemoPastSale): Promise<number> {
  const { id } = await tx
    .insertInto('events')
    .values({
      title: sale.title,
      title_ml: sale.titleMl,
      date: sale.date,
      description: 'A past demo sale: its bookings show how sales fill, for the sell-out forecast.',
      description_ml: 'കഴിഞ്ഞ ഒരു ഡെമോ വിൽപ്പന: വിൽപ്പന എങ്ങനെ നിറയുന്നുവെന്ന് ഇതിലെ ബുക്കിങ്ങുകൾ കാണിക്കുന്നു.',
      image: DEMO_EVENT_DEFAULTS.image,
      badge: DEMO_EVENT_DEFAULTS.badge,
      button_text: DEMO_EVENT_DEFAULTS.buttonText,
      badge_ml: DEMO_EVENT_DEFAULTS.badgeMl,
      button_text_ml: DEMO_EVENT_DEFAULTS.buttonTextMl,
      is_valentine: 0,
      is_active: 1,
      max_orders: sale.capacity,
      created_at: sale.openedAt,
      updated_at: sale.openedAt,
      sale_opened_at: sale.openedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('event_menu_items')
    .values(MENU_CATALOGUE.map((item) => ({ event_id: id, item_key: item.key, enabled: 1, price_paise: null })))
    .execute();
  return id;
}

/** MND- and five letters, as real references are, counted from the end of the alphabet: MND-ZZZZY, MND-ZZZZX… */
function demoReference(serial: number): string {
  let rest = serial;
  let code = '';
  for (let place = 0; place < 5; place += 1) {
    code = REFERENCE_LETTERS[REFERENCE_LETTERS.length - 1 - (rest % REFERENCE_LETTERS.length)]! + code;
    rest = Math.floor(rest / REFERENCE_LETTERS.length);
  }
  return `MND-${code}`;
}
