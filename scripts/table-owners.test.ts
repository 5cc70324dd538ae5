import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DELIBERATE, TABLE_OWNERS, crossUses, crossUsesOfTree } from './table-owners.ts';
import { schemaTables } from './table-uses.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tables = ['bookings', 'mail_outbox', 'events'];
const owners = { bookings: 'bookings', mail_outbox: 'mail', events: 'events' };

describe('table owners', () => {
  it("reports a module naming another module's table, by Kysely or in raw SQL, and importing its repository", () => {
    const files = [
      {
        file: 'src/server/modules/mail/mail.service.ts',
        source: [
          "import { sql } from 'kysely';",
          "import { findBooking } from '#server/modules/bookings/bookings.repo.ts';",
          "export const mine = (db) => db.selectFrom('mail_outbox').selectAll().execute();",
          "export const theirs = (db) => db.selectFrom('bookings as b').innerJoin('events', 'events.id', 'b.event_id');",
          'export const raw = (db) => sql`select count(*) from bookings where id = ${1}`.execute(db);',
          "// A comment naming selectFrom('bookings') and a string 'bookings' are no use of the table.",
          "export const text = 'bookings';",
        ].join('\n'),
      },
      {
        file: 'src/server/modules/bookings/bookings.service.ts',
        source:
          "import { listBookings } from './bookings.repo.ts';\nexport const own = (db) => db.selectFrom('bookings');",
      },
    ];
    expect(crossUses(files, tables, owners)).toEqual([
      'src/server/modules/mail/mail.service.ts: bookings',
      'src/server/modules/mail/mail.service.ts: events',
      'src/server/modules/mail/mail.service.ts: src/server/modules/bookings/bookings.repo.ts',
    ]);
  });

  it('gives every table of the schema one owner', () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(schemaTables(root).sort());
  });

  it('finds in the server no cross use but the deliberate ones, each of which still happens', () => {
    expect(crossUsesOfTree(root)).toEqual(Object.keys(DELIBERATE).sort());
  });
});
