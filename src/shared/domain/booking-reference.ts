/** Letters and digits that cannot be mistaken for each other when read out on the phone (no 0/O, 1/I). */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A short human booking reference such as MND-7K3Q9, from five random bytes. */
export function bookingReference(randomBytes: Uint8Array): string {
  const code = Array.from(randomBytes.slice(0, 5), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `MND-${code}`;
}

export const BOOKING_REFERENCE_PATTERN = /^MND-[2-9A-HJ-NP-Z]{5}$/;
