/** An Indian pincode as six digits, as people type it ('686 001', '686-001'); null when it is not one. */
export function normalizePincode(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}
