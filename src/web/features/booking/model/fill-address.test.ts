import { describe, expect, it } from 'vitest';
import { fillFromFound, takeOffer } from './fill-address.ts';

const found = { address: 'Baker Junction, Kottayam, Kerala', pincode: '686001' };

describe('filling the address from a found point', () => {
  it('fills both boxes when they are empty, and asks nothing', () => {
    expect(fillFromFound({ address: '  ', pincode: '' }, found)).toEqual({
      fields: { address: found.address, pincode: '686001' },
      offer: null,
    });
  });

  it('keeps a typed address and offers the found one instead', () => {
    const typed = { address: 'Flat 4C, Green Meadows, Kottayam', pincode: '' };
    expect(fillFromFound(typed, found)).toEqual({
      fields: { address: 'Flat 4C, Green Meadows, Kottayam', pincode: '686001' },
      offer: found,
    });
  });

  it('fills the pincode only when it is empty; a different typed pincode is offered, not replaced', () => {
    expect(fillFromFound({ address: '', pincode: '686002' }, found)).toEqual({
      fields: { address: found.address, pincode: '686002' },
      offer: found,
    });
  });

  it('asks nothing when what was typed is what was found, spacing and case aside', () => {
    const typed = { address: ' baker junction,  Kottayam, KERALA ', pincode: '686 001' };
    expect(fillFromFound(typed, found)).toEqual({ fields: typed, offer: null });
  });

  it('leaves the pincode alone when the geocoder has none', () => {
    expect(fillFromFound({ address: '', pincode: '' }, { address: found.address, pincode: null })).toEqual({
      fields: { address: found.address, pincode: '' },
      offer: null,
    });
    expect(takeOffer({ address: 'Flat 4C', pincode: '686560' }, { address: found.address, pincode: null })).toEqual({
      address: found.address,
      pincode: '686560',
    });
  });

  it('takes the found address and pincode when the customer replaces', () => {
    expect(takeOffer({ address: 'Flat 4C', pincode: '686560' }, found)).toEqual({
      address: found.address,
      pincode: '686001',
    });
  });
});
