import { describe, expect, it } from 'vitest';
import { TEMPERATURE_CHECKS, type TemperatureCheck } from '../../schemas/tasks.ts';
import { englishText } from '../../content/messages.ts';
import { ml } from '../../content/locales/ml.ts';
import { bandAfterLoading, judgeReading, pitBand, temperatureLimitText } from './temperature-limits.ts';

const action = (name: string) => `kitchenRules.temperature.actions.${name}`;
const inRange = (check: TemperatureCheck, value: number) => judgeReading(check, value).inRange;

function malayalam(key: string): unknown {
  let node: unknown = ml;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return node;
}

describe('judgeReading', () => {
  it('before loading: at least 200 °C', () => {
    expect(inRange('before-loading', 200)).toBe(true);
    expect(inRange('before-loading', 300)).toBe(true);
    expect(judgeReading('before-loading', 199.9)).toMatchObject({
      inRange: false,
      correctiveAction: action('beforeLoadingLow'),
    });
  });

  it('first hour of firing: 180–200 °C, both ends included', () => {
    expect([179, 180, 190, 200, 201].map((v) => inRange('first-hour', v))).toEqual([false, true, true, true, false]);
    expect(judgeReading('first-hour', 179).correctiveAction).toBe(action('firstHourLow'));
    expect(judgeReading('first-hour', 201).correctiveAction).toBe(action('firstHourHigh'));
  });

  it('one hour after loading: 145–160 °C, both ends included', () => {
    expect([144.5, 145, 160, 160.5].map((v) => inRange('after-loading-hour', v))).toEqual([false, true, true, false]);
    expect(judgeReading('after-loading-hour', 144.5).correctiveAction).toBe(action('afterLoadingLow'));
    expect(judgeReading('after-loading-hour', 160.5).correctiveAction).toBe(action('afterLoadingHigh'));
  });

  it('the 2-hour rule as the guide: above 135 °C 10 more minutes; 135 °C or below (130–135 on the safe side) 20 more', () => {
    expect(judgeReading('done-check', 135.1)).toEqual({
      inRange: true,
      correctiveAction: null,
      cookMore: { minutes: 10, key: action('doneCheckTenMore') },
    });
    for (const value of [135, 132, 130, 129.9, 120]) {
      expect(judgeReading('done-check', value)).toEqual({
        inRange: false,
        correctiveAction: action('doneCheckTwentyMore'),
        cookMore: { minutes: 20, key: action('doneCheckTwentyMore') },
      });
    }
  });

  it('only the done check carries a cook-more rule', () => {
    for (const check of TEMPERATURE_CHECKS.filter((each) => each !== 'done-check')) {
      expect(judgeReading(check, 150).cookMore).toBeNull();
    }
  });

  it('the checks between the hour marks have bands drawn between the guide’s points', () => {
    expect(pitBand('after-loading-15')).toEqual({ min: 186, max: 280 });
    expect(pitBand('after-loading-30')).toEqual({ min: 172, max: 240 });
    expect(pitBand('after-loading-45')).toEqual({ min: 158, max: 200 });
    expect(pitBand('after-loading-75')).toEqual({ min: 142, max: 160 });
    expect(pitBand('after-loading-90')).toEqual({ min: 140, max: 160 });
    expect(pitBand('after-loading-105')).toEqual({ min: 137, max: 160 });
    // The readings: 90 °C at 15 minutes, 400 °C at 30 minutes are out of range.
    expect(judgeReading('after-loading-15', 90)).toMatchObject({ inRange: false, correctiveAction: action('pitLow') });
    expect(judgeReading('after-loading-30', 400)).toMatchObject({
      inRange: false,
      correctiveAction: action('pitHigh'),
    });
    expect(inRange('after-loading-15', 250)).toBe(true);
    expect(inRange('after-loading-90', 150)).toBe(true);
  });

  it('the bands meet the guide at its own points and narrow steadily between them', () => {
    expect(bandAfterLoading(0)).toEqual({ min: 200, max: 320 });
    expect(bandAfterLoading(60)).toEqual({ min: 145, max: 160 });
    expect(bandAfterLoading(120)).toEqual({ min: 135, max: 160 });
    for (let minutes = 1; minutes <= 120; minutes++) {
      const [before, now] = [bandAfterLoading(minutes - 1), bandAfterLoading(minutes)];
      expect(now.min).toBeLessThanOrEqual(before.min);
      expect(now.max!).toBeLessThanOrEqual(before.max!);
    }
  });

  it('an extra reading is held to the pit’s working range, 135–320 °C', () => {
    expect(judgeReading('general', 20)).toMatchObject({ inRange: false, correctiveAction: action('pitLow') });
    expect(inRange('general', 134)).toBe(false);
    expect(inRange('general', 135)).toBe(true);
    expect(inRange('general', 320)).toBe(true);
    expect(judgeReading('general', 321).correctiveAction).toBe(action('pitHigh'));
  });

  it('treats a reading that is no number as too low', () => {
    for (const check of TEMPERATURE_CHECKS) expect(inRange(check, Number.NaN)).toBe(false);
  });

  it('names every corrective action by a key with English and Malayalam text', () => {
    const keys = new Set(
      TEMPERATURE_CHECKS.flatMap((check) =>
        [-50, 100, 125, 132, 150, 170, 190, 250, 500].map((value) => judgeReading(check, value).correctiveAction),
      ),
    );
    keys.delete(null);
    expect(keys.size).toBe(8);
    for (const key of [...keys, action('doneCheckTenMore')]) {
      expect(englishText(key!)).toEqual(expect.any(String));
      expect(malayalam(key!)).toEqual(expect.any(String));
    }
  });
});

describe('temperatureLimitText', () => {
  it('words each check’s limit with the numbers its band holds', () => {
    const text = (check: TemperatureCheck) => {
      const { key, params } = temperatureLimitText(check);
      return englishText(key, params);
    };
    expect(text('before-loading')).toBe('At least 200 °C before loading');
    expect(text('first-hour')).toContain('180–200 °C');
    expect(text('after-loading-hour')).toContain('145–160 °C');
    expect(text('done-check')).toContain('Above 135 °C after 2 hours: 10 more minutes');
    expect(text('after-loading-15')).toBe('186–280 °C 15 minutes after loading');
    expect(text('after-loading-105')).toBe('137–160 °C 105 minutes after loading');
    expect(text('general')).toContain('135–320 °C');
    for (const check of TEMPERATURE_CHECKS) {
      expect(malayalam(temperatureLimitText(check).key)).toEqual(expect.any(String));
    }
  });
});
