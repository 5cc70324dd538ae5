import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { projectRoot } from './lib/project-root.ts';
import { prepareDatabase } from './startup.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const settings = loadConfig(process.env);
  const webRoot = settings.webRoot ?? path.join(projectRoot(), 'dist', 'web');
  const config = { ...settings, webRoot: fs.existsSync(path.join(webRoot, 'index.html')) ? webRoot : undefined };
  const { database, seeded, initialAdmin } = await prepareDatabase(config);
  const app = await buildApp({ config, database, backgroundJobs: true });
  app.addHook('onClose', () => database.close());
  if (seeded.length) app.log.info({ seeded }, 'seeded first-start data');
  if (!config.webRoot) app.log.warn('no built client in dist/web: serving the API only (run npm run build)');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'finishing in-flight requests, then closing');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  const lines = [
    '',
    `  Mandi platform is running on ${database.dialect === 'sqlite' ? `SQLite (${config.database.dialect === 'sqlite' ? config.database.file : ''})` : 'PostgreSQL'}`,
    `  Storefront: ${url}/`,
    `  Admin:      ${url}/admin`,
    `  Payments:   ${config.payment.provider === 'test' ? 'test gateway (no real money)' : 'Razorpay'}`,
  ];
  if (initialAdmin?.generatedPassword) {
    lines.push(
      `  Sign in as "${initialAdmin.username}" with the password ${initialAdmin.generatedPassword}`,
      '  (shown once; change it with: npm run user -- passwd ' + initialAdmin.username + ')',
    );
  } else if (initialAdmin) {
    lines.push(`  Sign in as "${initialAdmin.username}" with the ADMIN_PASSWORD you set.`);
  } else {
    lines.push('  Sign in with an existing account; manage accounts with: npm run user -- list');
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
