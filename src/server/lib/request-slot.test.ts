import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestSlot } from './request-slot.ts';

describe('requestSlot', () => {
  it('reads as its initial value until set, per request, and writes nothing on a request that never sets it', async () => {
    const app = Fastify();
    app.decorateRequest('note', requestSlot<string | null>(null));
    const seen: { before: unknown; after: unknown; ownKeys: number }[] = [];
    app.get('/', (request, reply) => {
      const holder = request as unknown as { note: string | null };
      const ownKeys = Reflect.ownKeys(request).length;
      const before = holder.note;
      if (request.query && (request.query as Record<string, string>).set) holder.note = 'asha';
      seen.push({ before, after: holder.note, ownKeys });
      reply.send('ok');
    });
    await app.inject({ url: '/?set=1' });
    await app.inject({ url: '/' });
    expect(seen.map(({ before, after }) => [before, after])).toEqual([
      [null, 'asha'],
      [null, null],
    ]);
    const bare = Fastify();
    let bareKeys = 0;
    bare.get('/', (request, reply) => {
      bareKeys = Reflect.ownKeys(request).length;
      reply.send('ok');
    });
    await bare.inject({ url: '/' });
    // The decorated request has no more own properties than an undecorated one.
    expect(seen[1]!.ownKeys).toBe(bareKeys);
    await Promise.all([app.close(), bare.close()]);
  });
});
