import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { requestLogger } from './log-destination.ts';

function memoryLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

describe('requestLogger', () => {
  it('writes a request’s lines with its id, at the parent’s level, made only when written to', async () => {
    const { logger, lines } = memoryLogger('info');
    const made = vi.spyOn(logger, 'child');

    const quiet = requestLogger(logger, { reqId: 'req-1' }, {});
    quiet.debug({ detail: 1 }, 'below the level');
    expect(quiet.level).toBe('info');
    expect(made).not.toHaveBeenCalled();

    const written = requestLogger(logger, { reqId: 'req-2' }, {});
    written.info({ detail: 2 }, 'a line');
    written.error(new Error('broken'), 'a failure');
    expect(made).toHaveBeenCalledTimes(1);
    written.child({ part: 'inner' }).warn('from a child');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map(({ reqId, msg, detail, part }) => ({ reqId, msg, detail, part }))).toEqual([
      { reqId: 'req-2', msg: 'a line', detail: 2, part: undefined },
      { reqId: 'req-2', msg: 'a failure', detail: undefined, part: undefined },
      { reqId: 'req-2', msg: 'from a child', detail: undefined, part: 'inner' },
    ]);
    expect(lines[1]!.err).toMatchObject({ message: 'broken' });
  });

  it('makes a route’s own logger at once when the route sets its level', () => {
    const { logger } = memoryLogger('info');
    const routeLogger = requestLogger(logger, { reqId: 'req-3' }, { level: 'warn' });
    expect(routeLogger.level).toBe('warn');
  });
});
