import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NoPrimaryError } from '#server/db/postgres-primary.ts';
import { fieldRefusal, HttpError } from '#server/lib/http-error.ts';
import { TEST_DIALECT } from '#server/test/test-database.ts';
import { errorsPlugin } from './errors.ts';

describe.skipIf(TEST_DIALECT !== 'sqlite')('errors', () => {
  it('answers a busy database with 503 and a sentence fit for a customer, never "database is locked"', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/busy', async () => {
      throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    });
    app.get('/ours', async () => {
      throw new Error('undefined is not a function');
    });
    const busy = await app.inject({ method: 'GET', url: '/busy' });
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toEqual({
      success: false,
      error: 'The server is busy. Please try again in a moment.',
      code: 'refusals.server.busy',
    });
    const ours = await app.inject({ method: 'GET', url: '/ours' });
    expect(ours.statusCode).toBe(500);
    expect(ours.body).not.toContain('undefined is not a function');
    await app.close();
  });

  it('answers an unreachable database (a failover under way) with a worded 503 and Retry-After', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/no-primary', async () => {
      throw new NoPrimaryError([{ host: '127.0.0.1', port: 5432 }]);
    });
    app.get('/terminated', async () => {
      throw new Error('Connection terminated unexpectedly');
    });
    app.get('/shut-down', async () => {
      throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    });
    for (const url of ['/no-primary', '/terminated', '/shut-down']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(503);
      expect(answer.headers['retry-after'], url).toBe('5');
      expect(answer.json(), url).toEqual({
        success: false,
        error: 'Bookings are switching to a standby server. Please try again in a few seconds.',
        code: 'refusals.server.databaseUnreachable',
      });
    }
    await app.close();
  });

  it("names a refused field as `field`, whether the schema or a rule refused it, beside the refusal's data", async () => {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    await app.register(errorsPlugin);
    app.post(
      '/checked',
      { schema: { body: z.object({ people: z.number().max(10, 'kitchenRules.limits.people') }) } },
      () => 'ok',
    );
    app.get('/rule', async () => {
      throw fieldRefusal(400, 'kitchenRules.limits.people', 'tasks.3.people', { min: '1', max: '100,000' });
    });
    app.get('/stale', async () => {
      throw new HttpError(409, 'Changed meanwhile', 'inventory.stale', undefined, { current: { version: 4 } }).about(
        'version',
      );
    });

    const checked = await app.inject({ method: 'POST', url: '/checked', payload: { people: 11 } });
    expect(checked.statusCode).toBe(400);
    expect(checked.json()).toEqual({
      success: false,
      error: 'Invalid people: Enter 10 to 100,000 people',
      code: 'kitchenRules.limits.people',
      field: 'people',
      params: { min: '10', max: '100,000' },
    });
    const rule = await app.inject({ method: 'GET', url: '/rule' });
    expect(rule.json()).toEqual({
      success: false,
      error: 'Enter 1 to 100,000 people',
      code: 'kitchenRules.limits.people',
      params: { min: '1', max: '100,000' },
      field: 'tasks.3.people',
    });
    const stale = await app.inject({ method: 'GET', url: '/stale' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      success: false,
      error: 'Changed meanwhile',
      code: 'inventory.stale',
      field: 'version',
      current: { version: 4 },
    });
    await app.close();
  });

  it("answers zod's own problems by text key, with the bound they name, in English", async () => {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    await app.register(errorsPlugin);
    app.post('/named', { schema: { body: z.object({ name: z.string().max(3) }) } }, () => 'ok');

    const tooLong = await app.inject({ method: 'POST', url: '/named', payload: { name: 'Biryani' } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      success: false,
      error: 'Invalid name: 3 characters at most',
      code: 'validation.tooLong',
      field: 'name',
      params: { maximum: '3' },
    });
    const missing = await app.inject({ method: 'POST', url: '/named', payload: {} });
    expect(missing.json()).toMatchObject({
      code: 'validation.required',
      error: 'Invalid name: This field is required',
    });
    await app.close();
  });
});
