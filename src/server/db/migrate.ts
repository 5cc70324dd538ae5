import { Migrator, type Migration } from 'kysely';
import type { Db } from './database.ts';
import * as foundation from './migrations/2026-11-21T23-00_foundation.ts';
import * as bookings from './migrations/2026-11-22T00-00_bookings.ts';
import * as bookingStatusHistory from './migrations/2026-11-22T01-00_booking-status-history.ts';
import * as holdOwners from './migrations/2026-11-23T00-00_hold-owners.ts';
import * as eventDates from './migrations/2026-11-23T01-00_event-dates.ts';
import * as eventTextsMl from './migrations/2026-11-23T02-00_event-texts-ml.ts';
import * as liveChangesSeq from './migrations/2026-11-23T04-00_live-changes-seq.ts';
import * as kitchenDiary from './migrations/2026-11-23T05-00_kitchen-diary.ts';
import * as stepTimers from './migrations/2026-11-24T00-00_step-timers.ts';
import * as recipeBook from './migrations/2026-11-24T01-00_recipe-book.ts';
import * as inventoryVersions from './migrations/2026-11-24T02-00_inventory-versions.ts';
import * as capacityCounters from './migrations/2026-11-24T03-00_capacity-counters.ts';
import * as cutletDays from './migrations/2026-11-24T04-00_cutlet-days.ts';
import * as changeIds from './migrations/2026-11-24T05-00_change-ids.ts';
import * as kitchenRecords from './migrations/2026-11-26T00-00_kitchen-records.ts';
import * as recipeVersions from './migrations/2026-11-26T04-00_recipe-versions.ts';
import * as bilingualContent from './migrations/2026-11-26T08-00_bilingual-content.ts';
import * as capacityInCounter from './migrations/2026-11-26T09-00_capacity-in-counter.ts';
import * as changeReplyBounds from './migrations/2026-11-26T10-30_change-reply-bounds.ts';
import * as coupons from './migrations/2026-11-26T12-00_coupons.ts';
import * as inventoryRevision from './migrations/2026-11-26T12-30_inventory-revision.ts';
import * as timerStopTime from './migrations/2026-11-27T01-00_timer-stop-time.ts';
import * as taskMalayalam from './migrations/2026-11-27T02-00_task-malayalam.ts';
import * as inventoryMalayalamAndLinks from './migrations/2026-11-27T03-00_inventory-malayalam-and-links.ts';
import * as videoLinks from './migrations/2026-11-27T04-00_video-links.ts';
import * as bookingLinks from './migrations/2026-11-27T05-00_booking-links.ts';
import * as mailOutbox from './migrations/2026-11-27T06-00_mail-outbox.ts';
import * as refunds from './migrations/2026-11-27T07-00_refunds.ts';
import * as waitingList from './migrations/2026-11-27T08-00_waiting-list.ts';
import * as takeHeldUnits from './migrations/2026-11-27T09-00_take-held-units.ts';
import * as checkRecords from './migrations/2026-11-28T01-00_check-records.ts';
import * as pitCheckLimits from './migrations/2026-11-28T01-10_pit-check-limits.ts';
import * as arrivalTimes from './migrations/2026-11-28T02-00_arrival-times.ts';
import * as unbookedPayments from './migrations/2026-11-28T04-00_unbooked-payments.ts';
import * as offerOrders from './migrations/2026-11-28T05-00_offer-orders.ts';
import * as bilingualBookingsAndMails from './migrations/2026-11-28T06-00_bilingual-bookings-and-mails.ts';
import * as unpaidByPhone from './migrations/2026-11-28T07-00_unpaid-by-phone.ts';
import * as eventMargins from './migrations/2026-11-28T21-01_event-margins.ts';
import * as invoices from './migrations/2026-11-28T21-04_invoices.ts';
import * as purchaseSuppliers from './migrations/2026-11-28T21-02_purchase-suppliers.ts';
import * as saleOpenedAt from './migrations/2026-11-28T21-03_sale-opened-at.ts';
import * as customerGstin from './migrations/2026-11-29T01-00_customer-gstin.ts';
import * as eventUsage from './migrations/2026-11-29T01-10_event-usage.ts';
import * as usageVersions from './migrations/2026-11-29T03-30_usage-versions.ts';

/** Listed explicitly (not read from a folder) so the bundled server carries them. Names sort by date. */
const migrations: Record<string, Migration> = {
  '2026-11-21T23-00_foundation': foundation,
  '2026-11-22T00-00_bookings': bookings,
  '2026-11-22T01-00_booking-status-history': bookingStatusHistory,
  '2026-11-23T00-00_hold-owners': holdOwners,
  '2026-11-23T01-00_event-dates': eventDates,
  '2026-11-23T02-00_event-texts-ml': eventTextsMl,
  '2026-11-23T04-00_live-changes-seq': liveChangesSeq,
  '2026-11-23T05-00_kitchen-diary': kitchenDiary,
  '2026-11-24T00-00_step-timers': stepTimers,
  '2026-11-24T01-00_recipe-book': recipeBook,
  '2026-11-24T02-00_inventory-versions': inventoryVersions,
  '2026-11-24T03-00_capacity-counters': capacityCounters,
  '2026-11-24T04-00_cutlet-days': cutletDays,
  '2026-11-24T05-00_change-ids': changeIds,
  '2026-11-26T00-00_kitchen-records': kitchenRecords,
  '2026-11-26T04-00_recipe-versions': recipeVersions,
  '2026-11-26T08-00_bilingual-content': bilingualContent,
  '2026-11-26T09-00_capacity-in-counter': capacityInCounter,
  '2026-11-26T10-30_change-reply-bounds': changeReplyBounds,
  '2026-11-26T12-00_coupons': coupons,
  '2026-11-26T12-30_inventory-revision': inventoryRevision,
  '2026-11-27T01-00_timer-stop-time': timerStopTime,
  '2026-11-27T02-00_task-malayalam': taskMalayalam,
  '2026-11-27T03-00_inventory-malayalam-and-links': inventoryMalayalamAndLinks,
  '2026-11-27T04-00_video-links': videoLinks,
  '2026-11-27T05-00_booking-links': bookingLinks,
  '2026-11-27T06-00_mail-outbox': mailOutbox,
  '2026-11-27T07-00_refunds': refunds,
  '2026-11-27T08-00_waiting-list': waitingList,
  '2026-11-27T09-00_take-held-units': takeHeldUnits,
  '2026-11-28T01-00_check-records': checkRecords,
  '2026-11-28T01-10_pit-check-limits': pitCheckLimits,
  '2026-11-28T02-00_arrival-times': arrivalTimes,
  '2026-11-28T04-00_unbooked-payments': unbookedPayments,
  '2026-11-28T05-00_offer-orders': offerOrders,
  '2026-11-28T06-00_bilingual-bookings-and-mails': bilingualBookingsAndMails,
  '2026-11-28T07-00_unpaid-by-phone': unpaidByPhone,
  '2026-11-28T21-01_event-margins': eventMargins,
  '2026-11-28T21-02_purchase-suppliers': purchaseSuppliers,
  '2026-11-28T21-03_sale-opened-at': saleOpenedAt,
  '2026-11-28T21-04_invoices': invoices,
  '2026-11-29T01-00_customer-gstin': customerGstin,
  '2026-11-29T01-10_event-usage': eventUsage,
  '2026-11-29T03-30_usage-versions': usageVersions,
};

export async function migrateToLatest(db: Db): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Runs the migrations up to and including `name`: for tests of one migration's data changes. */
export async function migrateTo(db: Db, name: string): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(db: Db, run: (migrator: Migrator) => ReturnType<Migrator['migrateToLatest']>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await run(migrator);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
