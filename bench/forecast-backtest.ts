// The sell-out forecast backtested on the demo history a fresh install has (issue 46): a new SQLite
// database, migrated and seeded as on a first start; each past demo sale that sold out is forecast from
// the others when it had sold half its capacity, and compared with when it really sold out. Prints each
// sale's error and the median error in hours, the figure the admin screen states. No timing.
// Run: npm run bench:forecast
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatKeralaStamp } from '#shared/domain/kerala-time.ts';
import { BACKTEST_AT_SHARE, backtest } from '#shared/domain/forecast/backtest.ts';
import { MIN_SOLD_OUT_SALES, MIN_UNITS_SO_FAR } from '#shared/domain/forecast/sell-out.ts';
import { openDatabase } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDatabase } from '#server/db/seed.ts';
import { salesHistory } from '#server/modules/forecasts/forecasts.service.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-forecast-'));
const database = openDatabase({ dialect: 'sqlite', file: path.join(work, 'mandi.db') });
try {
  await migrateToLatest(database.db);
  await seedDatabase(database.db);
  const { past } = await salesHistory(database.db, Date.now());
  const result = backtest(past);
  console.log(
    `Sell-out forecast backtest on the demo history: ${past.length} past sales; each sale that sold out is forecast ` +
      `from the others at ${BACKTEST_AT_SHARE * 100}% of its capacity (a forecast needs ${MIN_SOLD_OUT_SALES} ` +
      `sold-out sales and ${MIN_UNITS_SO_FAR} units sold).`,
  );
  for (const sale of result.sales) {
    console.log(
      `  event ${sale.eventId}: sold out ${formatKeralaStamp(sale.soldOutAtMs)}, forecast ` +
        `${formatKeralaStamp(sale.forecastMs)}, off by ${sale.errorHours.toFixed(1)} h`,
    );
  }
  console.log(
    result.medianErrorHours === null
      ? 'Median error: none (too little history to forecast any sale)'
      : `Median error: ${result.medianErrorHours} hours over ${result.sales.length} sales`,
  );
} finally {
  await database.close();
  fs.rmSync(work, { recursive: true, force: true });
}
