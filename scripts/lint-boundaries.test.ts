import { spawnSync } from 'node:child_process';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The boundaries lint enforces, tried on code that breaks them: each must be reported. */
const eslint = new ESLint({ ignore: false });

async function problems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('import boundaries', () => {
  it('stops a feature importing another, by alias or relative path, and a new feature folder is covered', async () => {
    expect(await problems(`import '#web/features/storefront/home-page.tsx';\n`, 'src/web/features/admin/x.ts')).toEqual(
      [expect.stringContaining('Features do not import each other')],
    );
    expect(await problems(`import '../storefront/home-page.tsx';\n`, 'src/web/features/admin/x.ts')).toEqual([
      expect.stringContaining('Features do not import each other'),
    ]);
    expect(
      await problems(`import '../../booking/api/create-order.ts';\n`, 'src/web/features/kitchen/tasks/x.ts'),
    ).toEqual([expect.stringContaining('Features do not import each other')]);
    expect(await problems(`import './components/event-card.tsx';\n`, 'src/web/features/storefront/x.ts')).toEqual([]);
  });

  it('keeps the browser and the server apart, and shared code free of both', async () => {
    expect(await problems(`import '#server/config.ts';\n`, 'src/web/lib/x.ts')).toEqual([
      expect.stringContaining('The browser never imports server code'),
    ]);
    expect(await problems(`import '../../web/lib/api-client.ts';\n`, 'src/server/lib/x.ts')).toEqual([
      expect.stringContaining('The server never imports browser code'),
    ]);
    expect(await problems(`import '../../server/config.ts';\n`, 'src/shared/domain/x.ts')).toEqual([
      expect.stringContaining('Shared code imports nothing from web/ or server/'),
    ]);
    expect(await problems(`import '#web/features/admin/admin-page.tsx';\n`, 'src/web/components/x.ts')).toEqual([
      expect.stringContaining('Shared browser code imports no feature'),
    ]);
  });

  it('fails on an import cycle', async () => {
    const [result] = await eslint.lintFiles(['scripts/lint-fixtures/cycle/first.ts']);
    expect(result!.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });

  it('stops a server module reaching into another module past its service, and lib, db and plugins importing a module', async () => {
    expect(
      await problems(`import '#server/modules/events/events.repo.ts';\n`, 'src/server/modules/bookings/x.ts'),
    ).toEqual([expect.stringContaining('A module uses another only through its service')]);
    expect(
      await problems(`import '#server/modules/events/events.service.ts';\n`, 'src/server/modules/bookings/x.ts'),
    ).toEqual([]);
    expect(await problems(`import './events.repo.ts';\n`, 'src/server/modules/events/x.ts')).toEqual([]);
    expect(await problems(`import '#server/modules/users/users.service.ts';\n`, 'src/server/plugins/x.ts')).toEqual([
      expect.stringContaining('lib, db and plugins serve every module and import none'),
    ]);
    // Tests may reach into what they check.
    expect(
      await problems(`import '#server/modules/events/events.repo.ts';\n`, 'src/server/modules/bookings/x.test.ts'),
    ).toEqual([]);
  });

  it('fails when server modules depend on each other in a circle', () => {
    const run = spawnSync(process.execPath, ['scripts/module-cycles.mjs', 'scripts/lint-fixtures/module-cycle'], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('alpha → beta → alpha');
    expect(spawnSync(process.execPath, ['scripts/module-cycles.mjs']).status).toBe(0);
  });
});
