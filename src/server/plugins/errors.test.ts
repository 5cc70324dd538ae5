import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
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
      code: 'busy',
    });
    const ours = await app.inject({ method: 'GET', url: '/ours' });
    expect(ours.statusCode).toBe(500);
    expect(ours.body).not.toContain('undefined is not a function');
    await app.close();
  });
});
