import { describe, expect, it } from 'vitest';
import { ml } from './ml.ts';

describe('Malayalam wording', () => {
  it('never uses one verb for paying and for closing', () => {
    const close = ml.booking.checkout.close;
    expect(close).not.toContain('അടയ്ക്കുക');
    expect(ml.booking.checkout.pay).toBe('പണമടയ്ക്കുക');
    expect(ml.booking.pay).toContain('പണമടയ്ക്കുക');
    expect(close).not.toBe(ml.booking.checkout.pay);
  });

  it('calls an event ഇവന്റ് everywhere the customer reads it', () => {
    const texts = JSON.stringify([ml.storefront, ml.booking]);
    expect(texts).not.toContain('പരിപാടി');
    expect(texts).toContain('ഇവന്റ്');
  });
});
