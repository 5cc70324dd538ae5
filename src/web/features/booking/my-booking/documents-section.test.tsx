import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bookingDocumentsEn as en } from '#shared/content/locales/booking-documents.en.ts';
import { bookingEn } from '#shared/content/locales/booking.en.ts';
import { ok, serveApi } from '#web/test/fake-api.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { DocumentsSection } from './documents-section.tsx';

const TOKEN = 'D'.repeat(32);
const path = `GET /api/my-booking/${TOKEN}/documents`;

describe("the booking page's invoice and credit notes", () => {
  it('links the tax invoice and each credit note as PDFs of this booking', async () => {
    serveApi({
      [path]: () =>
        ok({
          main: { id: 7, kind: 'invoice', number: 'MND/2026-27/000123', issuedOn: '2026-11-28', totalPaise: 120_000 },
          creditNotes: [
            { id: 9, kind: 'credit_note', number: 'MND-CN/2026-27/000004', issuedOn: '2026-11-29', totalPaise: 60_000 },
          ],
          customer: null,
          customerOpen: false,
        }),
    });
    renderWithProviders(<DocumentsSection token={TOKEN} paidBack={1} />);
    const invoice = await screen.findByRole('link', { name: en.invoice.replace('{{number}}', 'MND/2026-27/000123') });
    expect(invoice.getAttribute('href')).toBe(`/api/my-booking/${TOKEN}/invoice`);
    const note = screen.getByRole('link', { name: 'Credit note MND-CN/2026-27/000004, ₹600 (PDF)' });
    expect(note.getAttribute('href')).toBe(`/api/my-booking/${TOKEN}/credit-notes/9`);
  });

  it('names a receipt without a number when the business has no GSTIN', async () => {
    serveApi({
      [path]: () =>
        ok({
          main: { id: 3, kind: 'receipt', number: 'MND-7K3Q9', issuedOn: '2026-11-28', totalPaise: 120_000 },
          creditNotes: [],
          customer: null,
          customerOpen: false,
        }),
    });
    renderWithProviders(<DocumentsSection token={TOKEN} paidBack={0} />);
    expect(await screen.findByRole('link', { name: en.receipt })).toBeTruthy();
  });

  it('names a refund receipt by its number and amount under the receipts', async () => {
    serveApi({
      [path]: () =>
        ok({
          main: { id: 3, kind: 'receipt', number: 'MND-7K3Q9', issuedOn: '2026-11-28', totalPaise: 120_000 },
          creditNotes: [
            { id: 4, kind: 'refund_receipt', number: 'MND-7K3Q9-R1', issuedOn: '2026-11-29', totalPaise: 20_000 },
          ],
          customer: null,
          customerOpen: false,
        }),
    });
    renderWithProviders(<DocumentsSection token={TOKEN} paidBack={1} />);
    const note = await screen.findByRole('link', { name: 'Refund receipt MND-7K3Q9-R1, ₹200 (PDF)' });
    expect(note.getAttribute('href')).toBe(`/api/my-booking/${TOKEN}/credit-notes/4`);
    expect(screen.getByRole('heading', { name: en.receiptsTitle })).toBeTruthy();
  });

  it('shows nothing for a booking paid before invoices were issued', async () => {
    const api = serveApi({ [path]: () => ok({ main: null, creditNotes: [], customer: null, customerOpen: false }) });
    const { container } = renderWithProviders(<DocumentsSection token={TOKEN} paidBack={0} />);
    await vi.waitFor(() => expect(api.calls.length).toBe(1));
    expect(container.querySelector('[data-testid="booking-documents"]')).toBeNull();
  });

  it("adds the customer's GSTIN to the invoice while it is open, checking it before asking", async () => {
    const main = { id: 7, kind: 'invoice', number: 'MND/2026-27/000123', issuedOn: '2026-11-28', totalPaise: 120_000 };
    let customer: object | null = null;
    const api = serveApi({
      [path]: () => ok({ main, creditNotes: [], customer, customerOpen: customer === null }),
      [`PUT /api/my-booking/${TOKEN}/invoice-customer`]: () => {
        customer = { gstin: '32AAJCM1234F1ZY', businessName: 'Kottayam Caterers' };
        return ok({ main, creditNotes: [], customer, customerOpen: false });
      },
    });
    renderWithProviders(<DocumentsSection token={TOKEN} paidBack={0} />);
    fireEvent.click(await screen.findByText(en.customer.open));
    const gstin = screen.getByLabelText(en.customer.gstin);
    fireEvent.change(gstin, { target: { value: '32AAJCM1234F1ZX' } });
    fireEvent.click(screen.getByRole('button', { name: en.customer.save }));
    expect(await screen.findByText(bookingEn.validation.gstinInvalid)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
    fireEvent.change(gstin, { target: { value: '32aajcm1234f1zy' } });
    fireEvent.change(screen.getByLabelText(bookingEn.business.businessName), {
      target: { value: 'Kottayam Caterers' },
    });
    fireEvent.click(screen.getByRole('button', { name: en.customer.save }));
    expect(await screen.findByText('Made out to Kottayam Caterers, GSTIN 32AAJCM1234F1ZY')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')!.body).toEqual({
      gstin: '32AAJCM1234F1ZY',
      businessName: 'Kottayam Caterers',
    });
    expect(screen.queryByText(en.customer.open)).toBeNull();
  });
});
