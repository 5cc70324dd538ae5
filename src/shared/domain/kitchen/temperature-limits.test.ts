import { describe, expect, it } from 'vitest';
import { TEMPERATURE_CHECKS } from '../../schemas/tasks.ts';
import { englishText } from '../../content/messages.ts';
import { ml } from '../../content/locales/ml.ts';
import { judgeReading, temperatureLimitText } from './temperature-limits.ts';

const action = (name: string) => ({ inRange: false, correctiveAction: `kitchenRules.temperature.actions.${name}` });
const ok = { inRange: true, correctiveAction: null };

function malayalam(key: string): unknown {
  let node: unknown = ml;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return node;
}

describe('judgeReading', () => {
  it('before loading: at least 200 °C', () => {
    expect(judgeReading('before-loading', 200)).toEqual(ok);
    expect(judgeReading('before-loading', 300)).toEqual(ok);
    expect(judgeReading('before-loading', 199.9)).toEqual(action('beforeLoadingLow'));
    expect(judgeReading('before-loading', 120)).toEqual(action('beforeLoadingLow'));
  });

  it('first hour of firing: 180–200 °C, both ends included', () => {
    expect(judgeReading('first-hour', 180)).toEqual(ok);
    expect(judgeReading('first-hour', 190)).toEqual(ok);
    expect(judgeReading('first-hour', 200)).toEqual(ok);
    expect(judgeReading('first-hour', 179)).toEqual(action('firstHourLow'));
    expect(judgeReading('first-hour', 201)).toEqual(action('firstHourHigh'));
  });

  it('one hour after loading: 145–160 °C, both ends included', () => {
    expect(judgeReading('after-loading-hour', 145)).toEqual(ok);
    expect(judgeReading('after-loading-hour', 160)).toEqual(ok);
    expect(judgeReading('after-loading-hour', 144.5)).toEqual(action('afterLoadingLow'));
    expect(judgeReading('after-loading-hour', 160.5)).toEqual(action('afterLoadingHigh'));
  });

  it('done check after 2 hours: above 135 done, 130–135 ten more minutes, below 130 twenty more', () => {
    expect(judgeReading('done-check', 136)).toEqual(ok);
    expect(judgeReading('done-check', 135.1)).toEqual(ok);
    expect(judgeReading('done-check', 135)).toEqual(action('doneCheckTenMore'));
    expect(judgeReading('done-check', 130)).toEqual(action('doneCheckTenMore'));
    expect(judgeReading('done-check', 129.9)).toEqual(action('doneCheckTwentyMore'));
    expect(judgeReading('done-check', 120)).toEqual(action('doneCheckTwentyMore'));
  });

  it('a general reading is always in range', () => {
    expect(judgeReading('general', -50)).toEqual(ok);
    expect(judgeReading('general', 1000)).toEqual(ok);
  });

  it('treats a reading that is no number as too low', () => {
    expect(judgeReading('before-loading', Number.NaN).inRange).toBe(false);
    expect(judgeReading('done-check', Number.NaN)).toEqual(action('doneCheckTwentyMore'));
  });

  it('names every corrective action by a key with English and Malayalam text', () => {
    const readings = [-50, 100, 125, 132, 150, 170, 190, 250];
    const keys = new Set(
      TEMPERATURE_CHECKS.flatMap((check) => readings.map((value) => judgeReading(check, value).correctiveAction)),
    );
    keys.delete(null);
    expect(keys.size).toBe(7);
    for (const key of keys) {
      expect(englishText(key!)).toEqual(expect.any(String));
      expect(malayalam(key!)).toEqual(expect.any(String));
    }
    expect(englishText('kitchenRules.temperature.actions.beforeLoadingLow')).toContain('check again in 15 minutes');
  });
});

describe('temperatureLimitText', () => {
  it('names each check’s limit by a text key', () => {
    expect(temperatureLimitText('before-loading')).toBe('kitchenRules.temperature.limits.beforeLoading');
    expect(englishText(temperatureLimitText('before-loading'))).toBe('At least 200 °C before loading');
    expect(englishText(temperatureLimitText('first-hour'))).toContain('180–200 °C');
    expect(englishText(temperatureLimitText('after-loading-hour'))).toContain('145–160 °C');
    expect(englishText(temperatureLimitText('done-check'))).toContain('135 °C');
    for (const check of TEMPERATURE_CHECKS) {
      expect(englishText(temperatureLimitText(check))).toEqual(expect.any(String));
      expect(malayalam(temperatureLimitText(check))).toEqual(expect.any(String));
    }
  });
});
