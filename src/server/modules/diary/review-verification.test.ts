import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaryEventReply, reviewsReply } from '#shared/schemas/diary.ts';
import {
  createOrder,
  createTestEvent,
  orderBody,
  paidProof,
  postBooking,
  uniquePhone,
} from '#server/test/booking-helpers.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';

/**
 * Staff must not learn whether a phone number booked an event by saving reviews with it: verification
 * comes only from the booking reference the customer gives, and a phone tells nothing.
 */
describe('review verification tells nothing about phones', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.signIn('staff', 'prober');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) => callAs(t.app, staff, method, url, payload);

  async function bookedEvent(title: string) {
    const salesEventId = await createTestEvent(t.database.db, { maxOrders: 20, title });
    const created = await call('POST', '/api/diary-events/create', { title, date: '2027-04-01', salesEventId });
    expect(created.statusCode, created.body).toBe(200);
    const phone = uniquePhone();
    const order = await createOrder(t.app, orderBody(salesEventId, { combo: 1 }, 100000, { phone }));
    expect(order.statusCode, order.body).toBe(200);
    const booked = await postBooking(t.app, paidProof(order.json().orderId));
    expect(booked.statusCode, booked.body).toBe(200);
    return {
      diaryId: diaryEventReply.parse(created.json()).event.id,
      phone,
      reference: booked.json().booking.bookingId as string,
    };
  }

  /** Saves one review and answers what the staff member is told about it, ids and times left out. */
  async function saveAndRead(diaryId: number, review: object) {
    const saved = await call('POST', `/api/reviews/${diaryId}`, [{ comment: 'Probe', ...review }]);
    const body = saved.json();
    const mine = saved.statusCode === 200 ? reviewsReply.parse(body).data[0]! : null;
    return {
      status: saved.statusCode,
      code: body.code as string | undefined,
      verified: mine?.verified,
      keys: mine ? Object.keys(mine).sort() : [],
    };
  }

  it('answers a booked phone exactly as an unbooked one, in every field a phone can be put', async () => {
    const { diaryId, phone } = await bookedEvent('Probed by phone');
    const unbooked = uniquePhone();
    for (const [name, review] of [
      ['phone', (number: string) => ({ reviewerName: 'P', phone: number })],
      ['phone with +91', (number: string) => ({ reviewerName: 'P', phone: `+91 ${number}` })],
      ['phone as the reference', (number: string) => ({ reviewerName: 'P', bookingReference: number })],
    ] as const) {
      const booked = await saveAndRead(diaryId, review(phone));
      const stranger = await saveAndRead(diaryId, review(unbooked));
      expect(booked, name).toEqual(stranger);
      expect(booked.verified ?? false, name).toBe(false);
    }
    const page = reviewsReply.parse((await call('GET', `/api/reviews/${diaryId}?page=1`)).json());
    expect(JSON.stringify(page)).not.toContain(phone);
    expect(page.data.every((review) => !review.verified)).toBe(true);
  });

  it('verifies a review from the reference of a booking of its event, not of another event', async () => {
    const mine = await bookedEvent('Reviewed event');
    const other = await bookedEvent('Another event');
    expect(
      (await saveAndRead(mine.diaryId, { reviewerName: 'Guest', bookingReference: mine.reference })).verified,
    ).toBe(true);
    expect(
      (await saveAndRead(mine.diaryId, { reviewerName: 'Gatecrasher', bookingReference: other.reference })).verified,
    ).toBe(false);
  });

  it('refuses a reference that cannot be one with a worded reason beside its field, writing nothing', async () => {
    const { diaryId } = await bookedEvent('Typo');
    const before = reviewsReply.parse((await call('GET', `/api/reviews/${diaryId}?page=1`)).json()).total;
    const refused = await call('POST', `/api/reviews/${diaryId}`, [
      { reviewerName: 'Typo', comment: 'Good', bookingReference: 'MND-0O1I' },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'kitchenRules.reviews.referenceInvalid',
      field: 'bookingReference',
      error: 'Enter the booking reference as on the booking, e.g. MND-7K3Q9',
    });
    expect(reviewsReply.parse((await call('GET', `/api/reviews/${diaryId}?page=1`)).json()).total).toBe(before);
  });

  it('keeps a review verified by phone before readable and verified', async () => {
    const { diaryId, phone } = await bookedEvent('Old review');
    await t.database.db
      .insertInto('diary_reviews')
      .values({
        event_id: diaryId,
        id: 'old-phone-review',
        sort_order: 0,
        reviewer_name: 'Old guest',
        comment: 'From before',
        rating: 5,
        date: '2027-04-01',
        youtube_link: '',
        tags_json: '[]',
        phone,
        verified: 1,
        created_at: '2027-04-01T10:00:00.000Z',
      })
      .execute();
    const [old] = reviewsReply.parse((await call('GET', `/api/reviews/${diaryId}?page=1`)).json()).data;
    expect(old).toMatchObject({ id: 'old-phone-review', reviewerName: 'Old guest', verified: true });
    expect(JSON.stringify(old)).not.toContain(phone);
    const edited = await call('POST', `/api/reviews/${diaryId}`, [{ ...old, comment: 'From before, edited' }]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(reviewsReply.parse(edited.json()).data[0]).toMatchObject({ comment: 'From before, edited', verified: true });
  });
});
