import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDatabase } from './db/seed.ts';
import { ensureInitialAdmin } from './modules/users/users.service.ts';

export interface PreparedDatabase {
  database: DatabaseHandle;
  seeded: string[];
  initialAdmin: Awaited<ReturnType<typeof ensureInitialAdmin>>;
}

/** Opens the database, applies migrations, seeds what has never been seeded and creates the first admin. */
export async function prepareDatabase(config: Config): Promise<PreparedDatabase> {
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const seeded = await seedDatabase(database.db);
    const initialAdmin = await ensureInitialAdmin(database.db, config.admin);
    return { database, seeded, initialAdmin };
  } catch (error) {
    await database.close();
    throw error;
  }
}
