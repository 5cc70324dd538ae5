// Which module owns each table (docs/decisions/013-table-owners.md), and the check that no other
// module names it: only the owner's files hold statements over its table, and only they import its
// repository. Others read and write it through the owner's service.
import fs from 'node:fs';
import path from 'node:path';
import { moduleOf, schemaTables, serverSources, tableUsesIn } from './table-uses.mjs';

/** Owner of each table: a folder of src/server/modules, or `src/server/plugins` for the request plugins' own. */
export const TABLE_OWNERS: Record<string, string> = {
  users: 'users',
  sessions: 'src/server/plugins',
  applied_changes: 'src/server/plugins',
  settings: 'settings',
  events: 'events',
  menu_items: 'events',
  event_menu_items: 'events',
  event_capacity: 'capacity',
  payment_holds: 'bookings',
  bookings: 'bookings',
  booking_status_changes: 'bookings',
  refunds: 'bookings',
  waiting_list: 'bookings',
  unbooked_payments: 'bookings',
  reconciliation_passes: 'bookings',
  webhook_events: 'payments',
  coupons: 'coupons',
  mail_outbox: 'mail',
  geocode_cache: 'geocode',
  inventory_items: 'inventory',
  inventory_price_history: 'inventory',
  inventory_revision: 'inventory',
  ingredient_links: 'inventory',
  event_usage: 'inventory',
  event_usage_versions: 'inventory',
  diary_events: 'diary',
  diary_people: 'diary',
  diary_reviews: 'diary',
  diary_tasks: 'tasks',
  diary_task_lists: 'tasks',
  temperature_readings: 'tasks',
  timers: 'timers',
  kitchen_corrections: 'corrections',
  recipe_collections: 'recipes',
  recipes: 'recipes',
  step_video_links: 'step-videos',
  cutlet_days: 'cutlets',
  cutlet_values: 'cutlets',
  cutlet_checks: 'cutlets',
  cutlet_completions: 'cutlets',
  invoices: 'invoices',
  invoice_counters: 'invoices',
  event_costs: 'margins',
  margin_settings: 'margins',
};

/**
 * Cross uses kept on purpose, as `file: table`, each with why (docs/decisions/013-table-owners.md).
 */
export const DELIBERATE: Record<string, string> = {
  // A new database's first rows of several modules, written at once like a migration's.
  ...Object.fromEntries(
    [
      'diary_events',
      'event_menu_items',
      'events',
      'inventory_items',
      'menu_items',
      'recipe_collections',
      'recipes',
      'settings',
    ].map((table) => [`src/server/db/seed.ts: ${table}`, 'the seed']),
  ),
  // The past demo sales the sell-out forecast reads (issue 46), written with the seed.
  ...Object.fromEntries(
    ['bookings', 'event_capacity', 'event_menu_items', 'events', 'payment_holds'].map((table) => [
      `src/server/db/seed-sales-history.ts: ${table}`,
      'the seed',
    ]),
  ),
  'src/server/db/seed-purchase.ts: inventory_items': 'the seed (the demo suppliers and prices)',
  'src/server/db/seed-purchase.ts: inventory_price_history': 'the seed (the demo prices)',
  'src/server/db/seed-purchase.ts: ingredient_links': 'the seed (the demo fats linked by density)',
  'src/server/db/seed-purchase.ts: inventory_revision': 'the seed (the demo prices)',
  // The capacity counter sums the event's bookings and holds: lockCapacity makes it from the event's
  // max_orders and counts out lapsed holds under its lock, in the caller's transaction; events calls it
  // too, so the holds' owner (bookings, above events) cannot hand it the read without a circle.
  'src/server/modules/capacity/capacity.service.ts: events': 'the capacity counter',
  'src/server/modules/capacity/capacity.service.ts: payment_holds': 'the capacity counter',
};

/** Files the check leaves out: migrations and the test helpers define or inspect every table. */
const LEFT_OUT = /\/migrations\/|^src\/server\/test\//;

export interface ServerFile {
  file: string;
  source: string;
}

/** Every `file: table` and `file: repository` of one module naming or importing another module's own. */
export function crossUses(files: ServerFile[], tables: string[], owners = TABLE_OWNERS): string[] {
  const found = new Set<string>();
  for (const { file, source } of files) {
    if (LEFT_OUT.test(file)) continue;
    const where = moduleOf(file);
    for (const use of tableUsesIn(source, file, tables)) {
      if (owners[use.table] !== where) found.add(`${file}: ${use.table}`);
    }
    for (const [, specifier] of source.matchAll(/from\s+'([^']+\.repo\.ts)'/g)) {
      const target = specifier!.startsWith('#server/')
        ? specifier!.replace('#server/', 'src/server/')
        : path.posix.join(path.posix.dirname(file), specifier!);
      if (moduleOf(target) !== where) found.add(`${file}: ${target}`);
    }
  }
  return [...found].sort();
}

/** The cross uses in the server code below `root`. */
export function crossUsesOfTree(root: string): string[] {
  const files = serverSources(root).map((file) => ({ file, source: fs.readFileSync(path.join(root, file), 'utf8') }));
  return crossUses(files, schemaTables(root));
}
