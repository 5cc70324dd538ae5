import fs from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import SqliteDatabase from 'better-sqlite3';
import { DEFAULT_INVENTORY } from '#shared/content/default-inventory.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { prepareDatabase } from '#server/startup.ts';
import { TEST_ADMIN } from '#server/test/test-app.ts';
import { createTestDatabase, TEST_DIALECT } from '#server/test/test-database.ts';
import { backupSqlite } from './backup-sqlite.ts';

/** Enough rows that the file spans many more pages than the 100 a default backup step copies. */
const PADDING_ROWS = 400;
const ITEM_ID = DEFAULT_INVENTORY[0]!.id;

describe.skipIf(TEST_DIALECT !== 'sqlite')('backupSqlite', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  let sourceFile: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const test = await createTestDatabase();
    ({ dataDir, drop } = test);
    const config = loadConfig(
      { DATA_DIR: dataDir, ADMIN_USERNAME: TEST_ADMIN.username, ADMIN_PASSWORD: TEST_ADMIN.password },
      { database: test.target },
    );
    ({ database } = await prepareDatabase(config));
    sourceFile = config.database.dialect === 'sqlite' ? config.database.file : '';
    const insert = database.sqlite!.prepare(
      `insert into diary_events (title, date, description, created_at, created_by, is_completed, estimated_attendance, updated_at)
       values (?, '2026-01-01', ?, '2026-01-01T00:00:00.000Z', 'test', 0, 0, '2026-01-01T00:00:00.000Z')`,
    );
    database.sqlite!.transaction(() => {
      for (let i = 0; i < PADDING_ROWS; i++) insert.run(`padding-${i}`, 'x'.repeat(2000));
    })();
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  /** Each write changes two tables in one transaction; a consistent copy has both changes or neither. */
  async function writePrice(price: number): Promise<void> {
    await database.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('inventory_price_history')
        .values({ item_id: ITEM_ID, date: '2026-01-01', price_paise: price })
        .execute();
      await tx.updateTable('inventory_items').set({ current_price_paise: price }).where('id', '=', ITEM_ID).execute();
    });
  }

  function readBackup(file: string) {
    const copy = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    try {
      const count = (table: string) => (copy.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
      const history = copy
        .prepare('select count(*) as n, max(price_paise) as latest from inventory_price_history where item_id = ?')
        .get(ITEM_ID);
      const item = copy.prepare('select current_price_paise as price from inventory_items where id = ?').get(ITEM_ID);
      return {
        integrity: copy.pragma('integrity_check', { simple: true }),
        journalMode: copy.pragma('journal_mode', { simple: true }),
        inventoryItems: count('inventory_items'),
        menuItems: count('menu_items'),
        diaryEvents: count('diary_events'),
        users: count('users'),
        history: history as { n: number; latest: number | null },
        currentPrice: (item as { price: number }).price,
      };
    } finally {
      copy.close();
    }
  }

  it('copies the live database consistently while another connection keeps writing', async () => {
    let writes = 0;
    let done = false;
    const writer = (async () => {
      while (!done) {
        await writePrice(++writes);
        await nextTurn();
      }
    })();
    const target = path.join(dataDir, 'backups', 'copy.db');
    const [result] = await Promise.all([backupSqlite(sourceFile, target).finally(() => (done = true)), writer]);

    expect(writes).toBeGreaterThan(1);
    expect(result).toEqual({ file: target, bytes: fs.statSync(target).size });
    expect(result.bytes).toBeGreaterThan(100 * 4096);
    expect(fs.statSync(target).mode & 0o777).toBe(0o600);
    const backup = readBackup(target);
    expect(backup).toMatchObject({
      integrity: 'ok',
      journalMode: 'delete',
      inventoryItems: 46,
      menuItems: 5,
      diaryEvents: PADDING_ROWS + 1,
      users: 1,
    });
    expect(backup.history.n).toBeLessThanOrEqual(writes);
    expect(backup.currentPrice).toBe(backup.history.latest ?? 0);
    expect(fs.readdirSync(path.dirname(target))).toEqual([path.basename(target)]);
  });

  it('never overwrites an existing file', async () => {
    const target = path.join(dataDir, 'existing.db');
    fs.writeFileSync(target, 'keep me');
    await expect(backupSqlite(sourceFile, target)).rejects.toThrow('already exists');
    await expect(backupSqlite(sourceFile, sourceFile)).rejects.toThrow('already exists');
    expect(fs.readFileSync(target, 'utf8')).toBe('keep me');
  });

  it('refuses a missing source instead of creating an empty database', async () => {
    const missing = path.join(dataDir, 'missing.db');
    await expect(backupSqlite(missing, path.join(dataDir, 'copy.db'))).rejects.toThrow(`No database at ${missing}`);
    expect(fs.existsSync(missing)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'copy.db'))).toBe(false);
  });
});
