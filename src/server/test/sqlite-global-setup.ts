import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareTemplateDatabase } from './template-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    sqliteTemplate: string;
  }
}

/** The migrated and seeded SQLite file that test databases are copied from (the API tests' and the web tests' real servers). */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-template-'));
  const file = path.join(dataDir, 'mandi.db');
  await prepareTemplateDatabase({ dialect: 'sqlite', file }, dataDir);
  project.provide('sqliteTemplate', file);
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}
