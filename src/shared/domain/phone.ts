/** An Indian mobile number as 10 digits, accepting +91/91/0 prefixes, spaces and dashes; null when it is not one. */
export function normalizeIndianMobile(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, '').replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/** A phone as a refusal may show it to whoever typed another: only its last four digits (••••••3210). */
export function maskPhone(phone: string): string {
  return `${'•'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`;
}
