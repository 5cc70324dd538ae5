import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cutletsEn } from '#shared/content/locales/cutlets.en.ts';
import { kitchenEn as en } from '#shared/content/locales/kitchen.en.ts';
import { kitchenMl as ml } from '#shared/content/locales/kitchen.ml.ts';
import { kitchenRulesEn as rules } from '#shared/content/locales/kitchen-rules.en.ts';
import { kitchenRulesMl as rulesMl } from '#shared/content/locales/kitchen-rules.ml.ts';
import type { DiaryEvent, DiaryEventUpdate } from '#shared/schemas/diary.ts';
import { errorOf, field, type } from '#web/test/form.ts';
import { fail, ok, serveApi, type Call, type Routes } from '#web/test/fake-api.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { diaryPage, makeDiaryEvent, sessionUser } from '#web/test/factories.ts';
import { ProcedureHome } from '../../home/components/procedure-home.tsx';

const wedding = makeDiaryEvent({ id: 1, title: 'Wedding', date: '2026-12-20', assignedTo: 'Anu', createdBy: 'owner' });
const party = makeDiaryEvent({ id: 2, title: 'Office party', date: '2026-12-24', createdBy: 'cook1' });
const old = makeDiaryEvent({
  id: 3,
  title: 'Harvest feast',
  date: '2026-10-01',
  createdBy: 'owner',
  isCompleted: true,
});

const newestFirst = (events: DiaryEvent[]) => [...events].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

/** The server's list: filtered, archived left out unless asked for, newest first, 50 a page. */
function listed(events: DiaryEvent[], query: URLSearchParams, username: string) {
  const filter = query.get('filter') ?? 'all';
  const archived = query.get('archived') ?? 'exclude';
  const page = Number(query.get('page') ?? 1);
  const kept = newestFirst(events).filter(
    (event) =>
      (archived === 'include' || (archived === 'only') === (event.archivedAt !== null)) &&
      (filter === 'all' ||
        (filter === 'assigned' && event.assignedTo !== '') ||
        (filter === 'created' && event.createdBy === username) ||
        (filter === 'completed' && event.isCompleted)),
  );
  return diaryPage(kept.slice((page - 1) * 50, page * 50), page, kept.length);
}

function setup(events: DiaryEvent[] = [wedding, party, old], overrides: Routes = {}, user = sessionUser('cook1')) {
  let list = events;
  const server = serveApi({
    'GET /api/auth/me': () => ok({ user }),
    'GET /api/diary-events': ({ query }) => ok(listed(list, query, user.username)),
    'GET /api/diary-events/:id': ({ params }) => {
      const event = list.find((each) => each.id === Number(params.id));
      return event ? ok({ event }) : fail(404, 'Not found');
    },
    'POST /api/diary-events/create': ({ body }) => {
      const input = body as Partial<DiaryEvent>;
      const event = makeDiaryEvent({ ...input, id: 9, createdBy: 'cook1' });
      list = [...list, event];
      return ok({ event });
    },
    'DELETE /api/diary-events/:id': ({ params }) => {
      list = list.filter((event) => event.id !== Number(params.id));
      return ok();
    },
    'POST /api/diary-events/:id/archive': ({ params }) => {
      list = list.map((event) =>
        event.id === Number(params.id)
          ? { ...event, archivedAt: '2026-11-26T10:00:00.000Z', archivedBy: 'owner' }
          : event,
      );
      return ok({ event: list.find((event) => event.id === Number(params.id)) });
    },
    ...overrides,
  });
  renderWithProviders(<ProcedureHome />, { url: '/roadmap?tab=diary' });
  return server;
}

const titles = () =>
  within(screen.getByRole('list', { name: en.diary.title }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const posts = (calls: Call[], path: string) => calls.filter((call) => call.method === 'POST' && call.path === path);
const cardOf = async (title: string) =>
  (await screen.findByRole('heading', { level: 3, name: title })).closest('article')!;

describe('event diary', () => {
  it('lists events newest date first', async () => {
    setup();
    await screen.findByRole('heading', { level: 3, name: 'Office party' });
    expect(titles()).toEqual(['Office party', 'Wedding', 'Harvest feast']);
  });

  it('creates an event with the attendance guessed from its title', async () => {
    const { calls } = setup();
    await screen.findByRole('heading', { level: 3, name: 'Wedding' });
    fireEvent.click(screen.getByRole('button', { name: en.diary.createToggle }));
    expect(screen.getByText(en.diary.form.attendanceHint)).toBeTruthy();
    type(en.diary.form.title, 'Beach mandi for 120 guests');
    expect(screen.getByText('If left empty: 120 people')).toBeTruthy();
    type(en.diary.form.date, '2026-12-31');
    type(en.diary.form.description, 'Sea view');
    fireEvent.click(screen.getByRole('button', { name: en.diary.form.submit }));

    await screen.findByRole('heading', { level: 3, name: 'Beach mandi for 120 guests' });
    expect(posts(calls, '/api/diary-events/create')[0]!.body).toMatchObject({
      title: 'Beach mandi for 120 guests',
      date: '2026-12-31',
      description: 'Sea view',
      estimatedAttendance: 120,
    });
    expect(screen.getByText(en.diary.success.created)).toBeTruthy();
  });

  it('shows a missing title or date beside the field, not as an alert', async () => {
    const { calls } = setup();
    await screen.findByRole('heading', { level: 3, name: 'Wedding' });
    fireEvent.click(screen.getByRole('button', { name: en.diary.createToggle }));
    type(en.diary.form.title, 'Small family lunch');
    expect(screen.getByText('If left empty: 30 people')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.diary.form.submit }));

    await waitFor(() => expect(errorOf(field(en.diary.form.date))).toBe('Event title and date are required'));
    expect(document.activeElement).toBe(field(en.diary.form.date));
    expect(errorOf(field(en.diary.form.title))).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(posts(calls, '/api/diary-events/create')).toHaveLength(0);

    type(en.diary.form.title, '');
    type(en.diary.form.date, '2026-12-31');
    fireEvent.click(screen.getByRole('button', { name: en.diary.form.submit }));
    await waitFor(() => expect(errorOf(field(en.diary.form.title))).toBe('Event title and date are required'));
    expect(posts(calls, '/api/diary-events/create')).toHaveLength(0);
  });

  it('words the attendance limit beside the field before calling, in English and Malayalam', async () => {
    const { calls } = setup();
    await screen.findByRole('heading', { level: 3, name: 'Wedding' });
    fireEvent.click(screen.getByRole('button', { name: en.diary.createToggle }));
    type(en.diary.form.title, 'Rally');
    type(en.diary.form.date, '2026-12-31');
    for (const [typed, refusal] of [
      ['2.5', 'Whole numbers only, like 12'],
      ['-5', 'Type digits only, like 12'],
      ['1e3', 'Type digits only, like 12'],
      ['99999999999999999999', 'Enter an attendance of 10 to 100,000 people'],
      ['100001', 'Enter an attendance of 10 to 100,000 people'],
      ['0', 'Enter an attendance of 10 to 100,000 people'],
      // At least 10 people — 5 is refused, never saved as 10.
      ['5', 'Enter an attendance of 10 to 100,000 people'],
    ] as const) {
      type(en.diary.form.attendance, typed);
      fireEvent.click(screen.getByRole('button', { name: en.diary.form.submit }));
      await waitFor(() => expect(errorOf(field(en.diary.form.attendance)), typed).toBe(refusal));
      expect(field(en.diary.form.attendance).value).toBe(typed);
    }
    expect(posts(calls, '/api/diary-events/create')).toHaveLength(0);

    await switchLanguage('ml');
    fireEvent.click(screen.getByRole('button', { name: ml.diary.form.submit }));
    await waitFor(() =>
      expect(errorOf(field(ml.diary.form.attendance))).toBe('10 മുതൽ 100,000 വരെ ആളുകളുടെ എണ്ണം പ്രതീക്ഷിക്കുന്ന ഹാജരായി നൽകുക'),
    );
    expect(posts(calls, '/api/diary-events/create')).toHaveLength(0);
    type(ml.diary.form.attendance, '100000');
    fireEvent.click(screen.getByRole('button', { name: ml.diary.form.submit }));
    await waitFor(() => expect(posts(calls, '/api/diary-events/create')).toHaveLength(1));
    expect(posts(calls, '/api/diary-events/create')[0]!.body).toMatchObject({ estimatedAttendance: 100_000 });
  });

  it("words the server's refusal of a field from its code and values, beside the field", async () => {
    setup(undefined, {
      'POST /api/diary-events/create': () =>
        fail(
          400,
          'Invalid estimatedAttendance: Enter an attendance of 10 to 100,000 people',
          'kitchenRules.limits.attendance',
          {
            field: 'estimatedAttendance',
            params: { min: '10', max: '100,000' },
          },
        ),
    });
    await screen.findByRole('heading', { level: 3, name: 'Wedding' });
    await switchLanguage('ml');
    fireEvent.click(screen.getByRole('button', { name: ml.diary.createToggle }));
    type(ml.diary.form.title, 'Rally');
    type(ml.diary.form.date, '2026-12-31');
    type(ml.diary.form.attendance, '500');
    fireEvent.click(screen.getByRole('button', { name: ml.diary.form.submit }));
    await waitFor(() =>
      expect(errorOf(field(ml.diary.form.attendance))).toBe('10 മുതൽ 100,000 വരെ ആളുകളുടെ എണ്ണം പ്രതീക്ഷിക്കുന്ന ഹാജരായി നൽകുക'),
    );
  });

  it('filters on the server: assigned, created by the signed-in account, completed', async () => {
    const { calls } = setup();
    await screen.findByRole('heading', { level: 3, name: 'Wedding' });
    fireEvent.click(screen.getByRole('button', { name: en.diary.filters.assigned }));
    await waitFor(() => expect(titles()).toEqual(['Wedding']));
    fireEvent.click(screen.getByRole('button', { name: en.diary.filters.created }));
    await waitFor(() => expect(titles()).toEqual(['Office party']));
    fireEvent.click(screen.getByRole('button', { name: en.diary.filters.completed }));
    await waitFor(() => expect(titles()).toEqual(['Harvest feast']));
    expect(screen.getByRole('button', { name: en.diary.filters.completed }).getAttribute('aria-pressed')).toBe('true');
    const asked = calls.filter((call) => call.path === '/api/diary-events').map((call) => call.query.get('filter'));
    expect(asked).toEqual(expect.arrayContaining(['assigned', 'created', 'completed']));
    fireEvent.click(screen.getByRole('button', { name: en.diary.filters.all }));
    await waitFor(() => expect(titles()).toHaveLength(3));
    // Staff have no archived filter.
    expect(screen.queryByRole('button', { name: en.diary.filters.archived })).toBeNull();
  });

  it('shows a page at a time and loads the next on request', async () => {
    // The server says how many a page holds (50); two here keep the screen small.
    const { calls } = setup([wedding, party, old], {
      'GET /api/diary-events': ({ query }) => {
        const page = Number(query.get('page') ?? 1);
        const all = newestFirst([wedding, party, old]);
        return ok({ data: all.slice((page - 1) * 2, page * 2), page, pageSize: 2, total: all.length });
      },
    });
    await screen.findByText('Showing 2 of 3 events');
    expect(titles()).toEqual(['Office party', 'Wedding']);
    const more = screen.getByRole('button', { name: en.diary.loadMore });
    expect(more.className).toContain('min-h-12');
    fireEvent.click(more);
    await screen.findByText('Showing 3 of 3 events');
    expect(titles()).toEqual(['Office party', 'Wedding', 'Harvest feast']);
    expect(calls.some((call) => call.path === '/api/diary-events' && call.query.get('page') === '2')).toBe(true);
    expect(screen.queryByRole('button', { name: en.diary.loadMore })).toBeNull();
  });

  it('asks before deleting an event', async () => {
    const { calls } = setup();
    const card = await cardOf('Wedding');
    fireEvent.click(within(card).getByRole('button', { name: en.diary.card.delete }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this event?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: en.common.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(within(card).getByRole('button', { name: en.diary.card.delete }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: en.diary.deleteDialog.confirm }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: 'Wedding' })).toBeNull());
    expect(calls.find((call) => call.method === 'DELETE')!.path).toBe('/api/diary-events/1');
  });

  it('says why an event with kitchen records cannot be deleted', async () => {
    setup(undefined, {
      'DELETE /api/diary-events/:id': () =>
        fail(409, 'This event has temperature readings…', 'kitchenRules.records.hasRecords'),
    });
    const card = await cardOf('Wedding');
    fireEvent.click(within(card).getByRole('button', { name: en.diary.card.delete }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: en.diary.deleteDialog.confirm }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This event has temperature readings, completed tasks or a record of what was used: an admin can archive it instead.',
    );
    expect(titles()).toContain('Wedding');
  });

  it('lets an admin archive an event and see the archived ones', async () => {
    const { calls } = setup(undefined, {}, { ...sessionUser('owner'), role: 'admin' });
    const card = await cardOf('Wedding');
    fireEvent.click(within(card).getByRole('button', { name: en.diary.card.archive }));
    await screen.findByText(en.diary.success.archived);
    await waitFor(() => expect(titles()).not.toContain('Wedding'));
    expect(posts(calls, '/api/diary-events/1/archive')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: en.diary.filters.archived }));
    await waitFor(() => expect(titles()).toEqual(['Wedding']));
    const archived = await cardOf('Wedding');
    expect(within(archived).getByRole('button', { name: en.diary.card.unarchive })).toBeTruthy();
    // An archived event is kept as it is: nothing on its card changes it.
    expect(within(archived).queryByRole('button', { name: en.diary.card.delete })).toBeNull();
    expect(within(archived).queryByRole('button', { name: en.diary.card.markComplete })).toBeNull();
  });

  it('shows the people count every screen shows, and saves an edited one from the version read', async () => {
    const counted = { ...wedding, estimatedAttendance: 120, people: 137, version: 4 };
    const { calls } = setup([counted], { 'POST /api/people/:eventId': () => ok({ data: 80 }) });
    const card = await cardOf('Wedding');
    expect(within(card).getByText('Estimated attendance: 137 people')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: en.diary.card.editAttendance }));
    const input = within(card).getByLabelText(en.diary.card.attendanceLabel) as HTMLInputElement;
    expect(input.value).toBe('137');
    // Steps of 10, as the attendance field moves.
    fireEvent.click(within(card).getByRole('button', { name: en.diary.card.morePeople }));
    expect(input.value).toBe('147');
    fireEvent.click(within(card).getByRole('button', { name: en.diary.card.fewerPeople }));
    fireEvent.click(within(card).getByRole('button', { name: en.diary.card.fewerPeople }));
    expect(input.value).toBe('127');
    for (const [typed, refusal] of [
      ['2.5', 'Whole numbers only, like 12'],
      ['-5', 'Type digits only, like 12'],
      ['1e3', 'Type digits only, like 12'],
      ['99999999999999999999', 'Enter 10 to 100,000 people'],
      ['100001', 'Enter 10 to 100,000 people'],
      ['0', 'Enter 10 to 100,000 people'],
      ['5', 'Enter 10 to 100,000 people'],
    ] as const) {
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.click(within(card).getByRole('button', { name: en.diary.card.saveAttendance }));
      await waitFor(() => expect(errorOf(input), typed).toBe(refusal));
      expect(input.value).toBe(typed);
    }
    expect(posts(calls, '/api/people/1')).toHaveLength(0);
    fireEvent.change(input, { target: { value: '80' } });
    fireEvent.click(within(card).getByRole('button', { name: en.diary.card.saveAttendance }));
    await screen.findByText('Attendance saved: 80 people.');
    expect(posts(calls, '/api/people/1')[0]!.body).toEqual({ count: 80, version: 4 });
  });

  it('completes an event with its leftover meat, words a weight it cannot take beside the field', async () => {
    const { calls } = setup([wedding], {
      'PUT /api/diary-events/:id': ({ body }) =>
        ok({ event: { ...wedding, ...(body as DiaryEventUpdate), isCompleted: true, version: 2 } }),
    });
    const card = await cardOf('Wedding');
    fireEvent.click(within(card).getByRole('button', { name: en.diary.card.markComplete }));
    const kg = within(card).getByLabelText(cutletsEn.diary.leftoverLabel) as HTMLInputElement;
    for (const [typed, refusal] of [
      ['-1', 'Type digits only, like 12 or 2.5'],
      ['1e3', 'Type digits only, like 12 or 2.5'],
      ['2.55', 'At most 1 digit(s) after the point'],
      ['1001', cutletsEn.diary.invalid],
    ] as const) {
      fireEvent.change(kg, { target: { value: typed } });
      fireEvent.click(within(card).getByRole('button', { name: cutletsEn.diary.complete }));
      await waitFor(() => expect(errorOf(kg), typed).toBe(refusal));
    }
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    fireEvent.change(kg, { target: { value: '2.5' } });
    fireEvent.click(within(card).getByRole('button', { name: cutletsEn.diary.complete }));
    await screen.findByText(en.diary.success.updated);
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ isCompleted: true, leftoverMeatKg: 2.5 });
  });

  it('words the people limit in Malayalam', async () => {
    await switchLanguage('ml');
    setup([wedding]);
    const card = await cardOf('Wedding');
    fireEvent.click(within(card).getByRole('button', { name: ml.diary.card.editAttendance }));
    const input = within(card).getByLabelText(ml.diary.card.attendanceLabel) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '100001' } });
    fireEvent.click(within(card).getByRole('button', { name: ml.diary.card.saveAttendance }));
    await waitFor(() => expect(errorOf(input)).toBe('10 മുതൽ 100,000 വരെ ആളുകളുടെ എണ്ണം നൽകുക'));
  });

  describe('a change made from an old version', () => {
    const done = makeDiaryEvent({ id: 1, title: 'Wedding', date: '2026-12-20', isCompleted: true, version: 1 });
    const current = { ...done, title: 'Wedding at the hall', people: 140, version: 2 };
    const stale = () =>
      fail(409, 'Someone else changed this…', 'kitchenRules.records.stale', {}) as {
        status: number;
        body: Record<string, unknown>;
      };

    function conflictSetup() {
      let answered = false;
      return setup([done], {
        'PUT /api/diary-events/:id': ({ body }) => {
          if (!answered) {
            answered = true;
            const reply = stale();
            return { ...reply, body: { ...reply.body, current } };
          }
          return ok({ event: { ...current, ...(body as DiaryEventUpdate), version: 3 } });
        },
      });
    }

    it("shows the cook's version beside the saved one and keeps the cook's, saved from the current version", async () => {
      const { calls } = conflictSetup();
      const card = await cardOf('Wedding');
      fireEvent.click(within(card).getByRole('button', { name: en.diary.card.markIncomplete }));
      const conflict = await within(card).findByRole('alert');
      expect(within(conflict).getByText(rules.records.conflict.heading)).toBeTruthy();
      expect(within(conflict).getByText(/Their version is shown beside yours/)).toBeTruthy();
      const [mine, theirs] = within(conflict)
        .getAllByRole('definition')
        .reduce<string[][]>(
          (columns, value, index, all) => {
            columns[index < all.length / 2 ? 0 : 1]!.push(value.textContent ?? '');
            return columns;
          },
          [[], []],
        );
      // Title, people and status differ: the cook's on the left, the saved ones on the right.
      expect(mine).toEqual(['Wedding', '50', en.diary.card.open]);
      expect(theirs).toEqual(['Wedding at the hall', '140', en.diary.card.completed]);

      fireEvent.click(within(conflict).getByRole('button', { name: rules.records.conflict.keepMine }));
      await screen.findByText(en.diary.success.updated);
      const puts = calls.filter((call) => call.method === 'PUT');
      expect(puts).toHaveLength(2);
      expect(puts[0]!.body).toMatchObject({ isCompleted: false, version: 1 });
      // Saved again from the current version: their title stays, the cook's change goes in.
      expect(puts[1]!.body).toMatchObject({ title: 'Wedding at the hall', isCompleted: false, version: 2 });
      expect(within(card).queryByRole('alert')).toBeNull();
    });

    it('takes the saved one: nothing more is sent', async () => {
      const { calls } = conflictSetup();
      const card = await cardOf('Wedding');
      fireEvent.click(within(card).getByRole('button', { name: en.diary.card.markIncomplete }));
      const conflict = await within(card).findByRole('alert');
      fireEvent.click(within(conflict).getByRole('button', { name: rules.records.conflict.takeSaved }));
      expect(within(card).queryByRole('alert')).toBeNull();
      expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    });

    it('reads in Malayalam', async () => {
      await switchLanguage('ml');
      conflictSetup();
      const card = await cardOf('Wedding');
      fireEvent.click(within(card).getByRole('button', { name: ml.diary.card.markIncomplete }));
      const conflict = await within(card).findByRole('alert');
      expect(within(conflict).getByText(rulesMl.records.conflict.heading)).toBeTruthy();
      expect(within(conflict).getByRole('button', { name: rulesMl.records.conflict.keepMine })).toBeTruthy();
      expect(within(conflict).getByRole('button', { name: rulesMl.records.conflict.takeSaved })).toBeTruthy();
      expect(within(conflict).getByText(rulesMl.records.conflict.yours)).toBeTruthy();
    });
  });

  it('says when there are no events', async () => {
    setup([]);
    expect(await screen.findByText(en.diary.empty)).toBeTruthy();
  });

  it('offers a retry when the events cannot be loaded', async () => {
    setup([], { 'GET /api/diary-events': () => ({ status: 500, body: { success: false, error: 'Boom' } }) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load events. Please try again later.');
    expect(within(alert).getByRole('button', { name: en.common.retry })).toBeTruthy();
  });

  it('reads in Malayalam', async () => {
    await switchLanguage('ml');
    setup();
    await screen.findByRole('heading', { level: 3, name: 'Wedding' });
    expect(screen.getByRole('heading', { level: 2, name: ml.diary.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: ml.diary.createToggle })).toBeTruthy();
    expect(screen.getByRole('button', { name: ml.diary.filters.created })).toBeTruthy();
    expect(screen.getByRole('tab', { name: ml.home.tabs.diary }).getAttribute('aria-selected')).toBe('true');
    const card = screen.getByRole('heading', { level: 3, name: 'Wedding' }).closest('article')!;
    expect(within(card).getByRole('button', { name: ml.diary.card.viewTasks })).toBeTruthy();
    expect(within(card).getByText('പ്രതീക്ഷിക്കുന്നത്: 50 പേർ')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: ml.diary.createToggle }));
    fireEvent.click(screen.getByRole('button', { name: ml.diary.form.submit }));
    await waitFor(() => expect(errorOf(field(ml.diary.form.title))).toBe(rulesMl.diary.titleDateRequired));
  });
});

describe('procedure home', () => {
  it('opens the preparation guide first; the tab follows the address and the arrow keys', async () => {
    serveApi({
      'GET /api/auth/me': () => ok({ user: sessionUser() }),
      'GET /api/diary-events': () => ok(diaryPage([])),
    });
    renderWithProviders(<ProcedureHome />, { url: '/roadmap' });
    const guide = screen.getByRole('tab', { name: en.home.tabs.guide });
    expect(guide.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText(en.home.guideComing)).toBeTruthy();
    const screens = screen.getByRole('navigation', { name: en.home.toolsLabel });
    expect(
      within(screens)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [en.home.tvMode, '/soplocked'],
      [en.home.tools.board, '/testworks'],
      [en.home.tools.reports, '/eventreports'],
      [en.home.tools.recipes, '/recipe'],
      [en.home.tools.cutlets, '/cutlets'],
      [en.home.tools.purchase, '/purchase-list'],
    ]);
    // SOP TV Mode is the grey one; every way in is touch-sized.
    expect(screen.getByRole('link', { name: en.home.tvMode }).className).toContain('bg-stone-600');
    for (const link of within(screens).getAllByRole('link')) expect(link.className).toContain('min-h-12');

    fireEvent.keyDown(guide, { key: 'ArrowRight' });
    const diary = screen.getByRole('tab', { name: en.home.tabs.diary });
    expect(diary.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(diary);
    expect(await screen.findByText(en.diary.empty)).toBeTruthy();

    fireEvent.keyDown(diary, { key: 'ArrowRight' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Inventory Management' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: en.home.tabs.inventory }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: en.home.tabs.guide }).getAttribute('aria-selected')).toBe('true');
  });
});
