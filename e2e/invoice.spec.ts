import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
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
import { expect, signIn, test } from './fixtures/test.ts';
import { E2E_ADMIN } from './fixtures/accounts.ts';
import { bookingDocumentsEn } from '../src/shared/content/locales/booking-documents.en.ts';
import { bookingDocumentsMl } from '../src/shared/content/locales/booking-documents.ml.ts';
import { ownerInvoicesEn } from '../src/shared/content/locales/owner-invoices.en.ts';
import { fillText } from '../src/shared/content/text-store.ts';
import { DEVELOPMENT_WEBHOOK_SECRET } from '../src/server/config.ts';

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
    // Booking for a business: its GSTIN and name, typed loosely, for an invoice in its name.
    await dialog.getByText(texts.business.open).click();
    await dialog.getByLabel(texts.business.gstin).fill('32aajcm1234f1zx');
    await dialog.getByRole('button', { name: payButtonName('en', '₹1,000') }).click();
    await expect(dialog.getByText(texts.validation.gstinInvalid)).toBeVisible();
    await dialog.getByLabel(texts.business.gstin).fill('32aajcm1234f1zy');
    await dialog.getByLabel(texts.business.businessName).fill('Kottayam Caterers');
    await dialog.getByTestId('business-details').screenshot({ path: 'test-results/invoice-business-details.png' });
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
    // Made out to the customer's business, as the page says.
    expect(text).toContain('Kottayam Caterers');
    expect(text.split(GSTIN).length - 1).toBe(2);
    await expect(page.getByTestId('booking-documents')).toContainText(
      fillText(bookingDocumentsEn.customer.billedTo, { name: 'Kottayam Caterers', gstin: GSTIN }),
    );
  } finally {
    await setOwnerDetails(request, { gstin: '' });
  }
});

/** The gateway's word that a refund was paid back, signed as Razorpay signs it; found by our key in its notes. */
async function refundPaidBack(request: APIRequestContext, key: string) {
  const body = JSON.stringify({
    entity: 'event',
    event: 'refund.processed',
    payload: {
      refund: { entity: { id: `rfnd_e2e_${key.slice(-12)}`, status: 'processed', notes: { refund_key: key } } },
    },
  });
  const answer = await request.post('/api/razorpay/webhook', {
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', DEVELOPMENT_WEBHOOK_SECRET).update(body).digest('hex'),
      'x-razorpay-event-id': `evt_${key}`,
    },
    data: body,
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function bookOnPage(page: Page) {
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
  return { reference, token: page.url().split('/booking/')[1]!.split('?')[0]! };
}

test("a customer adds her GSTIN on the booking page; a refund's credit note reaches her page and the owner's card", async ({
  page,
  request,
  adminAccount,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await setOwnerDetails(request, { gstin: GSTIN, legalName: 'Mandi Kitchens LLP' });
  try {
    const { reference, token } = await bookOnPage(page);
    const documents = page.getByTestId('booking-documents');
    await documents.getByText(bookingDocumentsEn.customer.open).click();
    await documents.getByLabel(bookingDocumentsEn.customer.gstin, { exact: true }).fill('32AAJCM1234F1ZY');
    await documents.getByLabel(BOOKING_TEXTS.en.business.businessName).fill('Kottayam Caterers');
    await documents.screenshot({ path: 'test-results/invoice-add-gstin.png' });
    await documents.getByRole('button', { name: bookingDocumentsEn.customer.save }).click();
    await expect(documents).toContainText(
      fillText(bookingDocumentsEn.customer.billedTo, { name: 'Kottayam Caterers', gstin: GSTIN }),
    );
    await expect(documents.getByText(bookingDocumentsEn.customer.open)).toHaveCount(0);

    // The owner refunds ₹250; no credit note until the gateway says it was paid back.
    const key = `e2e-refund-${reference}-0001`;
    const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
    expect(login.ok()).toBeTruthy();
    const { data } = (await (await request.get(`/api/bookings?q=${reference}`)).json()) as { data: { id: number }[] };
    const refunded = await request.post(`/api/bookings/${data[0]!.id}/refund`, {
      headers: { 'idempotency-key': key },
      data: { amount: '250', reason: 'One plate arrived cold' },
    });
    expect(refunded.status(), await refunded.text()).toBe(200);
    await request.post('/api/auth/logout');
    const listed = async () =>
      ((await (await request.get(`/api/my-booking/${token}/documents`)).json()) as { creditNotes: unknown[] })
        .creditNotes;
    expect(await listed()).toEqual([]);
    await refundPaidBack(request, key);
    expect(await listed()).toHaveLength(1);

    await page.reload();
    const note = documents.getByRole('link', { name: /^Credit note MND-CN\/\d{4}-\d{2}\/\d{6}, ₹250 \(PDF\)$/ });
    await expect(note).toBeVisible();
    expect((await note.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    await documents.screenshot({ path: 'test-results/invoice-booking-page-credit-note.png' });
    const pdf = await page.request.get((await note.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    const text = await pdfText(await pdf.body());
    for (const words of [ownerInvoicesEn.pdf.creditNote, 'Kottayam Caterers', GSTIN, '250'])
      expect(text).toContain(words);

    await page.goto('/admin?tab=bookings');
    await signIn(page, adminAccount);
    const card = page.getByRole('article', { name: new RegExp(reference) });
    const links = card.getByTestId('booking-card-documents');
    await expect(links.getByRole('link', { name: ownerInvoicesEn.export.documents })).toHaveAttribute(
      'href',
      /\/api\/bookings\/\d+\/invoice$/,
    );
    const adminNote = links.getByRole('link', { name: /^Credit note MND-CN\/.+, ₹250 \(PDF\)$/ });
    await expect(adminNote).toHaveAttribute('href', /\/api\/bookings\/\d+\/credit-notes\/\d+$/);
    expect((await page.request.get((await adminNote.getAttribute('href'))!)).status()).toBe(200);
    await card.screenshot({ path: 'test-results/invoice-admin-card-documents.png' });
  } finally {
    await setOwnerDetails(request, { gstin: '' });
  }
});

test('without a GSTIN, a refund gives a refund receipt on the booking page, in Malayalam too', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await setOwnerDetails(request, { gstin: '' });
  const { reference, token } = await bookOnPage(page);
  const key = `e2e-refund-${reference}-0002`;
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.ok()).toBeTruthy();
  const { data } = (await (await request.get(`/api/bookings?q=${reference}`)).json()) as { data: { id: number }[] };
  const refunded = await request.post(`/api/bookings/${data[0]!.id}/refund`, {
    headers: { 'idempotency-key': key },
    data: { amount: '100', reason: 'Late' },
  });
  expect(refunded.status(), await refunded.text()).toBe(200);
  await request.post('/api/auth/logout');
  await refundPaidBack(request, key);

  await page.goto(`/booking/${token}?language=ml`);
  const documents = page.getByTestId('booking-documents');
  await expect(documents.getByRole('heading', { name: bookingDocumentsMl.receiptsTitle })).toBeVisible();
  const receipt = documents.getByRole('link', {
    name: fillText(bookingDocumentsMl.refundReceipt, { number: `${reference}-R1`, amount: '₹100' }),
  });
  await expect(receipt).toBeVisible();
  await expect(documents.getByText(bookingDocumentsMl.customer.open)).toHaveCount(0);
  await documents.screenshot({ path: 'test-results/invoice-refund-receipt-ml.png' });
  const pdf = await page.request.get((await receipt.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(await pdfText(await pdf.body())).toContain(`${reference}-R1`);
  // The order form's business details, in Malayalam at 360 px.
  const dialog = await openBookingDialog(page, 'ml');
  await dialog.getByText(BOOKING_TEXTS.ml.business.open).click();
  await expect(dialog.getByLabel(BOOKING_TEXTS.ml.business.gstin)).toBeVisible();
  await dialog.getByTestId('business-details').screenshot({ path: 'test-results/invoice-business-details-ml.png' });
});
