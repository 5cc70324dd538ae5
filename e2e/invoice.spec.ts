import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  BOOKING_TEXTS,
  fillCustomer,
  increase,
  ITEMS,
  openBookingDialog,
  payButtonName,
  testCheckout,
} from './fixtures/booking.ts';
import { setOwnerDetails } from './fixtures/events.ts';
import { expect, test } from './fixtures/test.ts';
import { bookingDocumentsEn } from '../src/shared/content/locales/booking-documents.en.ts';
import { ownerInvoicesEn } from '../src/shared/content/locales/owner-invoices.en.ts';

const GSTIN = '32AAJCM1234F1ZY';

/** The PDF's text as pdf.js reads it, its items joined. */
async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const content = await (await document.getPage(1)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

test('a customer opens her tax invoice from the booking page', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await setOwnerDetails(request, { gstin: GSTIN, legalName: 'Mandi Kitchens LLP' });
  try {
    const texts = BOOKING_TEXTS.en;
    const dialog = await openBookingDialog(page, 'en');
    await increase(dialog, ITEMS.combo.name, 'en').click();
    await fillCustomer(dialog, 'en');
    await dialog.getByRole('button', { name: payButtonName('en', '₹1,000') }).click();
    await testCheckout(page, 'en').getByRole('button', { name: texts.checkout.pay, exact: true }).click();
    await expect(dialog.getByText(texts.confirmation.success)).toBeVisible();
    const reference = (await dialog.getByTestId('booking-reference').textContent())!;
    await dialog.getByRole('link', { name: texts.myBooking.openPage }).click();
    await expect(page.getByTestId('booking-reference')).toHaveText(reference);

    const link = page
      .getByTestId('booking-documents')
      .getByRole('link', { name: /Tax invoice MND\/\d{4}-\d{2}\/\d{6}/ });
    await expect(link).toBeVisible();
    const number = /MND\/\d{4}-\d{2}\/\d{6}/.exec((await link.textContent())!)![0];
    expect(await link.textContent()).toBe(bookingDocumentsEn.invoice.replace('{{number}}', number));
    // On a 360 px phone it is a thumb-sized target.
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(48);

    const pdf = await page.request.get((await link.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = await pdfText(await pdf.body());
    // ₹1,000 with GST included: ₹952.38 taxable, ₹23.81 + ₹23.81 (pdf.js reads the rupee sign as a word of its own).
    const figures = ['952.38', 'CGST 2.5%', '23.81', '1,000'];
    for (const words of [ownerInvoicesEn.pdf.invoice, number, GSTIN, 'Mandi Kitchens LLP', reference, ...figures]) {
      expect(text).toContain(words);
    }
  } finally {
    await setOwnerDetails(request, { gstin: '' });
  }
});
