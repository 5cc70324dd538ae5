import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '#server/config.ts';
import { openDatabase } from '#server/db/database.ts';
import { capacityMismatches } from '#server/test/capacity-mismatches.ts';
import {
  createOrder,
  createTestEvent,
  orderBody,
  paidProof,
  postBooking,
  uniquePhone,
} from '#server/test/booking-helpers.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, TEST_DIALECT } from '#server/test/test-database.ts';
import { backupData, defaultBackupFolder, restoreData } from './backup-data.ts';

const CHICKEN = 60000;

describe(`backup and restore (${TEST_DIALECT})`, () => {
  let t: TestApp;
  const empties: Awaited<ReturnType<typeof createTestDatabase>>[] = [];
  beforeAll(async () => {
    t = await createTestApp({ config: { maxUnpaidUnitsPerAddress: 0 } });
  });
  afterAll(async () => {
    await t.close();
    for (const empty of empties) await empty.drop();
  });

  /** A new empty database and data folder, configured as a server would be. */
  async function emptyServer(): Promise<Config> {
    const empty = await createTestDatabase();
    empties.push(empty);
    return loadConfig({ DATA_DIR: empty.dataDir }, { database: empty.target });
  }

  /** One customer: hold, pay, book; answers the booking's reference. */
  async function buy(eventId: number): Promise<string> {
    const order = await createOrder(
      t.app,
      orderBody(eventId, { 'chicken-mandi': 1 }, CHICKEN, { phone: uniquePhone() }),
    );
    expect(order.statusCode).toBe(200);
    const booked = await postBooking(t.app, paidProof(order.json().orderId));
    expect(booked.statusCode).toBe(200);
    return booked.json().booking.bookingId as string;
  }

  it('restores a backup taken during a sale: every booking made before it, none half-made, counters exact, pictures', async () => {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 1000 });
    const picture = path.join(t.config.dataDir, 'event-images', `${eventId}.webp`);
    fs.mkdirSync(path.dirname(picture), { recursive: true });
    fs.writeFileSync(picture, Buffer.from('a picture'));
    const before = await Promise.all(Array.from({ length: 20 }, () => buy(eventId)));

    let selling = true;
    const during: string[] = [];
    const sale = (async () => {
      while (selling) during.push(...(await Promise.all(Array.from({ length: 4 }, () => buy(eventId)))));
    })();
    const backup = await backupData(t.config, path.join(t.config.dataDir, 'backups', 'during-sale'));
    selling = false;
    await sale;
    expect(during.length).toBeGreaterThan(0);
    expect(backup).toMatchObject({ dialect: TEST_DIALECT, files: 1 });
    expect(fs.readdirSync(path.dirname(backup.folder))).toEqual(['during-sale']);

    const target = await emptyServer();
    const restored = await restoreData(target, backup.folder);
    expect(restored.restoredFiles).toBe(1);
    expect(fs.readFileSync(path.join(target.dataDir, 'event-images', `${eventId}.webp`), 'utf8')).toBe('a picture');
    const copy = openDatabase(target.database);
    try {
      const references = (
        await copy.db.selectFrom('bookings').select('reference').where('event_id', '=', eventId).execute()
      ).map((row) => row.reference);
      expect(references).toEqual(expect.arrayContaining(before));
      expect(references.every((reference) => before.includes(reference) || during.includes(reference))).toBe(true);
      expect(await capacityMismatches(copy.db)).toEqual([]);
      const accounts = await copy.db.selectFrom('users').select('username').execute();
      expect(accounts.map((account) => account.username)).toContain('owner');
    } finally {
      await copy.close();
    }

    // A database that is no longer empty is never restored over.
    await expect(restoreData({ ...target, dataDir: `${target.dataDir}-other` }, backup.folder)).rejects.toThrow(
      TEST_DIALECT === 'sqlite' ? 'already exists' : 'has tables',
    );
  });

  it('refuses a folder that is not a backup, a backup of the other database, and files already there', async () => {
    const target = await emptyServer();
    await expect(restoreData(target, t.config.dataDir)).rejects.toThrow('is not a backup folder');
    const backup = await backupData(t.config);
    expect(path.dirname(backup.folder)).toBe(path.join(t.config.dataDir, 'backups'));
    await expect(backupData(t.config, backup.folder)).rejects.toThrow('already exists');

    const otherDialect: Config =
      target.database.dialect === 'sqlite'
        ? { ...target, database: { dialect: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' } }
        : { ...target, database: { dialect: 'sqlite', file: path.join(target.dataDir, 'mandi.db') } };
    await expect(restoreData(otherDialect, backup.folder)).rejects.toThrow('this server uses');

    fs.mkdirSync(path.join(target.dataDir, 'event-images'), { recursive: true });
    for (const file of fs.readdirSync(path.join(backup.folder, 'event-images'))) {
      fs.writeFileSync(path.join(target.dataDir, 'event-images', file), 'already here');
    }
    await expect(restoreData(target, backup.folder)).rejects.toThrow('already has');
  });

  it('names default backups by UTC time inside DATA_DIR/backups', () => {
    expect(defaultBackupFolder('/srv/mandi', new Date('2026-11-22T18:05:09.123Z'))).toBe(
      path.join('/srv/mandi', 'backups', 'mandi-2026-11-22T18-05-09Z'),
    );
  });
});
