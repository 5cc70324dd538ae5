import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_DIALECT } from '#server/test/test-database.ts';
import { openDatabase } from './database.ts';

describe.skipIf(TEST_DIALECT !== 'sqlite')('the SQLite file', () => {
  it('is created readable by its owner only, with its write-ahead log, in a folder only they may enter', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-mode-'));
    const file = path.join(folder, 'data', 'mandi.db');
    const handle = openDatabase({ dialect: 'sqlite', file });
    await handle.db.schema.createTable('t').addColumn('x', 'integer').execute();
    const mode = (name: string) => fs.statSync(name).mode & 0o777;
    expect(mode(path.dirname(file))).toBe(0o700);
    expect(mode(file)).toBe(0o600);
    expect(mode(`${file}-wal`)).toBe(0o600);
    await handle.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });
});
