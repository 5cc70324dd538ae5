import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const serverTests = ['src/server/**/*.test.ts'];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two. Much of a test's time is
    // spent waiting (PostgreSQL, timers, HTTP), so two workers finish the suite in about 60 % of the time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.tsx', 'src/web/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['src/web/test/setup.ts'],
          // A screen's test renders, clicks and waits for settled queries: 2–4 s alone, over the default
          // 5 s on a machine running a second suite beside this one.
          testTimeout: 30_000,
          // The change queue's tests start a real server before they run, on a copy of the template database.
          hookTimeout: 60_000,
          globalSetup: ['src/server/test/sqlite-global-setup.ts'],
        },
      },
      {
        test: {
          name: 'api-sqlite',
          include: serverTests,
          environment: 'node',
          // Lets memory tests measure after a collection.
          execArgv: ['--expose-gc'],
          env: { TEST_DB: 'sqlite' },
          // Migrates and seeds one database that each test file's is copied from.
          globalSetup: ['src/server/test/sqlite-global-setup.ts'],
          // A test that signs several accounts in hashes each password (scrypt): seconds apiece on a
          // machine running a second suite beside this one.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: serverTests,
          environment: 'node',
          env: { TEST_DB: 'postgres' },
          globalSetup: ['src/server/test/postgres-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
