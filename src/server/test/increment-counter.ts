// Test helper run as a separate process: adds 1 to settings.counter `count` times, each in its own transaction.
import { openDatabase } from '#server/db/database.ts';
import { withTransaction } from '#server/db/transaction.ts';

const [file, count] = process.argv.slice(2);
const database = openDatabase({ dialect: 'sqlite', file: file! });
for (let i = 0; i < Number(count); i++) {
  await withTransaction(database.db, async (tx) => {
    const row = await tx.selectFrom('settings').select('value').where('key', '=', 'counter').executeTakeFirstOrThrow();
    await tx
      .updateTable('settings')
      .set({ value: String(Number(row.value) + 1) })
      .where('key', '=', 'counter')
      .execute();
  });
}
await database.close();
