import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const serverTests = ['src/server/**/*.test.ts'];
/** Files that replace a module with vi.mock: each needs a module registry of its own. */
const mockingServerTests = ['src/server/modules/bookings/private-links.test.ts'];

/**
 * The API tests on one database, as two projects: most files share their worker's loaded modules
 * (each builds its own app and database, so nothing else is shared), which saves importing the whole
 * server again for every file, about a third of the suite's time; the files that mock a module run
 * isolated, in `<name>-isolated`.
 */
function apiProjects(database: 'sqlite' | 'postgres', options: { execArgv?: string[]; globalSetup: string[] }) {
  const common = {
    environment: 'node',
    env: { TEST_DB: database },
    ...options,
    // Hang detectors, not speed limits. A test that signs several accounts in hashes each password
    // (scrypt): seconds apiece, ten times that on a machine running a second suite beside this one.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  } as const;
  return [
    {
      test: {
        ...common,
        name: `api-${database}`,
        include: serverTests,
        exclude: mockingServerTests,
        isolate: false,
        // A file that leaves fake timers or spies behind must not hand them to the next file.
        setupFiles: ['src/server/test/shared-worker-setup.ts'],
      },
    },
    { test: { ...common, name: `api-${database}-isolated`, include: mockingServerTests } },
  ];
}

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
          // A screen's test renders, clicks and waits for settled queries: 2–4 s alone, ten times that on
          // a machine running a second suite beside this one.
          testTimeout: 60_000,
          // The change queue's tests start a real server before they run, on a copy of the template database.
          hookTimeout: 60_000,
          globalSetup: ['src/server/test/sqlite-global-setup.ts'],
        },
      },
      ...apiProjects('sqlite', {
        // Lets memory tests measure after a collection.
        execArgv: ['--expose-gc'],
        // Migrates and seeds one database that each test file's is copied from.
        globalSetup: ['src/server/test/sqlite-global-setup.ts'],
      }),
      ...apiProjects('postgres', { globalSetup: ['src/server/test/postgres-global-setup.ts'] }),
    ],
  },
});
