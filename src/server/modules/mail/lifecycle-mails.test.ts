import { bookingMailSubjects } from '#server/modules/bookings/mail-subjects.service.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_SETTINGS } from '#shared/content/business-defaults.ts';
import { MENU_CATALOGUE } from '#shared/content/menu-catalogue.ts';
import {
  createOrder,
  createTestEvent,
  orderBody,
  paidProof,
  postBooking,
  uniquePhone,
} from '#server/test/booking-helpers.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';
import { startSmtpServer } from '#server/test/smtp-server.ts';
import { writeBusinessSettings } from '#server/modules/settings/settings.service.ts';
import { settleDueRefunds } from '#server/modules/bookings/refunds.service.ts';
import { createTestGateway } from '#server/modules/payments/test-gateway.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { sendDueMail, type Sender } from './mail.service.ts';

const PUBLIC_URL = 'https://mandi.example';
const OWN_CONTACT = {
  ...DEFAULT_BUSINESS_SETTINGS,
  phone: '+91 94470 12345',
  sellerWhatsApp: '919447012345',
  contactEmail: 'orders@mandi.example',
  // Customers may cancel until the (tomorrow's) event's day begins, and get all of it back.
  cancelCutoffHours: 0,
  fullRefundHours: 0,
  partRefundHours: 0,
};
const MUTTON_ML = MENU_CATALOGUE.find((item) => item.key === 'beef-2pc')!.nameMl;

describe('customer mail waits for PUBLIC_URL and the business contact, and says so', () => {
  let t: TestApp;
  const smtp = startSmtpServer();
  let mailer: Mailer;

  beforeAll(async () => {
    const port = await smtp.listen();
    t = await createTestApp({
      config: { publicUrl: PUBLIC_URL, mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: undefined } },
    });
    mailer = createMailer(`smtp://127.0.0.1:${port}`);
  });
  afterAll(async () => {
    mailer.close();
    await smtp.close();
    await t.close();
  });

  it('sends nothing, tries nothing, while PUBLIC_URL or the contact is missing; the overview names what to set', async () => {
    const db = t.database.db;
    await db.updateTable('mail_outbox').set({ status: 'sent' }).where('status', '=', 'waiting').execute();
    const eventId = await createTestEvent(db, { maxOrders: 10 });
    const order = await createOrder(
      t.app,
      orderBody(eventId, { 'beef-2pc': 1 }, 140_000, { phone: uniquePhone(), email: 'wait@example.com' }),
    );
    expect((await postBooking(t.app, paidProof(order.json().orderId))).statusCode).toBe(200);
    const admin = await t.signIn('admin');
    const readiness = async () => (await callAs(t.app, admin, 'GET', '/api/mail-readiness')).json();

    // A new install: placeholder phone, WhatsApp number and sender.
    expect(await readiness()).toEqual({ success: true, missing: ['phone', 'sellerWhatsApp', 'sender'] });
    const withAddress: Sender = {
      mailer,
      from: undefined,
      publicUrl: PUBLIC_URL,
      brand: 'Mandi',
      subjects: bookingMailSubjects,
    };
    expect(await sendDueMail(db, withAddress)).toEqual({ sent: 0, failed: 0 });

    await writeBusinessSettings(db, OWN_CONTACT);
    expect(await readiness()).toEqual({ success: true, missing: [] });
    // A server without PUBLIC_URL would send bare paths: it sends nothing.
    expect(await sendDueMail(db, { ...withAddress, publicUrl: undefined })).toEqual({ sent: 0, failed: 0 });
    const [waiting] = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'wait@example.com')
      .execute();
    expect(waiting).toMatchObject({ status: 'waiting', attempts: 0 });
    expect(smtp.received).toHaveLength(0);

    // Everything set: the mail that waited goes out, with a whole link and the owner's own contact.
    expect(await sendDueMail(db, withAddress)).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received[0]!.from?.value).toEqual([{ name: '', address: 'orders@mandi.example' }]);
    expect(smtp.received[0]!.text).toMatch(new RegExp(`${PUBLIC_URL}/booking/[A-Za-z0-9_-]{32}\\?language=en`));
    expect(smtp.received[0]!.text).toContain('+91 94470 12345');
    expect(smtp.received[0]!.text).toContain('https://wa.me/919447012345');

    expect((await t.app.inject({ method: 'GET', url: '/api/mail-readiness' })).statusCode).toBe(401);
    expect((await callAs(t.app, await t.signIn('staff'), 'GET', '/api/mail-readiness')).statusCode).toBe(403);
  });

  it('a server without PUBLIC_URL and SMTP_URL names them on the overview', async () => {
    const bare = await createTestApp();
    try {
      await writeBusinessSettings(bare.database.db, OWN_CONTACT);
      const answer = await callAs(bare.app, await bare.signIn('admin'), 'GET', '/api/mail-readiness');
      expect(answer.json()).toEqual({ success: true, missing: ['SMTP_URL', 'PUBLIC_URL'] });
    } finally {
      await bare.close();
    }
  });
});

describe('cancellation and refund mails, in the booking language with its Malayalam names', () => {
  let t: TestApp;
  const smtp = startSmtpServer();
  let mailer: Mailer;
  let sender: Sender;

  beforeAll(async () => {
    t = await createTestApp();
    const port = await smtp.listen();
    mailer = createMailer(`smtp://127.0.0.1:${port}`);
    sender = {
      mailer,
      from: 'Mandi <orders@mandi.example>',
      publicUrl: PUBLIC_URL,
      brand: 'Mandi',
      subjects: bookingMailSubjects,
    };
    await writeBusinessSettings(t.database.db, OWN_CONTACT);
  });
  afterAll(async () => {
    mailer.close();
    await smtp.close();
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.updateTable('mail_outbox').set({ status: 'sent' }).where('status', '=', 'waiting').execute();
    await sendDueMail(t.database.db, sender);
    smtp.received.length = 0;
  });

  async function paidBooking(language: 'en' | 'ml', email: string) {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 10, title: 'Onam Mandi', titleMl: 'ഓണം മന്തി' });
    const order = await createOrder(
      t.app,
      orderBody(eventId, { 'beef-2pc': 1 }, 140_000, { phone: uniquePhone(), email, language }),
    );
    const booked = await postBooking(t.app, paidProof(order.json().orderId));
    expect(booked.statusCode, booked.body).toBe(200);
    return booked.json().booking as { bookingId: string; manageUrl: string; language: string; event: object };
  }
  /** The refund round an hour on: the test gateway has paid back every refund it is asked about. */
  const paidBack = () =>
    settleDueRefunds(t.database.db, createTestGateway(t.config.payment), new Date(Date.now() + 3_600_000));
  const idOf = async (reference: string) =>
    (
      await t.database.db
        .selectFrom('bookings')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow()
    ).id;

  it('the confirmation answer carries the Malayalam names and the language; the mail uses them', async () => {
    const booking = await paidBooking('ml', 'meera@example.com');
    expect(booking.language).toBe('ml');
    expect(booking.event).toMatchObject({ title: 'Onam Mandi', titleMl: 'ഓണം മന്തി' });
    expect(await sendDueMail(t.database.db, sender)).toEqual({ sent: 1, failed: 0 });
    const [mail] = smtp.received;
    expect(mail!.text).toContain('ഇവന്റ്: ഓണം മന്തി');
    expect(mail!.text).toContain(`- ${MUTTON_ML} × 1`);
    expect(mail!.text).not.toContain('Onam Mandi');
    expect(mail!.text).toContain(`${PUBLIC_URL}${booking.manageUrl}?language=ml`);
  });

  it("the customer's cancellation mails once, in Malayalam, with the refund on its way", async () => {
    const booking = await paidBooking('ml', 'anu@example.com');
    const token = booking.manageUrl.replace('/booking/', '');
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/my-booking/${token}/cancel`, payload: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await sendDueMail(t.database.db, sender)).toEqual({ sent: 2, failed: 0 });
    const mail = smtp.received.find((m) => m.subject?.includes('റദ്ദാക്കി'))!;
    expect(mail.subject).toBe(`നിങ്ങളുടെ മന്തി ബുക്കിംഗ് ${booking.bookingId} റദ്ദാക്കി`);
    expect(mail.headers.get('content-language')).toBe('ml');
    expect(mail.text).toContain(`ഓണം മന്തി`);
    expect(mail.text).toContain('₹1,400 റീഫണ്ട്');
    expect(mail.text).toContain(`${PUBLIC_URL}${booking.manageUrl}?language=ml`);
    // The refund made with the cancellation is told in the cancellation's mail; its own mail, with its
    // receipt, waits until the gateway has paid it back.
    const kinds = async () =>
      (
        await t.database.db
          .selectFrom('mail_outbox')
          .select('kind')
          .where('to_address', '=', 'anu@example.com')
          .execute()
      )
        .map((row) => row.kind)
        .sort();
    expect(await kinds()).toEqual(['booking-cancelled', 'booking-confirmation']);
    await paidBack();
    expect(await kinds()).toEqual(['booking-cancelled', 'booking-confirmation', 'booking-refund']);
    smtp.received.length = 0;
    expect(await sendDueMail(t.database.db, sender)).toEqual({ sent: 1, failed: 0 });
    const refunded = smtp.received[0]!;
    expect(refunded.subject).toBe(`നിങ്ങളുടെ മന്തി ബുക്കിംഗ് ${booking.bookingId}: ₹1,400 റീഫണ്ട്`);
    expect(refunded.text).toMatch(
      new RegExp(`ഈ റീഫണ്ടിന്റെ രസീത് \\(PDF\\):\\n${PUBLIC_URL}/api/my-booking/${token}/credit-notes/\\d+`),
    );
  });

  it("the owner's cancellation and refund each mail the customer in the booking's language; the outbox names the booking", async () => {
    const ml = await paidBooking('ml', 'owner-ml@example.com');
    const en = await paidBooking('en', 'owner-en@example.com');
    await sendDueMail(t.database.db, sender);
    smtp.received.length = 0;
    const admin = await t.signIn('admin');

    const cancel = await callAs(t.app, admin, 'PUT', `/api/bookings/${await idOf(ml.bookingId)}`, {
      status: 'cancelled',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const part = await callAs(t.app, admin, 'POST', `/api/bookings/${await idOf(ml.bookingId)}/refund`, {
      amountPaise: 50_000,
      reason: 'Cancelled by us',
    });
    expect(part.statusCode, part.body).toBe(200);
    const rest = await callAs(t.app, admin, 'POST', `/api/bookings/${await idOf(ml.bookingId)}/refund`, {
      reason: 'The rest',
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const enRefund = await callAs(t.app, admin, 'POST', `/api/bookings/${await idOf(en.bookingId)}/refund`, {
      amountPaise: 20_000,
      reason: 'Late delivery',
    });
    expect(enRefund.statusCode, enRefund.body).toBe(200);
    // The refunds' mails wait for the gateway to pay them back.
    expect(await sendDueMail(t.database.db, sender)).toEqual({ sent: 1, failed: 0 });
    await paidBack();
    expect(await sendDueMail(t.database.db, sender)).toEqual({ sent: 3, failed: 0 });
    const subjects = smtp.received.map((mail) => mail.subject);
    expect(subjects).toEqual([
      `നിങ്ങളുടെ മന്തി ബുക്കിംഗ് ${ml.bookingId} റദ്ദാക്കി`,
      `നിങ്ങളുടെ മന്തി ബുക്കിംഗ് ${ml.bookingId}: ₹500 റീഫണ്ട്`,
      `നിങ്ങളുടെ മന്തി ബുക്കിംഗ് ${ml.bookingId}: ₹900 റീഫണ്ട്`,
      `A refund of ₹200 for your mandi booking ${en.bookingId}`,
    ]);
    // Cancelled before any refund: it says none is due; each refund mail tells of its own amount.
    expect(smtp.received[0]!.text).toContain('ഈ ബുക്കിംഗിന് റീഫണ്ട് ഇല്ല.');
    expect(smtp.received[1]!.text).toContain('ഓണം മന്തി');
    expect(smtp.received[1]!.headers.get('content-language')).toBe('ml');
    expect(smtp.received[3]!.text).toContain('We have sent ₹200 back for your booking');
    expect(smtp.received[3]!.text).toContain('Onam Mandi');
    expect(smtp.received[3]!.headers.get('content-language')).toBe('en');

    const outbox = (await callAs(t.app, admin, 'GET', '/api/mail-outbox')).json() as {
      mails: { kind: string; bookingId: string }[];
    };
    const theirs = (mail: { kind: string; bookingId: string }) =>
      mail.kind === 'booking-refund' && [en.bookingId, ml.bookingId].includes(mail.bookingId);
    expect(outbox.mails.filter(theirs).map((mail) => mail.bookingId)).toEqual([
      en.bookingId,
      ml.bookingId,
      ml.bookingId,
    ]);
  });
});
