import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  diaryEventReply,
  diaryEventsReply,
  peopleReply,
  reviewsReply,
  staleDiaryEventReply,
  staleReviewReply,
  type DiaryEvent,
} from '#shared/schemas/diary.ts';
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

const LIMITS = { min: '10', max: '100,000' };

describe('kitchen diary: events, people and reviews', () => {
  let t: TestApp;
  let staff: string;
  let otherStaff: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.signIn('staff', 'cook');
    otherStaff = await t.signIn('staff', 'cook2');
    admin = await t.signIn('admin', 'boss');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = staff) =>
    callAs(t.app, cookie, method, url, payload);
  const createEvent = async (body: object, cookie = staff) => {
    const response = await call('POST', '/api/diary-events/create', body, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return diaryEventReply.parse(response.json()).event;
  };
  const listPage = async (query = '', cookie = staff) => {
    const response = await call('GET', `/api/diary-events${query}`, undefined, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return diaryEventsReply.parse(response.json());
  };
  const stored = async (id: number) => {
    const response = await call('GET', `/api/diary-events/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return diaryEventReply.parse(response.json()).event;
  };
  const countRows = async (
    table: 'diary_events' | 'diary_tasks' | 'diary_task_lists' | 'diary_reviews',
    eventId?: number,
  ) => {
    let query = t.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n'));
    if (eventId !== undefined) query = query.where('event_id', '=', eventId);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  /** The whole event as the screens send it back for an update. */
  const update = (event: DiaryEvent, changes: object = {}) => ({
    title: event.title,
    date: event.date,
    description: event.description,
    assignedTo: event.assignedTo,
    estimatedAttendance: event.estimatedAttendance,
    isCompleted: event.isCompleted,
    salesEventId: event.salesEventId,
    version: event.version,
    ...changes,
  });
  /** The event as an item of the whole-list save. */
  const item = (event: DiaryEvent, changes: object = {}) => ({ id: event.id, ...update(event, changes) });
  let address: string | undefined;
  const listening = async () => (address ??= await t.app.listen({ port: 0, host: '127.0.0.1' }));

  it('refuses every diary call without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/diary-events'],
      ['GET', '/api/diary-events/1'],
      ['POST', '/api/diary-events/create'],
      ['DELETE', '/api/diary-events/1'],
      ['POST', '/api/diary-events/1/archive'],
      ['POST', '/api/diary-events/1/unarchive'],
      ['GET', '/api/people/1'],
      ['GET', '/api/people/1/booked'],
      ['POST', '/api/reviews/1'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('creates an event for the signed-in cook, guessing attendance from the title, at version 1', async () => {
    const event = await createEvent({ title: 'Wedding for 120 guests', date: '2027-01-10', estimatedAttendance: '' });
    expect(event).toMatchObject({
      title: 'Wedding for 120 guests',
      date: '2027-01-10',
      createdBy: 'cook',
      estimatedAttendance: 120,
      people: 120,
      isCompleted: false,
      assignedTo: '',
      salesEventId: null,
      version: 1,
      archivedAt: null,
    });
    // A title's own small number is a guess, held to the minimum of 10; a typed 3 is refused (below).
    expect((await createEvent({ title: 'Tiny: 3 guests', date: '2027-01-11' })).estimatedAttendance).toBe(10);
    expect((await createEvent({ title: 'A large party', date: '2027-01-12' })).estimatedAttendance).toBe(100);
    expect((await createEvent({ title: 'Numeric text', date: '2027-01-12', estimatedAttendance: '120' })).people).toBe(
      120,
    );
  });

  it('makes the default task list in the same call that creates the event', async () => {
    const event = await createEvent({ title: 'With tasks', date: '2027-01-13' });
    expect(await countRows('diary_tasks', event.id)).toBeGreaterThan(0);
    expect(await countRows('diary_task_lists', event.id)).toBe(1);
  });

  it('requires a title and a real calendar day, writing nothing otherwise', async () => {
    const before = await countRows('diary_events');
    for (const body of [{ title: '', date: '2027-01-10' }, { title: 'No date' }]) {
      const response = await call('POST', '/api/diary-events/create', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'kitchenRules.diary.titleDateRequired' });
    }
    for (const date of ['2026-02-31', '2026-13-01', 'someday', '2026-2-3']) {
      const response = await call('POST', '/api/diary-events/create', { title: 'Bad day', date });
      expect(response.statusCode, date).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'kitchenRules.limits.date', field: 'date' });
    }
    expect(await countRows('diary_events')).toBe(before);
    expect((await createEvent({ title: 'End of February', date: '2026-02-28' })).date).toBe('2026-02-28');
  });

  it('holds attendance to 10–100,000 people (refused below 10, never raised), worded with the limit', async () => {
    expect((await createEvent({ title: 'Ten', date: '2027-01-20', estimatedAttendance: 10 })).people).toBe(10);
    expect((await createEvent({ title: 'Max', date: '2027-01-20', estimatedAttendance: 100_000 })).people).toBe(
      100_000,
    );
    expect((await createEvent({ title: 'Guessed', date: '2027-01-20', estimatedAttendance: null })).people).toBe(50);
    const before = await countRows('diary_events');
    for (const estimatedAttendance of [100_001, 5, 9, '5', 0, -5, 1e300, 2.5, '100001', 'many', true]) {
      const response = await call('POST', '/api/diary-events/create', {
        title: 'Too many',
        date: '2027-01-20',
        estimatedAttendance,
      });
      expect(response.statusCode, String(estimatedAttendance)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'kitchenRules.limits.attendance',
        field: 'estimatedAttendance',
        params: LIMITS,
        error: 'Invalid estimatedAttendance: Enter an attendance of 10 to 100,000 people',
      });
    }
    expect(await countRows('diary_events')).toBe(before);

    const event = await createEvent({ title: 'Edited past the limit', date: '2027-01-21', estimatedAttendance: 40 });
    const bad = await call('PUT', `/api/diary-events/${event.id}`, update(event, { estimatedAttendance: 100_001 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'kitchenRules.limits.attendance' });
    expect(await stored(event.id)).toEqual(event);
  });

  describe('the list', () => {
    it('answers a page of 50, newest day first then newest id, with the total', async () => {
      const pager = await t.signIn('staff', 'pager');
      const made: DiaryEvent[] = [];
      for (let n = 0; n < 53; n++) {
        // Pairs of events share a day, so the id orders them.
        made.push(
          await createEvent(
            { title: `Paged ${n}`, date: `2027-06-${String(1 + Math.floor(n / 2)).padStart(2, '0')}` },
            pager,
          ),
        );
      }
      const expected = [...made].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id).map((event) => event.id);
      const first = await listPage('?filter=created', pager);
      expect(first).toMatchObject({ page: 1, pageSize: 50, total: 53 });
      expect(first.data.map((event) => event.id)).toEqual(expected.slice(0, 50));
      const second = await listPage('?filter=created&page=2', pager);
      expect(second).toMatchObject({ page: 2, pageSize: 50, total: 53 });
      expect(second.data.map((event) => event.id)).toEqual(expected.slice(50));
      expect((await listPage('?filter=created&page=3', pager)).data).toEqual([]);
      // Anyone else's "created by me" holds none of them.
      expect((await listPage('?filter=created', otherStaff)).data.some((event) => event.createdBy === 'pager')).toBe(
        false,
      );
      // Every page is at most 50, whatever the diary holds.
      expect((await listPage()).data.length).toBeLessThanOrEqual(50);
    });

    it('filters assigned and completed events on the server', async () => {
      const assigned = await createEvent({ title: 'Assigned one', date: '2099-01-01', assignedTo: 'Ravi' });
      const done = await createEvent({ title: 'Done one', date: '2099-01-01', isCompleted: true });
      const assignedPage = await listPage('?filter=assigned');
      expect(assignedPage.data.every((event) => event.assignedTo !== '')).toBe(true);
      expect(assignedPage.data.map((event) => event.id)).toContain(assigned.id);
      expect(assignedPage.data.map((event) => event.id)).not.toContain(done.id);
      const donePage = await listPage('?filter=completed');
      expect(donePage.data.every((event) => event.isCompleted)).toBe(true);
      expect(donePage.data.map((event) => event.id)).toContain(done.id);
      expect(donePage.data.map((event) => event.id)).not.toContain(assigned.id);
    });

    it('refuses bad query values with 400', async () => {
      for (const query of ['?page=0', '?page=-1', '?page=abc', '?page=1.5', '?filter=mine', '?archived=yes']) {
        const response = await call('GET', `/api/diary-events${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json()).toMatchObject({ success: false });
      }
      expect((await call('GET', '/api/reviews/1?page=0')).statusCode).toBe(400);
    });

    it('lets an admin use the diary too', async () => {
      expect((await call('GET', '/api/diary-events', undefined, admin)).statusCode).toBe(200);
    });
  });

  describe('versions', () => {
    it('refuses the second of two edits made from one version, with the event as it is now, writing nothing', async () => {
      const event = await createEvent({ title: 'Shared', date: '2027-02-01' });
      const first = await call('PUT', `/api/diary-events/${event.id}`, update(event, { title: 'First cook' }));
      expect(first.statusCode, first.body).toBe(200);
      const saved = diaryEventReply.parse(first.json()).event;
      expect(saved).toMatchObject({ title: 'First cook', version: 2 });

      const second = await call(
        'PUT',
        `/api/diary-events/${event.id}`,
        update(event, { assignedTo: 'Second cook' }),
        otherStaff,
      );
      expect(second.statusCode).toBe(409);
      const refusal = staleDiaryEventReply.parse(second.json());
      expect(refusal.code).toBe('kitchenRules.records.stale');
      expect(refusal.current).toEqual(saved);
      expect(await stored(event.id)).toEqual(saved);

      // Saved again from the current version, the second cook's change goes in.
      const again = await call('PUT', `/api/diary-events/${event.id}`, update(saved, { assignedTo: 'Second cook' }));
      expect(diaryEventReply.parse(again.json()).event).toMatchObject({
        title: 'First cook',
        assignedTo: 'Second cook',
        version: 3,
      });
    });

    it('requires the version on an update; sent back unchanged, an old version writes nothing', async () => {
      const event = await createEvent({ title: 'Needs a version', date: '2027-02-02' });
      const { version: _version, ...withoutVersion } = update(event, { title: 'Changed' });
      const missing = await call('PUT', `/api/diary-events/${event.id}`, withoutVersion);
      expect(missing.statusCode).toBe(400);
      expect((await stored(event.id)).title).toBe('Needs a version');
      await call('PUT', `/api/diary-events/${event.id}`, update(event, { title: 'Renamed' }));
      const same = await call('PUT', `/api/diary-events/${event.id}`, update(event, { title: 'Renamed' }));
      expect(same.statusCode).toBe(200);
      expect(diaryEventReply.parse(same.json()).event).toMatchObject({ title: 'Renamed', version: 2 });
    });

    it("keeps the estimated attendance when an update leaves it out, even one stored past today's limit", async () => {
      const event = await createEvent({ title: 'Old record', date: '2027-02-04', estimatedAttendance: 70 });
      const { estimatedAttendance: _left, ...withoutAttendance } = update(event, { isCompleted: true });
      const kept = await call('PUT', `/api/diary-events/${event.id}`, withoutAttendance);
      expect(diaryEventReply.parse(kept.json()).event).toMatchObject({ estimatedAttendance: 70, isCompleted: true });
      // Stored before the limits were kept: it can still be completed, and stays as it was.
      await t.database.db
        .updateTable('diary_events')
        .set({ estimated_attendance: 99_999_999 })
        .where('id', '=', event.id)
        .execute();
      const before = await stored(event.id);
      const { estimatedAttendance: _again, ...reopen } = update(before, { isCompleted: false });
      const reopened = await call('PUT', `/api/diary-events/${event.id}`, reopen);
      expect(reopened.statusCode, reopened.body).toBe(200);
      expect(diaryEventReply.parse(reopened.json()).event).toMatchObject({
        estimatedAttendance: 99_999_999,
        isCompleted: false,
      });
    });

    it('marks complete and incomplete through the versioned update', async () => {
      const event = await createEvent({ title: 'To complete', date: '2027-02-03' });
      const done = await call('PUT', `/api/diary-events/${event.id}`, update(event, { isCompleted: true }));
      expect(diaryEventReply.parse(done.json()).event).toMatchObject({ isCompleted: true, version: 2 });
      const late = await call(
        'PUT',
        `/api/diary-events/${event.id}`,
        update(event, { isCompleted: false, title: 'X' }),
      );
      expect(late.statusCode).toBe(409);
      expect((await stored(event.id)).isCompleted).toBe(true);
    });

    it('answers 404 for an unknown event', async () => {
      const missing = await call('PUT', '/api/diary-events/999999', { title: 'x', date: '2027-02-02', version: 1 });
      expect(missing.statusCode).toBe(404);
      expect((await call('GET', '/api/diary-events/999999')).statusCode).toBe(404);
      expect((await call('DELETE', '/api/diary-events/999999')).statusCode).toBe(404);
    });
  });

  describe('the whole-list save', () => {
    it('merges by id from each version, adds one new event with its tasks, and never deletes', async () => {
      const first = await createEvent({ title: 'Old one', date: '2026-12-01' });
      const untouched = await createEvent({ title: 'Left out', date: '2026-12-01' });
      const saved = await call('POST', '/api/diary-events', [
        item(first, { title: 'Old one, renamed', isCompleted: true }),
        { title: 'Brand new', date: '2026-12-03' },
      ]);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ success: true, savedCount: 2 });
      expect(await stored(first.id)).toMatchObject({ title: 'Old one, renamed', isCompleted: true, version: 2 });
      expect(await stored(untouched.id)).toEqual(untouched);
      const { id: addedId } = await t.database.db
        .selectFrom('diary_events')
        .select('id')
        .where('title', '=', 'Brand new')
        .executeTakeFirstOrThrow();
      expect(await stored(addedId)).toMatchObject({ createdBy: 'cook', version: 1 });
      expect(await countRows('diary_tasks', addedId)).toBeGreaterThan(0);
    });

    it('is refused whole when an item is stale: nothing of the call is written', async () => {
      const a = await createEvent({ title: 'List A', date: '2026-12-05' });
      const b = await createEvent({ title: 'List B', date: '2026-12-05' });
      await call('PUT', `/api/diary-events/${b.id}`, update(b, { title: 'List B, changed elsewhere' }));
      const bNow = await stored(b.id);
      const before = await countRows('diary_events');

      const response = await call('POST', '/api/diary-events', [
        item(a, { title: 'List A, mine' }),
        item(b, { title: 'List B, mine' }),
        { title: 'Would be new', date: '2026-12-06' },
      ]);
      expect(response.statusCode).toBe(409);
      expect(staleDiaryEventReply.parse(response.json()).current).toEqual(bNow);
      expect(await stored(a.id)).toEqual(a);
      expect(await stored(b.id)).toEqual(bNow);
      expect(await countRows('diary_events')).toBe(before);

      // An existing event named without a version is as stale as an old one.
      const { version: _v, ...noVersion } = item(a, { title: 'No version' });
      expect((await call('POST', '/api/diary-events', [noVersion])).statusCode).toBe(409);
      expect(await stored(a.id)).toEqual(a);
    });

    it('adds one event per call: two new items are refused, nothing written', async () => {
      const a = await createEvent({ title: 'Two new', date: '2026-12-07' });
      const before = await countRows('diary_events');
      const response = await call('POST', '/api/diary-events', [
        item(a, { title: 'Renamed too' }),
        { title: 'New 1', date: '2026-12-08' },
        { id: 987654, title: 'New 2 (unknown id)', date: '2026-12-08' },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'kitchenRules.records.oneAtATime',
        error: 'Add one new record at a time: save it, then add the next.',
      });
      expect(await countRows('diary_events')).toBe(before);
      expect(await stored(a.id)).toEqual(a);
    });

    it('applies the same limits to every item', async () => {
      const a = await createEvent({ title: 'Limits in the list', date: '2026-12-09' });
      for (const bad of [item(a, { estimatedAttendance: 1e300 }), item(a, { date: '2026-02-31' })]) {
        const response = await call('POST', '/api/diary-events', [bad]);
        expect(response.statusCode).toBe(400);
      }
      expect(await stored(a.id)).toEqual(a);
    });
  });

  describe('people', () => {
    it('saves a count of 10–100,000 as sent, refuses one below 10; the diary card reads the same number', async () => {
      const event = await createEvent({ title: 'People', date: '2099-12-31', estimatedAttendance: 40 });
      expect(peopleReply.parse((await call('GET', `/api/people/${event.id}`)).json()).data).toBe(40);
      expect((await call('POST', `/api/people/${event.id}`, { count: 10 })).json()).toEqual({
        success: true,
        data: 10,
      });
      expect((await call('POST', `/api/people/${event.id}`, { count: 100_000 })).json().data).toBe(100_000);
      expect((await call('POST', `/api/people/${event.id}`, { count: '137' })).json().data).toBe(137);
      expect((await call('GET', `/api/people/${event.id}`)).json()).toEqual({ success: true, data: 137 });
      const card = (await listPage('?filter=created')).data.find((each) => each.id === event.id)!;
      expect(card).toMatchObject({ people: 137, estimatedAttendance: 40 });
      expect((await stored(event.id)).people).toBe(137);

      for (const count of [100_001, 5, '9', 0, -5, 1e300, 'many', 2.5, '']) {
        const bad = await call('POST', `/api/people/${event.id}`, { count });
        expect(bad.statusCode, String(count)).toBe(400);
        expect(bad.json()).toMatchObject({
          success: false,
          code: 'kitchenRules.limits.people',
          params: LIMITS,
          error: 'Invalid count: Enter 10 to 100,000 people',
        });
      }
      expect((await stored(event.id)).people).toBe(137);
      expect((await call('GET', '/api/people/999999')).statusCode).toBe(404);
    });

    it('is part of the event: a count saved from an old version is refused, and saving bumps the version', async () => {
      const event = await createEvent({ title: 'Versioned people', date: '2027-03-02', estimatedAttendance: 40 });
      const saved = await call('POST', `/api/people/${event.id}`, { count: 80, version: event.version });
      expect(saved.json()).toEqual({ success: true, data: 80 });
      const now = await stored(event.id);
      expect(now).toMatchObject({ people: 80, version: 2 });

      const stale = await call('POST', `/api/people/${event.id}`, { count: 90, version: event.version }, otherStaff);
      expect(stale.statusCode).toBe(409);
      expect(staleDiaryEventReply.parse(stale.json()).current).toEqual(now);
      expect(await stored(event.id)).toEqual(now);
      // The update made from before the count was saved is stale too: the card had shown 40.
      const late = await call('PUT', `/api/diary-events/${event.id}`, update(event, { isCompleted: true }));
      expect(late.statusCode).toBe(409);
    });

    it('tells the diary screens when the count changes', async () => {
      const event = await createEvent({ title: 'Live people', date: '2027-03-03' });
      const diary = await openEventStream(`${await listening()}/api/live?topics=kitchen`, { cookie: staff });
      await call('POST', `/api/people/${event.id}`, { count: 70 });
      expect(await diary.waitFor(`"type":"people-saved","eventId":${event.id}`)).toBe(true);
      diary.close();
    });
  });

  it('counts booked people from paid, not cancelled bookings of the linked sales event, live', async () => {
    const salesEventId = await createTestEvent(t.database.db, { maxOrders: 20 });
    const event = await createEvent({ title: 'Linked', date: '2027-03-02', salesEventId });
    const unlinked = await createEvent({ title: 'Unlinked', date: '2027-03-03' });
    expect((await call('GET', `/api/people/${unlinked.id}/booked`)).json()).toEqual({ success: true, data: null });
    expect((await call('GET', `/api/people/${event.id}/booked`)).json()).toEqual({ success: true, data: 0 });
    const board = await openEventStream(`${await listening()}/api/live?topics=kitchen:${event.id}`, { cookie: staff });

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

  describe('reviews', () => {
    const reviews = async (eventId: number, page = 1) => {
      const response = await call('GET', `/api/reviews/${eventId}?page=${page}`);
      expect(response.statusCode, response.body).toBe(200);
      return reviewsReply.parse(response.json());
    };

    it('verifies a review from its booking reference, and keeps the verification when sent back', async () => {
      const salesEventId = await createTestEvent(t.database.db, { maxOrders: 20 });
      const event = await createEvent({ title: 'Reviewed', date: '2027-03-05', salesEventId });
      const order = await createOrder(t.app, orderBody(salesEventId, { combo: 1 }, 100000, { phone: uniquePhone() }));
      const booked = await postBooking(t.app, paidProof(order.json().orderId));
      expect(booked.statusCode).toBe(200);
      const reference = booked.json().booking.bookingId as string;

      const added = [
        {
          id: 'r1',
          reviewerName: 'Anu',
          comment: 'Lovely mandi',
          rating: 5,
          tags: ['Tasty', 'On time'],
          // As the customer reads it out: lower case, without the dash.
          bookingReference: ` ${reference.toLowerCase().replace('-', ' ')} `,
        },
        { reviewerName: 'Stranger', comment: 'Nice', rating: 4, bookingReference: 'MND-ZZZZZ' },
        { reviewerName: 'No reference', comment: 'Good', youtubeLink: 'https://youtu.be/abcdefghijk' },
      ];
      for (const review of added) {
        const saved = await call('POST', `/api/reviews/${event.id}`, [review]);
        expect(saved.statusCode, saved.body).toBe(200);
      }
      const page = await reviews(event.id);
      expect(page).toMatchObject({ page: 1, pageSize: 50, total: 3 });
      // Newest first.
      expect(page.data.map((review) => [review.reviewerName, review.verified])).toEqual([
        ['No reference', false],
        ['Stranger', false],
        ['Anu', true],
      ]);
      expect(page.data.every((review) => review.version === 1 && review.createdAt !== '')).toBe(true);
      expect(page.data[2]).toMatchObject({ id: 'r1', rating: 5, tags: ['Tasty', 'On time'], eventId: event.id });

      // Sent back as screens read them (no reference) with one more: nothing changes, the verification stays.
      const again = await call('POST', `/api/reviews/${event.id}`, [
        ...page.data,
        { reviewerName: 'Late', comment: 'Yum' },
      ]);
      expect(again.statusCode, again.body).toBe(200);
      const after = reviewsReply.parse(again.json()).data;
      expect(after.map((review) => [review.reviewerName, review.verified, review.version])).toEqual([
        ['Late', false, 1],
        ['No reference', false, 1],
        ['Stranger', false, 1],
        ['Anu', true, 1],
      ]);
    });

    it('keeps both of two reviews saved at the same moment, and never deletes one left out', async () => {
      const event = await createEvent({ title: 'Two screens', date: '2027-03-06' });
      const [one, two] = await Promise.all([
        call('POST', `/api/reviews/${event.id}`, [{ reviewerName: 'Screen one', comment: 'Good' }]),
        call('POST', `/api/reviews/${event.id}`, [{ reviewerName: 'Screen two', comment: 'Great' }], otherStaff),
      ]);
      expect([one!.statusCode, two!.statusCode]).toEqual([200, 200]);
      const names = (await reviews(event.id)).data.map((review) => review.reviewerName).sort();
      expect(names).toEqual(['Screen one', 'Screen two']);
      // A save that names neither keeps both.
      expect((await call('POST', `/api/reviews/${event.id}`, [])).statusCode).toBe(200);
      expect((await reviews(event.id)).total).toBe(2);
    });

    it('edits a review only from its current version; a stale edit is refused whole with the review as it is now', async () => {
      const event = await createEvent({ title: 'Edited review', date: '2027-03-07' });
      await call('POST', `/api/reviews/${event.id}`, [{ id: 'rv', reviewerName: 'Anu', comment: 'Good' }]);
      const [original] = (await reviews(event.id)).data;
      const edited = await call('POST', `/api/reviews/${event.id}`, [{ ...original, comment: 'Very good' }]);
      expect(edited.statusCode, edited.body).toBe(200);
      const [current] = (await reviews(event.id)).data;
      expect(current).toMatchObject({ comment: 'Very good', version: 2 });

      const stale = await call('POST', `/api/reviews/${event.id}`, [
        { ...original, rating: 2 },
        { reviewerName: 'Would be new', comment: 'x' },
      ]);
      expect(stale.statusCode).toBe(409);
      const refusal = staleReviewReply.parse(stale.json());
      expect(refusal).toMatchObject({ code: 'kitchenRules.records.stale', current });
      expect((await reviews(event.id)).data).toEqual([current]);
      const { version: _v, ...noVersion } = { ...current!, rating: 1 };
      expect((await call('POST', `/api/reviews/${event.id}`, [noVersion])).statusCode).toBe(409);
      expect((await reviews(event.id)).data).toEqual([current]);
    });

    it('adds one review per call: two new ones are refused, nothing written', async () => {
      const event = await createEvent({ title: 'Two new reviews', date: '2027-03-08' });
      const response = await call('POST', `/api/reviews/${event.id}`, [
        { reviewerName: 'A', comment: 'One' },
        { id: 'fresh', reviewerName: 'B', comment: 'Two' },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'kitchenRules.records.oneAtATime' });
      expect(await countRows('diary_reviews', event.id)).toBe(0);
    });

    it('answers 50 a page, newest first', async () => {
      const event = await createEvent({ title: 'Many reviews', date: '2027-03-09' });
      await t.database.db
        .insertInto('diary_reviews')
        .values(
          Array.from({ length: 52 }, (_, n) => ({
            event_id: event.id,
            id: `bulk-${String(n).padStart(2, '0')}`,
            sort_order: n,
            reviewer_name: `Guest ${n}`,
            comment: 'Fine',
            rating: 4,
            date: '2027-03-09',
            youtube_link: '',
            tags_json: '[]',
            phone: '',
            verified: 0,
            created_at: new Date(Date.UTC(2027, 2, 9, 12, n)).toISOString(),
          })),
        )
        .execute();
      const first = await reviews(event.id);
      expect(first).toMatchObject({ page: 1, pageSize: 50, total: 52 });
      expect(first.data).toHaveLength(50);
      expect(first.data[0]!.reviewerName).toBe('Guest 51');
      expect(first.data[49]!.reviewerName).toBe('Guest 2');
      expect((await reviews(event.id, 2)).data.map((review) => review.reviewerName)).toEqual(['Guest 1', 'Guest 0']);
    });

    it('refuses a review that breaks a rule, naming the field', async () => {
      const event = await createEvent({ title: 'Bad reviews', date: '2027-03-10' });
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
      expect((await reviews(event.id)).total).toBe(0);
    });
  });

  describe('corrections, not erasure', () => {
    const tasksOf = (eventId: number) =>
      t.database.db.selectFrom('diary_tasks').select(['id', 'task']).where('event_id', '=', eventId).execute();

    it('deletes an event without kitchen records, with its tasks, list, people count, reviews and timers', async () => {
      const event = await createEvent({ title: 'Doomed', date: '2027-04-01' });
      const keep = await createEvent({ title: 'Kept', date: '2027-04-02' });
      for (const id of [event.id, keep.id]) {
        await call('POST', `/api/people/${id}`, { count: 30 });
        await call('POST', `/api/reviews/${id}`, [{ reviewerName: 'A', comment: 'B' }]);
      }
      const response = await call('DELETE', `/api/diary-events/${event.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect(await countRows('diary_tasks', event.id)).toBe(0);
      expect(await countRows('diary_task_lists', event.id)).toBe(0);
      expect(await countRows('diary_reviews', event.id)).toBe(0);
      expect(await countRows('diary_tasks', keep.id)).toBeGreaterThan(0);
      expect((await call('GET', `/api/people/${event.id}`)).statusCode).toBe(404);
      expect((await call('GET', `/api/people/${keep.id}`)).json().data).toBe(30);
    });

    it('refuses to delete an event holding a reading, a started or completed task, or a correction — even for an admin', async () => {
      const db = t.database.db;
      const records: Record<string, (eventId: number, taskId: string) => Promise<unknown>> = {
        reading: (eventId, taskId) =>
          db
            .insertInto('temperature_readings')
            .values({
              event_id: eventId,
              task_id: taskId,
              value_c: 150,
              taken_at: new Date().toISOString(),
              taken_by: 'Ravi',
              check_kind: 'general',
              in_range: 1,
              corrective_action: null,
            })
            .execute(),
        started: (eventId, taskId) =>
          db
            .updateTable('diary_tasks')
            .set({ started_at: new Date().toISOString(), started_by: 'Ravi' })
            .where('event_id', '=', eventId)
            .where('id', '=', taskId)
            .execute(),
        completed: (eventId, taskId) =>
          db
            .updateTable('diary_tasks')
            .set({ completed: 1, completed_at: new Date().toISOString(), completed_by: 'Ravi' })
            .where('event_id', '=', eventId)
            .where('id', '=', taskId)
            .execute(),
        correction: (eventId, taskId) =>
          db
            .insertInto('kitchen_corrections')
            .values({
              event_id: eventId,
              cutlet_date: null,
              record_kind: 'task-completion',
              record_id: taskId,
              action: 'undo',
              before_json: '{}',
              after_json: null,
              reason: 'Ticked by mistake',
              made_by: 'Ravi',
              account: 'cook',
              made_at: new Date().toISOString(),
            })
            .execute(),
      };
      for (const [name, record] of Object.entries(records)) {
        const event = await createEvent({ title: `Has a ${name}`, date: '2027-04-03' });
        const [task] = await tasksOf(event.id);
        await record(event.id, task!.id);
        const tasksBefore = await countRows('diary_tasks', event.id);
        for (const cookie of [staff, admin]) {
          const response = await call('DELETE', `/api/diary-events/${event.id}`, undefined, cookie);
          expect(response.statusCode, name).toBe(409);
          expect(response.json()).toMatchObject({ code: 'kitchenRules.records.hasRecords' });
        }
        expect(await stored(event.id)).toEqual(event);
        expect(await countRows('diary_tasks', event.id)).toBe(tasksBefore);
      }
    });

    it('lets only an admin archive and unarchive; archived events leave the lists, stay readable and cannot change', async () => {
      const event = await createEvent({ title: 'To archive', date: '2099-12-30' });
      for (const action of ['archive', 'unarchive']) {
        const refused = await call('POST', `/api/diary-events/${event.id}/${action}`, undefined, staff);
        expect(refused.statusCode, action).toBe(403);
      }
      expect(await stored(event.id)).toEqual(event);

      const archived = await call('POST', `/api/diary-events/${event.id}/archive`, {}, admin);
      expect(archived.statusCode, archived.body).toBe(200);
      const kept = diaryEventReply.parse(archived.json()).event;
      expect(kept).toMatchObject({ archivedBy: 'boss', version: 2 });
      expect(Date.parse(kept.archivedAt!)).toBeGreaterThan(Date.now() - 60_000);
      // Twice changes nothing.
      const twice = await call('POST', `/api/diary-events/${event.id}/archive`, {}, admin);
      expect(diaryEventReply.parse(twice.json()).event).toEqual(kept);

      const ids = async (query: string) => (await listPage(query)).data.map((each) => each.id);
      expect(await ids('?filter=created')).not.toContain(event.id);
      expect(await ids('?filter=created&archived=include')).toContain(event.id);
      expect(await ids('?archived=only')).toContain(event.id);
      expect((await listPage('?archived=only')).data.every((each) => each.archivedAt !== null)).toBe(true);
      expect(await stored(event.id)).toEqual(kept);
      expect((await call('GET', `/api/people/${event.id}`)).statusCode).toBe(200);

      const refusals = [
        await call('PUT', `/api/diary-events/${event.id}`, update(kept, { title: 'Changed' })),
        await call('POST', '/api/diary-events', [item(kept, { title: 'Changed' })]),
        await call('DELETE', `/api/diary-events/${event.id}`),
        await call('POST', `/api/people/${event.id}`, { count: 99 }),
        await call('POST', `/api/reviews/${event.id}`, [{ reviewerName: 'A', comment: 'B' }]),
      ];
      for (const refusal of refusals) {
        expect(refusal.statusCode).toBe(409);
        expect(refusal.json()).toMatchObject({ code: 'kitchenRules.diary.archived' });
      }
      expect(await stored(event.id)).toEqual(kept);

      const back = await call('POST', `/api/diary-events/${event.id}/unarchive`, {}, admin);
      const unarchived = diaryEventReply.parse(back.json()).event;
      expect(unarchived).toMatchObject({ archivedAt: null, archivedBy: null, version: 3 });
      const edited = await call('PUT', `/api/diary-events/${event.id}`, update(unarchived, { title: 'Changed' }));
      expect(edited.statusCode).toBe(200);
      expect(await ids('?filter=created')).toContain(event.id);
    });
  });
});
