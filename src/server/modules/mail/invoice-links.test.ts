import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_SETTINGS } from '#shared/content/business-defaults.ts';
import type { BookingRow } from '#server/db/schema.ts';
import { bookingConfirmationMail, bookingRefundMail } from './booking-mails.ts';

const TOKEN = 'T'.repeat(32);
const SITE = { publicUrl: 'https://mandi.example', brand: 'Mandi' };
const booking = {
  id: 1,
  reference: 'MND-7K3Q9',
  event_id: 1,
  hold_id: 1,
  gateway_order_id: 'order_1',
  payment_id: 'pay_1',
  event_title: 'Onam Mandi',
  event_title_ml: 'ഓണം മന്തി',
  event_date: '2026-09-05',
  name: 'Anu Thomas',
  phone: '9847012345',
  address: 'Baker Junction',
  pincode: '686001',
  location_json: null,
  items_json: JSON.stringify([
    { key: 'combo', name: 'Combo Pack', quantity: 1, unitPaise: 100_000, linePaise: 100_000 },
  ]),
  total_quantity: 1,
  coupon: null,
  subtotal_paise: 100_000,
  discount_percent: 0,
  discount_paise: 0,
  amount_paise: 100_000,
  status: 'pending',
  flags: '[]',
  confirmed_by: 'browser',
  created_at: '2026-08-01T10:00:00.000Z',
  updated_at: '2026-08-01T10:00:00.000Z',
  manage_token: TOKEN,
  email: 'anu@example.com',
  language: 'ml',
  customer_gstin: null,
  business_name: null,
} satisfies BookingRow;

describe('the invoice in the mails', () => {
  it("links the booking's invoice or receipt from the confirmation, in the booking's language", () => {
    const mail = bookingConfirmationMail(booking, DEFAULT_BUSINESS_SETTINGS, SITE);
    expect(mail.text).toContain(
      `നിങ്ങളുടെ ഇൻവോയ്സ് അല്ലെങ്കിൽ രസീത് (PDF):\n${SITE.publicUrl}/api/my-booking/${TOKEN}/invoice`,
    );
  });

  it("links the refund's credit note or refund receipt in its mail, in the booking's language", () => {
    const english = { ...booking, language: 'en' };
    const link = `${SITE.publicUrl}/api/my-booking/${TOKEN}/credit-notes/7`;
    expect(
      bookingRefundMail(english, 10_000, DEFAULT_BUSINESS_SETTINGS, SITE, { id: 7, kind: 'credit_note' }).text,
    ).toContain(`Your credit note for this refund (PDF):\n${link}`);
    expect(
      bookingRefundMail(booking, 10_000, DEFAULT_BUSINESS_SETTINGS, SITE, { id: 7, kind: 'credit_note' }).text,
    ).toContain(`ഈ റീഫണ്ടിന്റെ ക്രെഡിറ്റ് നോട്ട് (PDF):\n${link}`);
    expect(
      bookingRefundMail(booking, 10_000, DEFAULT_BUSINESS_SETTINGS, SITE, { id: 7, kind: 'refund_receipt' }).text,
    ).toContain(`ഈ റീഫണ്ടിന്റെ രസീത് (PDF):\n${link}`);
    expect(bookingRefundMail(english, 10_000, DEFAULT_BUSINESS_SETTINGS, SITE).text).not.toContain('credit-notes');
  });
});
