import { describe, expect, it } from 'vitest';
import { createSemaphore, QueueFullError } from './semaphore.ts';

/** Lets the event loop take a turn, so that other tasks may start meanwhile. */
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('semaphore', () => {
  it('runs at most `limit` at once, the rest in arrival order, and refuses beyond the queue', async () => {
    const run = createSemaphore(2, 2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (id: number) => async () => {
      running++;
      most = Math.max(most, running);
      await tick();
      order.push(id);
      running--;
      return id;
    };
    const accepted = [1, 2, 3, 4].map((id) => run(task(id)));
    await expect(run(task(5))).rejects.toBeInstanceOf(QueueFullError);
    // A newcomer arriving as a place frees up waits behind those already queued.
    await Promise.all(accepted.slice(0, 2));
    const late = run(task(6));
    expect(await Promise.all([...accepted, late])).toEqual([1, 2, 3, 4, 6]);
    expect(most).toBe(2);
    expect(order.indexOf(6)).toBeGreaterThan(order.indexOf(4));
  });
});
