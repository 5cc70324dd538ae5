import type { FastifyInstance } from 'fastify';
import type { Role } from '#shared/domain/access.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig, type Config } from '#server/config.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import type { EarlyAnswers } from '#server/lib/early-answers.ts';
import type { LoginLimiter } from '#server/lib/login-limiter.ts';
import { prepareDatabase } from '#server/startup.ts';
import { TEST_ADMIN, TEST_PASSWORD, TEST_PASSWORD_HASH } from './template-database.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** Creates an account of `role` and returns the Cookie header of a signed-in session. */
  signIn(role: Role, username?: string): Promise<string>;
  close(): Promise<void>;
}

export { TEST_ADMIN, TEST_PASSWORD } from './template-database.ts';

/** The real server on a migrated and seeded database of the dialect under test (a copy of the template). */
export async function createTestApp(
  options: {
    loginLimiter?: LoginLimiter;
    webRoot?: string;
    config?: Partial<Config>;
    sessionRecheckMs?: number;
    /** The running server's timers (reconciliation, pruning), as main.ts turns them on. */
    backgroundJobs?: boolean;
    early?: EarlyAnswers;
  } = {},
): Promise<TestApp> {
  const { target, dataDir, drop } = await createTestDatabase({ migrated: true });
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
    },
    { database: target, webRoot: options.webRoot, ...options.config },
  );
  const { database } = await prepareDatabase(config);
  const app = await buildApp({
    config,
    database,
    loginLimiter: options.loginLimiter,
    sessionRecheckMs: options.sessionRecheckMs,
    backgroundJobs: options.backgroundJobs,
    early: options.early,
  });
  let accounts = 0;
  return {
    app,
    database,
    config,
    async signIn(role, username = `${role}${++accounts}`) {
      const now = new Date().toISOString();
      await database.db
        .insertInto('users')
        .values({
          username,
          password_hash: TEST_PASSWORD_HASH,
          role,
          display_name: username,
          email: '',
          active: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return loginCookie(app, username, TEST_PASSWORD);
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** One API call to the app as the holder of `cookie`, with a JSON body when one is given. */
export function callAs(
  app: FastifyInstance,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export async function loginCookie(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'mandi_session');
  if (!cookie) throw new Error('login set no session cookie');
  return `mandi_session=${cookie.value}`;
}
