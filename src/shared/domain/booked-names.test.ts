import { describe, expect, it } from 'vitest';
import { bookingInLanguage } from './booked-names.ts';

const booking = {
  bookingId: 'MND-7K3Q9',
  event: { id: 1, title: 'Onam Mandi', titleMl: 'ഓണം മന്തി', date: '2026-12-01' },
  items: [
    { key: 'beef-2pc', name: '2 Piece Mutton Mandi', nameMl: '2 പീസ് മട്ടൺ മന്തി', quantity: 1 },
    { key: 'combo', name: 'Combo Pack', quantity: 2 },
    { key: 'mutton-2pc', name: 'Beef Ribs', nameMl: '  ', quantity: 1 },
  ],
};

describe('a booking in its reader language', () => {
  it('reads the Malayalam names kept with the booking, and the English where it has none', () => {
    const ml = bookingInLanguage(booking, 'ml');
    expect(ml.event.title).toBe('ഓണം മന്തി');
    expect(ml.items.map((item) => item.name)).toEqual(['2 പീസ് മട്ടൺ മന്തി', 'Combo Pack', 'Beef Ribs']);
    expect(ml.bookingId).toBe('MND-7K3Q9');
  });

  it('reads the English in English, and leaves the booking itself as it was', () => {
    expect(bookingInLanguage(booking, 'en').event.title).toBe('Onam Mandi');
    expect(bookingInLanguage(booking, 'en').items[0]!.name).toBe('2 Piece Mutton Mandi');
    bookingInLanguage(booking, 'ml');
    expect(booking.event.title).toBe('Onam Mandi');
  });
});
