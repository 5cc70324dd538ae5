import { describe, expect, it } from 'vitest';
import { isKnownDevice, KNOWN_DEVICE_DAYS, rememberedValue } from './known-device.ts';

const owner = { username: 'owner', password_hash: 'scrypt$131072$8$1$c2FsdA==$a2V5' };
const cook = { username: 'cook', password_hash: 'scrypt$131072$8$1$b3RoZXI=$a2V5Mg==' };
const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 0, 1);

describe('known device', () => {
  it('knows the account it was given for, until its end date', () => {
    const value = rememberedValue(undefined, owner, now);
    expect(isKnownDevice(value, owner, now)).toBe(true);
    expect(isKnownDevice(value, owner, now + (KNOWN_DEVICE_DAYS - 1) * day)).toBe(true);
    expect(isKnownDevice(value, owner, now + KNOWN_DEVICE_DAYS * day)).toBe(false);
  });

  it('does not count for another account, after a password change, or once altered', () => {
    const value = rememberedValue(undefined, owner, now);
    expect(isKnownDevice(value, cook, now)).toBe(false);
    expect(isKnownDevice(value, { ...owner, password_hash: `${owner.password_hash}x` }, now)).toBe(false);
    const [expires, mac] = value.split('.') as [string, string];
    // A later end date written in by hand, a changed signature, rubbish.
    expect(isKnownDevice(`${(parseInt(expires, 36) + 1).toString(36)}.${mac}`, owner, now)).toBe(false);
    expect(isKnownDevice(`${expires}.${mac.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`, owner, now)).toBe(false);
    for (const rubbish of [undefined, '', '~~~', 'zzzz.short', `${value}~`.repeat(20)]) {
      expect(isKnownDevice(rubbish, owner, now)).toBe(false);
    }
  });

  it('remembers a few accounts on one device, the most recent first', () => {
    let value = rememberedValue(undefined, owner, now);
    value = rememberedValue(value, cook, now + day);
    expect(isKnownDevice(value, owner, now + day)).toBe(true);
    expect(isKnownDevice(value, cook, now + day)).toBe(true);
    // Signing in again replaces the account's entry rather than adding one.
    value = rememberedValue(value, owner, now + 2 * day);
    expect(value.split('~')).toHaveLength(2);
    for (let i = 0; i < 5; i++) value = rememberedValue(value, { username: `staff${i}`, password_hash: `h${i}` }, now);
    expect(value.split('~')).toHaveLength(4);
    expect(isKnownDevice(value, owner, now + 2 * day)).toBe(false);
  });
});
