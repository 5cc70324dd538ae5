/** Separators people type in a number: spaces, dashes, dots and brackets. */
const SEPARATORS = /[\s\-().]/g;
/** +91, 0091, a bare 91 before ten digits, or the trunk 0 before ten digits. */
const PREFIX = /^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/;

function nationalDigits(input: string): string {
  return input.replace(SEPARATORS, '').replace(PREFIX, '');
}

/** An Indian mobile number as 10 digits, accepting +91/91/0 prefixes, spaces and dashes; null when it is not one. */
export function normalizeIndianMobile(input: string): string | null {
  const digits = nationalDigits(input);
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/** A phone as a refusal may show it to whoever typed another: only its last four digits (••••••3210). */
export function maskPhone(phone: string): string {
  return `${'•'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`;
}

/**
 * An Indian phone number, mobile or landline, as its 10 national digits ('0481 256 0123' is
 * 4812560123: the area code and the number); null for letters, too few or too many digits.
 */
export function normalizeIndianPhone(input: string): string | null {
  const digits = nationalDigits(input);
  return /^[2-9]\d{9}$/.test(digits) ? digits : null;
}

/** An Indian number as a WhatsApp link needs it: 91 and the 10 national digits; null when it is not one. */
export function whatsAppNumber(input: string): string | null {
  const national = normalizeIndianPhone(input);
  return national === null ? null : `91${national}`;
}
