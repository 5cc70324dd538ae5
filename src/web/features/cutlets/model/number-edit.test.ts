import { describe, expect, it } from 'vitest';
import { afterStale, onLeaving, saveFrom } from './number-edit.ts';

describe('editing one of the cutlet day’s numbers', () => {
  it('saves a number on leaving the field, closes the edit when it is the saved one, keeps a refused one', () => {
    expect(onLeaving({ ok: true, value: 12 }, 10)).toBe('save');
    expect(onLeaving({ ok: true, value: 10 }, 10)).toBe('close');
    expect(onLeaving({ ok: false, key: 'validation.number.notANumber' }, 10)).toBe('keep');
    expect(onLeaving(null, 10)).toBe('keep');
  });

  it('saves on the day as shown while this number is unchanged, else on the version typing began from', () => {
    const from = { version: 3, value: 10 };
    expect(saveFrom(from, { version: 5, value: 10 })).toEqual({ version: 5, value: 10 });
    expect(saveFrom(from, { version: 5, value: 11 })).toEqual(from);
  });

  it('sends a stale save again once when only something else changed, else shows both numbers', () => {
    const from = { version: 3, value: 10 };
    expect(afterStale(from, { version: 4, value: 10 }, true)).toEqual({
      kind: 'resend',
      from: { version: 4, value: 10 },
    });
    expect(afterStale(from, { version: 4, value: 10 }, false)).toEqual({
      kind: 'conflict',
      saved: { version: 4, value: 10 },
    });
    expect(afterStale(from, { version: 4, value: 12 }, true)).toEqual({
      kind: 'conflict',
      saved: { version: 4, value: 12 },
    });
  });
});
