import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN } from './e2e/fixtures/accounts.ts';
import { CHROMIUM_ARGS } from './src/server/lib/chromium-args.ts';

// Each worker has its own server and data folder (storefront journeys book the server's one bookable
// event, the newest), so two workers never share state: worker n's server listens on E2E_PORT + 2 + n.
const workers = Number(process.env.E2E_WORKERS ?? 2);
const firstPort = Number(process.env.E2E_PORT ?? 4317);
const serverPort = (slot: number) => firstPort + 2 + slot;
// Set in each worker's environment by Playwright; the runner (which starts the servers) has none.
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const STUB_URL = `http://127.0.0.1:${firstPort + 1}`;
export const baseURL = `http://127.0.0.1:${serverPort(slot)}`;
// Workers load this file too; only the runner's copy starts the servers, so the folder is made lazily by them.
const dataRoot = process.env.E2E_DATA_ROOT ?? path.join(os.tmpdir(), `mandi-e2e-${process.pid}`);
process.env.E2E_DATA_ROOT = dataRoot;
const dataDir = (n: number) => path.join(dataRoot, String(n));
process.env.E2E_DATA_DIR = dataDir(slot);
if (!process.env.TEST_WORKER_INDEX) fs.rmSync(dataRoot, { recursive: true, force: true });

const appServer = (n: number) => ({
  command: 'node dist/server/main.js',
  url: `http://127.0.0.1:${serverPort(n)}/api/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(serverPort(n)),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir(n),
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: 'warn',
    MAP_TILE_URL: `${STUB_URL}/tiles/{z}/{x}/{y}.png`,
    GEOCODER_URL: STUB_URL,
  },
});

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers,
  retries: 0,
  reporter: [['list']],
  // Hang detectors, not speed limits: a suite sharing two cores with another must not fail a correct test.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: 'node e2e/stubs/third-parties.mjs',
      url: `${STUB_URL}/health`,
      reuseExistingServer: false,
      env: { STUB_PORT: String(firstPort + 1) },
    },
    ...Array.from({ length: workers }, (_, n) => appServer(n)),
  ],
});
