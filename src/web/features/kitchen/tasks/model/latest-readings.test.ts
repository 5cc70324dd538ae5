import { describe, expect, it } from 'vitest';
import { makeReading } from '#web/test/factories.ts';
import { latestReadings, newestReading } from './latest-readings.ts';

const early = makeReading({ id: 1, taskId: 'a', takenAt: '2026-11-23T04:00:00.000Z' });
const late = makeReading({ id: 2, taskId: 'a', takenAt: '2026-11-23T05:00:00.000Z' });
const sameTimeLater = makeReading({ id: 3, taskId: 'a', takenAt: '2026-11-23T05:00:00.000Z' });
const other = makeReading({ id: 4, taskId: 'b', takenAt: '2026-11-23T03:00:00.000Z' });

describe('the newest temperature readings', () => {
  it('keeps the latest taking of each task, whatever the order they come in', () => {
    const latest = latestReadings([late, other, early]);
    expect(latest.get('a')).toBe(late);
    expect(latest.get('b')).toBe(other);
    expect(latestReadings([early, late]).get('a')).toBe(late);
  });

  it('of two taken at the same moment, keeps the one recorded last', () => {
    expect(latestReadings([sameTimeLater, late]).get('a')).toBe(sameTimeLater);
    expect(newestReading([sameTimeLater, late])).toBe(sameTimeLater);
  });

  it("finds the event's newest reading across tasks, and none before the first", () => {
    expect(newestReading([other, early, late])).toBe(late);
    expect(newestReading([])).toBeNull();
    expect(latestReadings([]).size).toBe(0);
  });
});
