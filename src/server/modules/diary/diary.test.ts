import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaryEventReply, diaryEventsReply, peopleReply, reviewsReply } from '#shared/schemas/diary.ts';
import {
  createOrder,
  createTestEvent,
  orderBody,
  paidProof,
  postBooking,
  uniquePhone,
} from '#server/test/booking-helpers.ts';
import { openEventStream } from '#server/test/event-stream.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';

describe('kitchen diary: events, people and reviews', () => {
  let t: TestApp;
  let staff: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.signIn('staff', 'cook');
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = staff) =>
    callAs(t.app, cookie, method, url, payload);
  const createEvent = async (body: object) => {
    const response = await call('POST', '/api/diary-events/create', body);
    expect(response.statusCode, response.body).toBe(200);
    return diaryEventReply.parse(response.json()).event;
  };

  it('refuses every diary call without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/diary-events'],
      ['POST', '/api/diary-events/create'],
      ['DELETE', '/api/diary-events/1'],
      ['GET', '/api/people/1'],
      ['GET', '/api/people/1/booked'],
      ['POST', '/api/reviews/1'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('creates an event for the signed-in cook, guessing attendance from the title', async () => {
    const event = await createEvent({ title: 'Wedding for 120 guests', date: '2027-01-10', estimatedAttendance: '' });
    expect(event).toMatchObject({
      title: 'Wedding for 120 guests',
      date: '2027-01-10',
      createdBy: 'cook',
      estimatedAttendance: 120,
      isCompleted: false,
      assignedTo: '',
      salesEventId: null,
    });
    expect((await createEvent({ title: 'Tiny', date: '2027-01-11', estimatedAttendance: 3 })).estimatedAttendance).toBe(
      10,
    );
    expect((await createEvent({ title: 'A large party', date: '2027-01-12' })).estimatedAttendance).toBe(100);
  });

  it('requires a title and a date', async () => {
    for (const body of [{ title: '', date: '2027-01-10' }, { title: 'No date' }, { title: 'Bad', date: 'someday' }]) {
      const response = await call('POST', '/api/diary-events/create', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'kitchenRules.diary.titleDateRequired' });
    }
  });

  it('lists events newest date first; the list save merges by id and never deletes', async () => {
    const first = await createEvent({ title: 'Old one', date: '2026-12-01' });
    const list = diaryEventsReply.parse((await call('GET', '/api/diary-events')).json()).data;
    const dates = list.map((event) => event.date);
    expect(dates).toEqual([...dates].sort().reverse());

    const saved = await call('POST', '/api/diary-events', [
      { id: first.id, title: 'Old one, renamed', date: '2026-12-02', isCompleted: true },
      { title: 'Brand new', date: '2026-12-03' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ success: true, savedCount: 2 });
    const after = diaryEventsReply.parse((await call('GET', '/api/diary-events')).json()).data;
    expect(after).toHaveLength(list.length + 1);
    expect(after.find((event) => event.id === first.id)).toMatchObject({
      title: 'Old one, renamed',
      isCompleted: true,
    });
    expect(after.some((event) => event.title === 'Brand new')).toBe(true);
  });

  it('updates a whole event, and answers 404 for an unknown one', async () => {
    const event = await createEvent({ title: 'To edit', date: '2027-02-01' });
    const response = await call('PUT', `/api/diary-events/${event.id}`, {
      title: 'Edited',
      date: '2027-02-02',
      assignedTo: 'Ravi',
      estimatedAttendance: 80,
      isCompleted: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(diaryEventReply.parse(response.json()).event).toMatchObject({
      id: event.id,
      title: 'Edited',
      assignedTo: 'Ravi',
      estimatedAttendance: 80,
      isCompleted: true,
      createdBy: 'cook',
    });
    const missing = await call('PUT', '/api/diary-events/999999', { title: 'x', date: '2027-02-02' });
    expect(missing.statusCode).toBe(404);
    expect((await call('DELETE', '/api/diary-events/999999')).statusCode).toBe(404);
  });

  it('lets an admin use the diary too', async () => {
    expect((await call('GET', '/api/diary-events', undefined, admin)).statusCode).toBe(200);
  });

  it('saves a people count floored to 10, else answers the estimated attendance', async () => {
    const event = await createEvent({ title: 'People', date: '2027-03-01', estimatedAttendance: 40 });
    expect(peopleReply.parse((await call('GET', `/api/people/${event.id}`)).json()).data).toBe(40);
    const saved = await call('POST', `/api/people/${event.id}`, { count: 4 });
    expect(saved.json()).toEqual({ success: true, data: 10 });
    expect((await call('POST', `/api/people/${event.id}`, { count: '75' })).json().data).toBe(75);
    expect((await call('GET', `/api/people/${event.id}`)).json()).toEqual({ success: true, data: 75 });
    for (const count of [0, -5, 'many', 2.5]) {
      const bad = await call('POST', `/api/people/${event.id}`, { count });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, code: 'kitchenRules.people.invalid' });
    }
    expect((await call('GET', '/api/people/999999')).statusCode).toBe(404);
  });

  it('counts booked people from paid, not cancelled bookings of the linked sales event, live', async () => {
    const salesEventId = await createTestEvent(t.database.db, { maxOrders: 20 });
    const event = await createEvent({ title: 'Linked', date: '2027-03-02', salesEventId });
    const unlinked = await createEvent({ title: 'Unlinked', date: '2027-03-03' });
    expect((await call('GET', `/api/people/${unlinked.id}/booked`)).json()).toEqual({ success: true, data: null });
    expect((await call('GET', `/api/people/${event.id}/booked`)).json()).toEqual({ success: true, data: 0 });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const board = await openEventStream(`${address}/api/live?topics=kitchen:${event.id}`, { cookie: staff });

    const order = await createOrder(t.app, orderBody(salesEventId, { combo: 3 }, 300000, { phone: uniquePhone() }));
    expect(order.statusCode, order.body).toBe(200);
    const booked = await postBooking(t.app, paidProof(order.json().orderId));
    expect(booked.statusCode, booked.body).toBe(200);
    // Three combos at the default two people per order.
    expect((await call('GET', `/api/people/${event.id}/booked`)).json()).toEqual({ success: true, data: 6 });
    const announced = `data: {"topic":"kitchen:${event.id}","type":"booked-people","eventId":${event.id}}`;
    expect(await board.waitFor(announced)).toBe(true);
    board.close();

    await t.database.db
      .updateTable('bookings')
      .set({ status: 'cancelled' })
      .where('event_id', '=', salesEventId)
      .execute();
    expect((await call('GET', `/api/people/${event.id}/booked`)).json()).toEqual({ success: true, data: 0 });
  });

  it('refuses a link to a sales event that does not exist', async () => {
    const response = await call('POST', '/api/diary-events/create', {
      title: 'Bad link',
      date: '2027-03-04',
      salesEventId: 999999,
    });
    expect(response.statusCode).toBe(400);
  });

  it('saves reviews, verifies a booked phone and never sends phones back', async () => {
    const salesEventId = await createTestEvent(t.database.db, { maxOrders: 20 });
    const event = await createEvent({ title: 'Reviewed', date: '2027-03-05', salesEventId });
    const phone = uniquePhone();
    const order = await createOrder(t.app, orderBody(salesEventId, { combo: 1 }, 100000, { phone }));
    expect((await postBooking(t.app, paidProof(order.json().orderId))).statusCode).toBe(200);

    const saved = await call('POST', `/api/reviews/${event.id}`, [
      {
        id: 'r1',
        reviewerName: 'Anu',
        comment: 'Lovely mandi',
        rating: 5,
        tags: ['Tasty', 'On time'],
        phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
      },
      { id: 'r2', reviewerName: 'Stranger', comment: 'Nice', rating: 4, phone: '9000000001' },
      { reviewerName: 'No phone', comment: 'Good', youtubeLink: 'https://youtu.be/abcdefghijk' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const reviews = reviewsReply.parse((await call('GET', `/api/reviews/${event.id}`)).json()).data;
    expect(reviews.map((review) => [review.reviewerName, review.verified])).toEqual([
      ['Anu', true],
      ['Stranger', false],
      ['No phone', false],
    ]);
    expect(reviews.every((review) => review.phone === '')).toBe(true);
    expect(reviews[0]).toMatchObject({ id: 'r1', rating: 5, tags: ['Tasty', 'On time'], eventId: event.id });
    expect(reviews[2]!.id).not.toBe('');
    expect(JSON.stringify(saved.json())).not.toContain(phone);

    // Saved again as screens read them (phones blank): the verification stays.
    const again = await call('POST', `/api/reviews/${event.id}`, [
      ...reviews,
      { reviewerName: 'Late', comment: 'Yum' },
    ]);
    expect(again.statusCode, again.body).toBe(200);
    expect(reviewsReply.parse(again.json()).data.map((review) => review.verified)).toEqual([true, false, false, false]);
  });

  it('refuses a review that breaks a rule, naming the field', async () => {
    const event = await createEvent({ title: 'Bad reviews', date: '2027-03-06' });
    const cases = [
      [{ reviewerName: ' ', comment: 'x' }, 'kitchenRules.reviews.nameRequired', 'reviewerName'],
      [{ reviewerName: 'A', comment: '' }, 'kitchenRules.reviews.commentRequired', 'comment'],
      [
        { reviewerName: 'A', comment: 'x', youtubeLink: 'https://vimeo.com/1' },
        'kitchenRules.reviews.youtubeInvalid',
        'youtubeLink',
      ],
      [
        { reviewerName: 'A', comment: 'x', tags: ['Tasty', 'Authentic', 'On time', 'Great aroma'] },
        'kitchenRules.reviews.tooManyTags',
        'tags',
      ],
    ] as const;
    for (const [review, code, field] of cases) {
      const response = await call('POST', `/api/reviews/${event.id}`, [review]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code, field });
    }
    expect((await call('GET', `/api/reviews/${event.id}`)).json()).toEqual({ success: true, data: [] });
  });

  it('deletes an event with its tasks, list version, people count, reviews, readings and timers', async () => {
    const event = await createEvent({ title: 'Doomed', date: '2027-04-01' });
    const keep = await createEvent({ title: 'Kept', date: '2027-04-02' });
    for (const id of [event.id, keep.id]) {
      const list = await call('GET', `/api/todos/${id}`);
      expect(list.statusCode, list.body).toBe(200);
      await call('POST', `/api/people/${id}`, { count: 30 });
      await call('POST', `/api/reviews/${id}`, [{ reviewerName: 'A', comment: 'B' }]);
      const taskId = list.json().data[0].id;
      expect((await call('POST', `/api/todos/${id}/${taskId}/temperatures`, { value: 150 })).statusCode).toBe(200);
      const timer = await call('PUT', `/api/timers/${id}/1-1`, { isActive: true, startTime: Date.now() });
      expect(timer.statusCode, timer.body).toBe(200);
    }
    const db = t.database.db;
    const counts = async (id: number) =>
      Promise.all(
        (
          [
            'diary_tasks',
            'diary_task_lists',
            'diary_people',
            'diary_reviews',
            'temperature_readings',
            'timers',
          ] as const
        ).map(async (table) =>
          Number(
            (
              await db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .where('event_id', '=', id)
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    expect((await counts(event.id)).every((n) => n > 0)).toBe(true);

    const response = await call('DELETE', `/api/diary-events/${event.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await counts(event.id)).toEqual([0, 0, 0, 0, 0, 0]);
    expect((await counts(keep.id)).every((n) => n > 0)).toBe(true);
    expect((await call('GET', `/api/todos/${event.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/people/${event.id}`)).statusCode).toBe(404);
  });
});
