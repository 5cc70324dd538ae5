import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgres-cluster.ts';
import { prepareTemplateDatabase } from './template-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    postgresTemplate: string;
  }
}

const TEMPLATE = 'mandi_template';

/**
 * Starts the throwaway PostgreSQL cluster the `api-postgres` project runs against, with a migrated and
 * seeded database its test databases are created from.
 */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE}`);
  await admin.end();
  const url = new URL(cluster.adminUrl);
  url.pathname = `/${TEMPLATE}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-template-'));
  await prepareTemplateDatabase({ dialect: 'postgres', url: url.toString() }, dataDir);
  fs.rmSync(dataDir, { recursive: true, force: true });
  project.provide('postgresAdminUrl', cluster.adminUrl);
  project.provide('postgresTemplate', TEMPLATE);
  return () => cluster.stop();
}
