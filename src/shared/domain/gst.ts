import { EVENT_TIME_ZONE } from './event-date.ts';

/**
 * GST on a booking, once: prices are GST-inclusive (what the customer paid is the invoice's total),
 * in integer paise, rates in basis points (2.5 % = 250).
 *
 * The rule, as every invoice states it (`invoiceTexts.rule`):
 * - taxable value = total × 10000 ÷ (10000 + CGST + SGST), rounded to the nearest paisa (half up);
 * - the tax is the rest (total − taxable value), so the three always add up to the total;
 * - CGST is the tax's share at its rate, rounded to the nearest paisa (half up), SGST the rest.
 * A credit note is what its refund adds to the refunds before it: the split of all refunds so far less
 * the split of those before, so an invoice refunded in parts is credited exactly its own figures.
 */

export interface GstRates {
  cgstBasisPoints: number;
  sgstBasisPoints: number;
}

export interface GstSplit {
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/** a ÷ b rounded half up, for non-negative integers. */
function divideRounded(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** The split of a GST-inclusive total. */
export function splitInclusive(totalPaise: number, rates: GstRates): GstSplit {
  const rate = rates.cgstBasisPoints + rates.sgstBasisPoints;
  const taxablePaise = divideRounded(totalPaise * 10_000, 10_000 + rate);
  const taxPaise = totalPaise - taxablePaise;
  const cgstPaise = rate === 0 ? 0 : divideRounded(taxPaise * rates.cgstBasisPoints, rate);
  return { totalPaise, taxablePaise, cgstPaise, sgstPaise: taxPaise - cgstPaise };
}

/** A credit note's split: all refunds with this one, less all refunds before it (see above). */
export function creditSplit(refundedBeforePaise: number, refundPaise: number, rates: GstRates): GstSplit {
  const after = splitInclusive(refundedBeforePaise + refundPaise, rates);
  const before = splitInclusive(refundedBeforePaise, rates);
  return {
    totalPaise: refundPaise,
    taxablePaise: after.taxablePaise - before.taxablePaise,
    cgstPaise: after.cgstPaise - before.cgstPaise,
    sgstPaise: after.sgstPaise - before.sgstPaise,
  };
}

/** A rate as the owner types it (2.5) in basis points (250). */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** '2.5' for 250: the rate as printed. */
export function basisPointsText(basisPoints: number): string {
  return String(basisPoints / 100);
}

const KERALA_DAY = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: EVENT_TIME_ZONE,
});

/** The day ('YYYY-MM-DD') an instant falls on in Kerala: an invoice's date. */
export function keralaDay(instant: string | Date): string {
  return KERALA_DAY.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** The Indian financial year (April to March) of a Kerala day, as invoices write it: '2026-27'. */
export function financialYear(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const starts = month >= 4 ? year : year - 1;
  return `${starts}-${String((starts + 1) % 100).padStart(2, '0')}`;
}

/** 'MND/2026-27/000123': the prefix, the financial year and the number in its series, six digits. */
export function documentNumber(prefix: string, year: string, sequence: number): string {
  return `${prefix}/${year}/${String(sequence).padStart(6, '0')}`;
}

/**
 * Whether the customer may still add their GSTIN to a tax invoice already issued without one: only
 * while it is in the month it was issued (before the month's return is filed from the export) and
 * nothing has been credited against it. Kerala days ('YYYY-MM-DD').
 */
export function invoiceCustomerOpen(
  invoice: { kind: string; customerGstin: string | null; issuedOn: string; credited: boolean },
  today: string,
): boolean {
  return (
    invoice.kind === 'invoice' &&
    !invoice.customerGstin &&
    !invoice.credited &&
    invoice.issuedOn.slice(0, 7) === today.slice(0, 7)
  );
}

/** A GSTIN as typed ('32aajcm 1234f1zy'), as it is kept: without spaces, in capitals. */
export function normalGstin(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

/** A GSTIN: two digits of the state, the holder's PAN, the entity digit, 'Z', a check character. */
export const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Whether the GSTIN's last character is the check character of the first fourteen (GSTN's mod-36 rule). */
export function gstinChecks(gstin: string): boolean {
  if (!GSTIN_SHAPE.test(gstin)) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARACTERS.indexOf(gstin[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  const check = (36 - (sum % 36)) % 36;
  return GSTIN_CHARACTERS[check] === gstin[14];
}
