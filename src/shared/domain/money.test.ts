import { describe, expect, it } from 'vitest';
import { checkRupees, readTypedRupees } from './typed-rupees.ts';

describe('rupees the owner types', () => {
  it('reads whole rupees and rupees with paise', () => {
    expect(readTypedRupees('550')).toEqual({ ok: true, paise: 55_000 });
    expect(readTypedRupees(' 550.5 ')).toEqual({ ok: true, paise: 55_050 });
    expect(readTypedRupees('10.55')).toEqual({ ok: true, paise: 1055 });
    expect(readTypedRupees('0.29')).toEqual({ ok: true, paise: 29 });
    expect(readTypedRupees('0')).toEqual({ ok: true, paise: 0 });
  });

  it('refuses an exponent, a sign, a third decimal, spaces and symbols instead of reading another amount', () => {
    expect(readTypedRupees('1e3')).toEqual({ ok: false, key: 'validation.money.notRupees' });
    expect(readTypedRupees('-5')).toEqual({ ok: false, key: 'validation.money.notRupees' });
    expect(readTypedRupees('+5')).toEqual({ ok: false, key: 'validation.money.notRupees' });
    expect(readTypedRupees('10.555')).toEqual({ ok: false, key: 'validation.money.decimals' });
    expect(readTypedRupees('1 000')).toEqual({ ok: false, key: 'validation.money.notRupees' });
    expect(readTypedRupees('1,000')).toEqual({ ok: false, key: 'validation.money.notRupees' });
    expect(readTypedRupees('₹550')).toEqual({ ok: false, key: 'validation.money.notRupees' });
    expect(readTypedRupees('0x10')).toEqual({ ok: false, key: 'validation.money.notRupees' });
    expect(readTypedRupees('')).toEqual({ ok: false, key: 'validation.money.empty' });
    expect(readTypedRupees('99999999999999999999')).toEqual({ ok: false, key: 'validation.money.tooLarge' });
    expect(readTypedRupees('10000000.01')).toEqual({ ok: false, key: 'validation.money.tooLarge' });
  });

  it('refuses nothing to refund where an amount must be more than ₹0', () => {
    expect(readTypedRupees('0.00', { positive: true })).toEqual({ ok: false, key: 'validation.money.positive' });
    expect(readTypedRupees('0.01', { positive: true })).toEqual({ ok: true, paise: 1 });
  });

  it('holds a number sent as rupees to the same rule', () => {
    expect(checkRupees(1400)).toEqual({ ok: true, paise: 140_000 });
    expect(checkRupees(0.1 + 0.2)).toEqual({ ok: true, paise: 30 });
    expect(checkRupees(19.99)).toEqual({ ok: true, paise: 1999 });
    expect(checkRupees(10.555)).toEqual({ ok: false, key: 'validation.money.decimals' });
    expect(checkRupees(-5)).toEqual({ ok: false, key: 'validation.money.notRupees' });
    expect(checkRupees(Number.NaN)).toEqual({ ok: false, key: 'validation.money.notRupees' });
  });
});
