import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kitchenEn as en } from '#shared/content/locales/kitchen.en.ts';
import { kitchenMl as ml } from '#shared/content/locales/kitchen.ml.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import { errorOf, field, type } from '#web/test/form.ts';
import { ok, serveApi, type Call, type Routes } from '#web/test/fake-api.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { makeDiaryEvent, sessionUser } from '#web/test/factories.ts';
import { ProcedureHome } from '../procedure-home/procedure-home.tsx';

const wedding = makeDiaryEvent({ id: 1, title: 'Wedding', date: '2026-12-20', assignedTo: 'Anu', createdBy: 'owner' });
const party = makeDiaryEvent({ id: 2, title: 'Office party', date: '2026-12-24', createdBy: 'cook1' });
const old = makeDiaryEvent({
  id: 3,
  title: 'Harvest feast',
  date: '2026-10-01',
  createdBy: 'owner',
  isCompleted: true,
});

function setup(events: DiaryEvent[] = [wedding, party, old], overrides: Routes = {}) {
  let list = events;
  const server = serveApi({
    'GET /api/auth/me': () => ok({ user: sessionUser('cook1') }),
    'GET /api/diary-events': () => ok({ data: list }),
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

    expect(errorOf(field(en.diary.form.date))).toBe('Event title and date are required');
    expect(errorOf(field(en.diary.form.title))).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(posts(calls, '/api/diary-events/create')).toHaveLength(0);

    type(en.diary.form.title, '');
    type(en.diary.form.date, '2026-12-31');
    fireEvent.click(screen.getByRole('button', { name: en.diary.form.submit }));
    expect(errorOf(field(en.diary.form.title))).toBe('Event title and date are required');
    expect(posts(calls, '/api/diary-events/create')).toHaveLength(0);
  });

  it('filters: assigned, created by the signed-in account, completed', async () => {
    setup();
    await screen.findByRole('heading', { level: 3, name: 'Wedding' });
    fireEvent.click(screen.getByRole('button', { name: en.diary.filters.assigned }));
    expect(titles()).toEqual(['Wedding']);
    fireEvent.click(screen.getByRole('button', { name: en.diary.filters.created }));
    await waitFor(() => expect(titles()).toEqual(['Office party']));
    fireEvent.click(screen.getByRole('button', { name: en.diary.filters.completed }));
    expect(titles()).toEqual(['Harvest feast']);
    expect(screen.getByRole('button', { name: en.diary.filters.completed }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: en.diary.filters.all }));
    expect(titles()).toHaveLength(3);
  });

  it('asks before deleting an event', async () => {
    const { calls } = setup();
    const card = (await screen.findByRole('heading', { level: 3, name: 'Wedding' })).closest('article')!;
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

  it('saves an edited attendance as the people count', async () => {
    const { calls } = setup([wedding], { 'POST /api/people/:eventId': () => ok() });
    const card = (await screen.findByRole('heading', { level: 3, name: 'Wedding' })).closest('article')!;
    fireEvent.click(within(card).getByRole('button', { name: en.diary.card.editAttendance }));
    const input = within(card).getByLabelText(en.diary.card.attendanceLabel) as HTMLInputElement;
    expect(input.step).toBe('10');
    fireEvent.change(input, { target: { value: '2.5' } });
    fireEvent.click(within(card).getByRole('button', { name: en.diary.card.saveAttendance }));
    expect(errorOf(input)).toBe(en.diary.card.attendanceInvalid);
    fireEvent.change(input, { target: { value: '80' } });
    fireEvent.click(within(card).getByRole('button', { name: en.diary.card.saveAttendance }));
    await screen.findByText('Attendance saved: 80 people.');
    expect(posts(calls, '/api/people/1')[0]!.body).toEqual({ count: 80 });
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
    expect(errorOf(field(ml.diary.form.title))).toBe(ml.diary.form.required);
  });
});

describe('procedure home', () => {
  it('opens the preparation guide first; the tab follows the address and the arrow keys', async () => {
    serveApi({
      'GET /api/auth/me': () => ok({ user: sessionUser() }),
      'GET /api/diary-events': () => ok({ data: [] }),
    });
    renderWithProviders(<ProcedureHome />, { url: '/roadmap' });
    const guide = screen.getByRole('tab', { name: en.home.tabs.guide });
    expect(guide.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText(en.home.guideComing)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.home.tvMode }).getAttribute('href')).toBe('/soplocked');

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
