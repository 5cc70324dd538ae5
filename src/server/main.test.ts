import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_DIALECT } from './test/test-database.ts';

const ADMIN = { username: 'owner', password: 'a long enough password' };

/** Starts the real server process on a free port and resolves with its address once it listens. */
function startServer(
  dataDir: string,
  logLevel = 'debug',
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', new URL('./main.ts', import.meta.url).pathname], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      // The arrival of each request is logged at debug: the first test waits for the sign-in's.
      LOG_LEVEL: logLevel,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Storefront: (http:\/\/localhost:\d+)\//);
      if (match) resolve({ child, url: match[1]!.replace('localhost', '127.0.0.1'), output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

describe.skipIf(TEST_DIALECT !== 'sqlite')('the server process', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill('SIGKILL');
  });

  it('prints how to sign in, and on SIGTERM finishes the request in flight, closes the database and exits 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-main-'));
    const server = await startServer(dataDir);
    child = server.child;
    expect(server.output()).toContain('Sign in as "owner" with the ADMIN_PASSWORD you set.');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    // Signing in takes a few hundred milliseconds of password hashing: stop the server meanwhile.
    const inFlight = fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    // Stopped only once the server has logged the sign-in's arrival, so it is surely in flight.
    await vi.waitFor(
      () => {
        const arrived = server
          .output()
          .split('\n')
          .some((line) => line.includes('"incoming request"') && line.includes('"/api/auth/login"'));
        if (!arrived) throw new Error('the sign-in has not reached the server yet');
      },
      { timeout: 10_000, interval: 5 },
    );
    const exited = new Promise<number | null>((resolve) => server.child.on('exit', resolve));
    server.child.kill('SIGTERM');

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await exited).toBe(0);
    expect(server.output()).toContain('finishing in-flight requests, then closing');
    // A cleanly closed WAL database leaves no write-ahead log behind.
    expect(fs.existsSync(path.join(dataDir, 'mandi.db-wal'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  it('logs one line per change, refusal or slow answer at info, and none for a good fast read', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-main-'));
    const server = await startServer(dataDir, 'info');
    child = server.child;
    expect((await fetch(`${server.url}/api/events`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/bookings`)).status).toBe(401);
    const refused = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.username, password: 'not the password' }),
    });
    expect(refused.status).toBe(401);
    const lines = () =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('"request completed"'))
        .map(
          (line) =>
            JSON.parse(line) as {
              level: number;
              req: { method: string; url: string };
              res: { statusCode: number };
              responseTime: number;
            },
        );
    await vi.waitFor(() => expect(lines()).toHaveLength(2), { timeout: 5000 });
    expect(lines().map(({ level, req, res }) => [level, req.method, req.url, res.statusCode])).toEqual([
      [30, 'GET', '/api/bookings', 401],
      [30, 'POST', '/api/auth/login', 401],
    ]);
    expect(lines().every((line) => typeof line.responseTime === 'number')).toBe(true);
    expect(server.output()).not.toContain('"incoming request"');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
