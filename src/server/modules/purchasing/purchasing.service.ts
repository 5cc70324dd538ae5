import { storefrontEn } from '#shared/content/locales/storefront.en.ts';
import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import { newestPublished } from '#shared/domain/kitchen/recipe-book.ts';
import { purchaseList, purchaseSubject } from '#shared/domain/purchase-list.ts';
import type { Delivery, PurchaseList, SupplierList } from '#shared/schemas/purchasing.ts';
import { reportPdfRefusalCode } from '#shared/schemas/reports.ts';
import type { Recipe } from '#shared/schemas/recipes.ts';
import type { Db, DbOrTx } from '#server/db/database.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import { salePeople, type SaleOrders } from '#server/modules/diary/diary.service.ts';
import { listPublicEvents } from '#server/modules/events/events.service.ts';
import {
  listItems,
  stockLinks,
  listPurchaseDetails,
  receiveDelivery,
} from '#server/modules/inventory/inventory.service.ts';
import { queueWrittenMail } from '#server/modules/mail/mail.service.ts';
import { listCollections, readCollection } from '#server/modules/recipes/recipes.service.ts';
import { PdfRenderError, type PdfRenderer } from '#server/modules/reports/reports.service.ts';
import { purchaseHtml } from './purchase-html.ts';

/** The outbox's kind of a supplier's purchase list. */
export const PURCHASE_LIST_MAIL = 'purchase-list';

/** The name the supplier's message and PDF are signed with: the storefront's brand, as the mails are. */
const BUSINESS = storefrontEn.brand;

/** What the kitchen cooks from: the newest published collection's recipes (none yet: nothing to buy). */
async function currentRecipes(db: DbOrTx): Promise<Recipe[]> {
  const newest = newestPublished(await listCollections(db, 'staff'));
  return newest ? (await readCollection(db, newest.id, 'staff')).recipes : [];
}

/**
 * The purchase list for the sales events dated today (in Kerala) and the `days - 1` days after: each
 * event's plates by the diary's rule, the newest recipes, the stock, the owner's links and each item's
 * supplier and pack, through the one pure rule (shared/domain/purchase-list.ts).
 */
export async function readPurchaseList(
  db: DbOrTx,
  days: number,
  orders: SaleOrders,
  today = todayInKerala(),
): Promise<PurchaseList> {
  const to = addDays(today, days - 1);
  const ahead = (await listPublicEvents(db, true))
    .filter((event) => event.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  const events = ahead.filter((event) => event.date <= to);
  const next = ahead.find((event) => event.date > to);
  const [plates, recipes, items, links, details] = await Promise.all([
    Promise.all(events.map((event) => salePeople(db, event.id, orders))),
    currentRecipes(db),
    listItems(db),
    stockLinks(db),
    listPurchaseDetails(db),
  ]);
  const suppliers = purchaseList({
    recipes,
    plates,
    items,
    links,
    details: new Map(details.map((one) => [one.itemId, one])),
    from: today,
    to,
    business: BUSINESS,
  });
  return {
    from: today,
    to,
    suppliers,
    events: events.map(({ id, title, titleMl, date }, index) => ({ id, title, titleMl, date, plates: plates[index]! })),
    nextEvent: next ? { id: next.id, title: next.title, titleMl: next.titleMl, date: next.date } : null,
  };
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

/** One supplier's list by name; 404 when no supplier of that name has anything on it. */
export function supplierOf(list: PurchaseList, name: string): SupplierList {
  const supplier = list.suppliers.find((one) => one.name !== null && sameName(one.name, name));
  if (!supplier) throw textRefusal(404, 'purchase.refusals.unknownSupplier');
  return supplier;
}

/** The list (or one supplier's) printed; 503 when the server cannot print now. */
export async function purchaseListPdf(
  db: DbOrTx,
  renderer: PdfRenderer,
  days: number,
  supplier: string | undefined,
  orders: SaleOrders,
): Promise<Buffer> {
  const list = await readPurchaseList(db, days, orders);
  const printed = supplier === undefined ? list : { ...list, suppliers: [supplierOf(list, supplier)] };
  try {
    return await renderer.render(purchaseHtml(printed, BUSINESS));
  } catch (error) {
    if (error instanceof PdfRenderError) throw textRefusal(503, reportPdfRefusalCode(error.refusal));
    throw error;
  }
}

/**
 * Puts the supplier's list in the mail outbox, in their language, to the address of the first of their
 * items that names one; 409 when none does.
 */
export async function mailPurchaseList(db: Db, days: number, supplier: string, orders: SaleOrders) {
  const list = await readPurchaseList(db, days, orders);
  const found = supplierOf(list, supplier);
  const ids = new Set(found.lines.map((line) => line.itemId));
  const address = (await listPurchaseDetails(db)).find(
    (one) => ids.has(one.itemId) && one.supplierEmail,
  )?.supplierEmail;
  if (!address) throw textRefusal(409, 'purchase.refusals.noMailAddress');
  const subject = purchaseSubject(found.language, { ...list, business: BUSINESS });
  await withTransaction(db, (tx) =>
    queueWrittenMail(tx, PURCHASE_LIST_MAIL, { address, language: found.language }, { subject, text: found.text }),
  );
  return { to: address, name: found.name! };
}

/** A delivery received: stock and price history in one transaction (the inventory's). */
export function receivePurchase(db: Db, delivery: Delivery, actor: string) {
  return receiveDelivery(db, delivery, actor);
}
