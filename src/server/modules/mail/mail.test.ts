import { bookingMailSubjects } from '#server/modules/bookings/mail-subjects.service.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createOrder,
  createTestEvent,
  orderBody,
  paidProof,
  paymentCapturedEvent,
  postBooking,
  postWebhook,
  uniquePhone,
} from '#server/test/booking-helpers.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';
import { startSmtpServer } from '#server/test/smtp-server.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { retryWaitMs } from '#server/lib/retry-wait.ts';
import { writeBusinessSettings } from '#server/modules/settings/settings.service.ts';
import { DEFAULT_BUSINESS_SETTINGS } from '#shared/content/business-defaults.ts';
import { MAX_ATTEMPTS, sendDueMail, type Sender } from './mail.service.ts';

const PUBLIC_URL = 'https://mandi.example';
/** The business's own contact: mail is not sent while it is still the placeholder. */
const OWN_CONTACT = {
  ...DEFAULT_BUSINESS_SETTINGS,
  phone: '+91 94470 12345',
  sellerWhatsApp: '919447012345',
  contactEmail: 'orders@mandi.example',
};

describe('booking confirmation mail, through the outbox and a real SMTP server', () => {
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
    smtp.received.length = 0;
    smtp.state.refusing = false;
    // Each test starts with an outbox of its own mail only.
    await t.database.db.updateTable('mail_outbox').set({ status: 'sent' }).where('status', '=', 'waiting').execute();
  });

  async function paidBooking(extra: object, prove: 'browser' | 'webhook' = 'browser') {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 10, title: 'Onam Mandi' });
    const order = await createOrder(
      t.app,
      orderBody(eventId, { 'beef-2pc': 1 }, 140_000, { phone: uniquePhone(), ...extra }),
    );
    expect(order.statusCode, order.body).toBe(200);
    const { orderId } = order.json() as { orderId: string };
    if (prove === 'webhook') {
      const hook = await postWebhook(t.app, paymentCapturedEvent(orderId, `pay_${orderId}`), `evt_${orderId}`);
      expect(hook.statusCode, hook.body).toBe(200);
    }
    const booked = await postBooking(t.app, paidProof(orderId, `pay_${orderId}`));
    expect(booked.statusCode, booked.body).toBe(200);
    return booked.json().booking as { bookingId: string; manageUrl: string };
  }
  const outbox = () => t.database.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

  it('sends the confirmation in Malayalam, after the booking, with the private link; once for two proofs of payment', async () => {
    const booking = await paidBooking({ email: 'anu@example.com', language: 'ml' }, 'webhook');
    const queued = (await outbox()).filter((mail) => mail.status === 'waiting');
    expect(queued).toHaveLength(1);
    expect(smtp.received).toHaveLength(0); // the payment never waited for the mail server

    expect(await sendDueMail(t.database.db, sender)).toEqual({ sent: 1, failed: 0 });
    const [mail] = smtp.received;
    expect(mail!.to).toMatchObject({ text: 'anu@example.com' });
    expect(mail!.from?.value).toEqual([{ name: 'Mandi', address: 'orders@mandi.example' }]);
    expect(mail!.subject).toBe(`നിങ്ങളുടെ മന്തി ബുക്കിംഗ് ${booking.bookingId} സ്ഥിരീകരിച്ചു`);
    expect(mail!.headers.get('content-language')).toBe('ml');
    expect(mail!.text).toContain('നന്ദി: നിങ്ങളുടെ പേയ്‌മെന്റ് ലഭിച്ചു');
    expect(mail!.text).toContain('Onam Mandi');
    expect(mail!.text).toContain('₹1,400');
    expect(mail!.text).toContain(`${PUBLIC_URL}${booking.manageUrl}`);
    const [row] = (await outbox()).filter((entry) => entry.id === queued[0]!.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });

    // Nothing left to send: a second round sends nothing again.
    expect(await sendDueMail(t.database.db, sender)).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('sends it in English to a customer who booked in English; a booking without an address queues nothing', async () => {
    const before = (await outbox()).length;
    await paidBooking({});
    expect(await outbox()).toHaveLength(before);

    const booking = await paidBooking({ email: 'joseph@example.com' });
    await sendDueMail(t.database.db, sender);
    expect(smtp.received.map((mail) => mail.subject)).toEqual([`Your mandi booking ${booking.bookingId} is confirmed`]);
    expect(smtp.received[0]!.text).toContain('Thank you: your payment was received and your booking is confirmed.');
    expect(smtp.received[0]!.headers.get('content-language')).toBe('en');
  });

  it('a mail server that refuses gets the mail again later, waiting longer each time, and failed at the last try', async () => {
    await paidBooking({ email: 'retry@example.com' });
    smtp.state.refusing = true;
    const now = new Date();
    expect(await sendDueMail(t.database.db, sender, now)).toEqual({ sent: 0, failed: 1 });
    let [row] = (await outbox()).filter((mail) => mail.to_address === 'retry@example.com');
    expect(row).toMatchObject({ status: 'waiting', attempts: 1 });
    expect(row!.last_error).toContain('451');
    expect(Date.parse(row!.next_attempt_at) - now.getTime()).toBe(retryWaitMs(1));

    // Not due yet: nothing is tried.
    expect(await sendDueMail(t.database.db, sender, new Date(now.getTime() + 30_000))).toEqual({ sent: 0, failed: 0 });
    // Due, refused again: the wait doubles.
    const later = new Date(now.getTime() + retryWaitMs(1));
    expect(await sendDueMail(t.database.db, sender, later)).toEqual({ sent: 0, failed: 1 });
    [row] = (await outbox()).filter((mail) => mail.to_address === 'retry@example.com');
    expect(Date.parse(row!.next_attempt_at) - later.getTime()).toBe(retryWaitMs(2));
    expect(retryWaitMs(2)).toBe(2 * retryWaitMs(1));

    // The server accepts again: sent.
    smtp.state.refusing = false;
    const due = new Date(Date.parse(row!.next_attempt_at));
    expect(await sendDueMail(t.database.db, sender, due)).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);

    // A mail whose last try fails is marked failed and is not tried again.
    await paidBooking({ email: 'never@example.com' });
    await t.database.db
      .updateTable('mail_outbox')
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where('to_address', '=', 'never@example.com')
      .execute();
    smtp.state.refusing = true;
    expect(await sendDueMail(t.database.db, sender)).toEqual({ sent: 0, failed: 1 });
    const [failed] = (await outbox()).filter((mail) => mail.to_address === 'never@example.com');
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(await sendDueMail(t.database.db, sender, new Date(Date.now() + 30 * 86_400_000))).toEqual({
      sent: 0,
      failed: 0,
    });
  });

  it('sends a waiting-list offer with its private link and the time it holds until, in Malayalam and English', async () => {
    // Customers may cancel until the (tomorrow's) event's day begins, whatever the hour the test runs.
    await writeBusinessSettings(t.database.db, { ...OWN_CONTACT, cancelCutoffHours: 0 });
    const eventId = await createTestEvent(t.database.db, { maxOrders: 2, title: 'Vishu Mandi' });
    const order = await createOrder(t.app, orderBody(eventId, { 'beef-2pc': 2 }, 280_000, { phone: uniquePhone() }));
    const booked = await postBooking(t.app, paidProof(order.json().orderId));
    const join = (email: string, language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/waiting-list',
        payload: { eventId, name: 'Meera', phone: uniquePhone(), email, units: 1, language },
      });
    expect((await join('meera@example.com', 'ml')).statusCode).toBe(200);
    expect((await join('john@example.com', 'en')).statusCode).toBe(200);
    const token = (booked.json().booking.manageUrl as string).replace('/booking/', '');
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/my-booking/${token}/cancel`, payload: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    expect(await sendDueMail(t.database.db, sender)).toEqual({ sent: 2, failed: 0 });
    const offers = await t.database.db
      .selectFrom('waiting_list')
      .select(['email', 'offer_token'])
      .where('event_id', '=', eventId)
      .execute();
    const link = (email: string) => `${PUBLIC_URL}/offer/${offers.find((o) => o.email === email)!.offer_token}`;
    const ml = smtp.received.find((mail) => mail.to && 'text' in mail.to && mail.to.text === 'meera@example.com')!;
    expect(ml.subject).toBe('നിങ്ങൾക്കായി ഒരു സ്ലോട്ട് ഒഴിവുണ്ട്: Vishu Mandi');
    expect(ml.headers.get('content-language')).toBe('ml');
    expect(ml.text).toContain(link('meera@example.com'));
    expect(ml.text).toContain('ഇവന്റിൽ 1 സ്ലോട്ട് ഒഴിവായി');
    expect(ml.text).toContain('വരെ അത് നിങ്ങളുടേതാണ്');
    const en = smtp.received.find((mail) => mail.to && 'text' in mail.to && mail.to.text === 'john@example.com')!;
    expect(en.subject).toBe('A slot is free for you: Vishu Mandi');
    expect(en.text).toContain(link('john@example.com'));
    expect(en.text).toContain('1 slot of Vishu Mandi');
    expect(en.text).not.toContain('slot(s)');
    expect(en.text).toMatch(/It is yours until \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s?[ap]m\./i);
  });

  it('two servers sending at once send each mail once', async () => {
    await paidBooking({ email: 'once@example.com' });
    const rounds = await Promise.all([sendDueMail(t.database.db, sender), sendDueMail(t.database.db, sender)]);
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(1);
    expect(smtp.received.filter((mail) => mail.subject?.includes('is confirmed'))).toHaveLength(1);
  });

  it('the admin sees each mail and, without SMTP_URL, why nothing is sent', async () => {
    await paidBooking({ email: 'admin-view@example.com' });
    const cookie = await t.signIn('admin');
    const answer = await callAs(t.app, cookie, 'GET', '/api/mail-outbox');
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.sending).toEqual({
      on: false,
      reason: 'SMTP_URL is not set: mail waits in the outbox and is not sent.',
    });
    expect(body.mails[0]).toMatchObject({
      to: 'admin-view@example.com',
      status: 'waiting',
      kind: 'booking-confirmation',
    });
    expect(body.counts.waiting).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/mail-outbox' })).statusCode).toBe(401);
    const staff = await t.signIn('staff');
    expect((await callAs(t.app, staff, 'GET', '/api/mail-outbox')).statusCode).toBe(403);
  });
});
