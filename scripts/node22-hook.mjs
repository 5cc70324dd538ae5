// Loaded by scripts/node22.mjs into Node 22: better-sqlite3 resolves to the copy built for Node 22.
import { register } from 'node:module';

register('./node22-resolve.mjs', import.meta.url, { data: { copy: process.env.BETTER_SQLITE3_COPY } });
