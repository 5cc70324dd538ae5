import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN } from './e2e/fixtures/accounts.ts';
import { CHROMIUM_ARGS } from './src/server/lib/chromium-args.ts';

const port = Number(process.env.E2E_PORT ?? 4317);
const stubPort = port + 1;
export const STUB_URL = `http://127.0.0.1:${stubPort}`;
export const baseURL = `http://127.0.0.1:${port}`;
// Workers load this file too; only the runner's copy starts the server, so the folder is made lazily by it.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `mandi-e2e-${process.pid}`);
process.env.E2E_DATA_DIR = dataDir;
if (!process.env.TEST_WORKER_INDEX) fs.rmSync(dataDir, { recursive: true, force: true });

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // One at a time: storefront journeys share the server's one bookable event (the newest).
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
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
      env: { STUB_PORT: String(stubPort) },
    },
    {
      command: 'node dist/server/main.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        LOG_LEVEL: 'warn',
        MAP_TILE_URL: `${STUB_URL}/tiles/{z}/{x}/{y}.png`,
        GEOCODER_URL: STUB_URL,
      },
    },
  ],
});
