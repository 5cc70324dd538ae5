/**
 * An Indian pincode as six digits, as people type it ('686 001', '686-001'); null when it is not one.
 * No pincode starts with 0 (the first digit names the postal region, 1 to 9).
 */
export function normalizePincode(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^[1-9]\d{5}$/.test(digits) ? digits : null;
}
