import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  creditSplit,
  invoiceCustomerOpen,
  normalGstin,
  documentNumber,
  financialYear,
  gstinChecks,
  keralaDay,
  percentToBasisPoints,
  splitInclusive,
} from './gst.ts';

const FIVE_PERCENT = { cgstBasisPoints: 250, sgstBasisPoints: 250 };
const rates = fc.record({
  cgstBasisPoints: fc.integer({ min: 0, max: 1400 }),
  sgstBasisPoints: fc.integer({ min: 0, max: 1400 }),
});

describe('GST on an inclusive price', () => {
  it('splits ₹1,050 at 2.5 % + 2.5 % into ₹1,000 taxable and ₹25 + ₹25', () => {
    expect(splitInclusive(105_000, FIVE_PERCENT)).toEqual({
      totalPaise: 105_000,
      taxablePaise: 100_000,
      cgstPaise: 2_500,
      sgstPaise: 2_500,
    });
  });

  it('rounds the taxable value half up and gives the odd paisa of the tax to CGST', () => {
    // 1200 × 10000 / 10500 = 1142.857… → 1143; tax 57 → CGST 28.5 → 29, SGST 28.
    expect(splitInclusive(1_200, FIVE_PERCENT)).toEqual({
      totalPaise: 1_200,
      taxablePaise: 1_143,
      cgstPaise: 29,
      sgstPaise: 28,
    });
  });

  it('always adds up to the total, with each part the nearest paisa to its exact value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), rates, (total, r) => {
        const split = splitInclusive(total, r);
        expect(split.taxablePaise + split.cgstPaise + split.sgstPaise).toBe(total);
        const exactTaxable = (total * 10_000) / (10_000 + r.cgstBasisPoints + r.sgstBasisPoints);
        expect(Math.abs(split.taxablePaise - exactTaxable)).toBeLessThanOrEqual(0.5);
        expect(split.cgstPaise).toBeGreaterThanOrEqual(0);
        expect(split.sgstPaise).toBeGreaterThanOrEqual(0);
        if (r.cgstBasisPoints === r.sgstBasisPoints)
          expect(split.cgstPaise - split.sgstPaise).toBeGreaterThanOrEqual(0);
        if (r.cgstBasisPoints === r.sgstBasisPoints) expect(split.cgstPaise - split.sgstPaise).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('credits an invoice refunded in any parts exactly its own figures', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 200_000 }), { minLength: 1, maxLength: 6 }), rates, (parts, r) => {
        const total = parts.reduce((sum, part) => sum + part, 0);
        let before = 0;
        const sums = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0 };
        for (const part of parts) {
          const note = creditSplit(before, part, r);
          expect(note.taxablePaise + note.cgstPaise + note.sgstPaise).toBe(part);
          sums.taxablePaise += note.taxablePaise;
          sums.cgstPaise += note.cgstPaise;
          sums.sgstPaise += note.sgstPaise;
          before += part;
        }
        const { totalPaise: _, ...whole } = splitInclusive(total, r);
        expect(sums).toEqual(whole);
      }),
    );
  });

  it('reads a typed rate as basis points', () => {
    expect(percentToBasisPoints(2.5)).toBe(250);
    expect(percentToBasisPoints(9)).toBe(900);
  });
});

describe('numbering', () => {
  it('puts April to March in one financial year', () => {
    expect(financialYear('2026-04-01')).toBe('2026-27');
    expect(financialYear('2027-03-31')).toBe('2026-27');
    expect(financialYear('2027-04-01')).toBe('2027-28');
    expect(financialYear('2099-12-31')).toBe('2099-00');
  });

  it("dates a payment by Kerala's day: 31 March 19:00 UTC is already 1 April", () => {
    expect(keralaDay('2027-03-31T18:29:00.000Z')).toBe('2027-03-31');
    expect(keralaDay('2027-03-31T18:30:00.000Z')).toBe('2027-04-01');
    expect(financialYear(keralaDay('2027-03-31T18:30:00.000Z'))).toBe('2027-28');
  });

  it('writes the prefix, the year and six digits', () => {
    expect(documentNumber('MND', '2026-27', 123)).toBe('MND/2026-27/000123');
    expect(documentNumber('MND-CN', '2026-27', 1_234_567)).toBe('MND-CN/2026-27/1234567');
  });

  it('accepts a GSTIN only with its check character', () => {
    expect(gstinChecks('27AAPFU0939F1ZV')).toBe(true);
    expect(gstinChecks('27AAPFU0939F1ZW')).toBe(false);
    expect(gstinChecks('27aapfu0939f1zv')).toBe(false);
    expect(gstinChecks('27AAPFU0939F1Z')).toBe(false);
  });
});

describe("the customer's GSTIN on an invoice", () => {
  it('is kept without spaces, in capitals', () => {
    expect(normalGstin(' 32aajcm 1234f1zy ')).toBe('32AAJCM1234F1ZY');
  });

  it('may be added to a tax invoice only in its month, before anything is credited, and once', () => {
    const invoice = { kind: 'invoice', customerGstin: null, issuedOn: '2026-11-03', credited: false };
    expect(invoiceCustomerOpen(invoice, '2026-11-30')).toBe(true);
    expect(invoiceCustomerOpen(invoice, '2026-12-01')).toBe(false);
    expect(invoiceCustomerOpen({ ...invoice, credited: true }, '2026-11-30')).toBe(false);
    expect(invoiceCustomerOpen({ ...invoice, customerGstin: '32AAJCM1234F1ZY' }, '2026-11-30')).toBe(false);
    expect(invoiceCustomerOpen({ ...invoice, kind: 'receipt' }, '2026-11-30')).toBe(false);
  });
});
