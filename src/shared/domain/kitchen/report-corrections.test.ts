import { describe, expect, it } from 'vitest';
import { reportsEn } from '../../content/locales/reports.en.ts';
import { reportsMl } from '../../content/locales/reports.ml.ts';
import { TextStore } from '../../content/text-store.ts';
import type { Correction } from '../../schemas/corrections.ts';
import type { ReportWords } from './report-cells.ts';
import { formatCorrectionInstant, groupCorrections, wordCorrection } from './report-corrections.ts';

const texts = new TextStore<'en' | 'ml'>('en').add('en', reportsEn).add('ml', reportsMl);
const en: ReportWords = texts.translator('en');
const ml: ReportWords = texts.translator('ml');

let next = 0;
const correction = (fields: Partial<Correction>): Correction => ({
  id: ++next,
  recordKind: 'task-completion',
  recordId: 'buy',
  action: 'undo',
  before: { completedBy: 'Bala', completedAt: '2026-12-20T04:32:00.000Z', completedAccount: 'cook' },
  after: null,
  reason: 'Ticked by mistake',
  madeBy: 'Anu',
  account: 'owner',
  madeAt: '2026-12-20T04:35:00.000Z',
  ...fields,
});

describe('report corrections in words', () => {
  it('an undone completion: who and when it was, who undid it and when, and why', () => {
    expect(wordCorrection(correction({}), en)).toBe(
      'Completion by Bala at 20/12/2026, 10:02 undone by Anu at 10:05 — Ticked by mistake',
    );
    expect(wordCorrection(correction({}), ml)).toBe(
      'Bala 20/12/2026, 10:02-ന് പൂർത്തിയാക്കിയത് Anu 10:05-ന് റദ്ദാക്കി — Ticked by mistake',
    );
  });

  it('an undone start; the day is written again when the undo came on another day', () => {
    const start = correction({
      recordKind: 'task-start',
      before: { startedBy: '', startedAt: '2026-12-19T04:32:00.000Z', startedAccount: 'cook' },
      madeBy: '',
    });
    // No typed name: the account stands for the person.
    expect(wordCorrection(start, en)).toBe(
      'Start by cook at 19/12/2026, 10:02 undone by owner at 20/12/2026, 10:05 — Ticked by mistake',
    );
  });

  it('a corrected reading, and a withdrawn one', () => {
    const reading = correction({
      recordKind: 'reading',
      recordId: '4',
      action: 'correct',
      before: { valueC: 150, takenBy: 'Ravi', takenAt: '2026-12-20T04:32:00.000Z' },
      after: { id: 5, valueC: 190, takenBy: 'Ravi', takenAt: '2026-12-20T04:36:00.000Z' },
      reason: 'Probe in the ash',
    });
    expect(wordCorrection(reading, en)).toBe(
      'Reading 150 °C by Ravi at 20/12/2026, 10:02 corrected to 190 °C by Anu at 10:05 — Probe in the ash',
    );
    expect(wordCorrection(reading, ml)).toBe(
      'Ravi 20/12/2026, 10:02-ന് രേഖപ്പെടുത്തിയ താപനില 150 °C Anu 10:05-ന് 190 °C ആയി തിരുത്തി — Probe in the ash',
    );
    expect(wordCorrection({ ...reading, action: 'undo', after: null }, en)).toBe(
      'Reading 150 °C by Ravi at 20/12/2026, 10:02 withdrawn by Anu at 10:05 — Probe in the ash',
    );
  });

  it('never fails on a record it cannot read: missing names and times, text times, odd kinds', () => {
    expect(wordCorrection(correction({ before: {} }), en)).toBe(
      'Completion by - at N/A undone by Anu at 20/12/2026, 10:05 — Ticked by mistake',
    );
    expect(wordCorrection(correction({ before: { completedBy: 'Sam', completedAt: 'after lunch' } }), en)).toBe(
      'Completion by Sam at after lunch undone by Anu at 20/12/2026, 10:05 — Ticked by mistake',
    );
    expect(wordCorrection(correction({ recordKind: 'cutlet-check' }), en)).toBe(
      'A record was changed by Anu at 20/12/2026, 10:05 — Ticked by mistake',
    );
  });

  it('writes Kerala wall-clock times, the day left out only when it is the same day', () => {
    const at = Date.parse('2026-12-20T18:40:00.000Z'); // 00:10 on the 21st in Kerala
    expect(formatCorrectionInstant(at)).toBe('21/12/2026, 00:10');
    expect(formatCorrectionInstant(at, Date.parse('2026-12-20T18:35:00.000Z'))).toBe('00:10');
    expect(formatCorrectionInstant(at, Date.parse('2026-12-20T18:25:00.000Z'))).toBe('21/12/2026, 00:10');
  });
});

describe('report corrections by record', () => {
  const tasks = [{ id: 'buy' }, { id: 'pit' }];
  const readings = [
    { id: 4, taskId: 'pit' },
    { id: 9, taskId: 'removed' },
  ];

  it('puts each beside its task, a reading under its reading and its task; the rest apart, oldest first', () => {
    const later = correction({ id: 20 });
    const earlier = correction({ id: 10, recordKind: 'task-start' });
    const onReading = correction({ id: 30, recordKind: 'reading', recordId: '4' });
    const onRemovedTask = correction({ id: 40, recordId: 'removed' });
    const onRemovedTasksReading = correction({ id: 50, recordKind: 'reading', recordId: '9' });
    const onUnknownReading = correction({ id: 60, recordKind: 'reading', recordId: '77' });
    const grouped = groupCorrections(
      [later, onReading, onRemovedTask, earlier, onRemovedTasksReading, onUnknownReading],
      tasks,
      readings,
    );
    expect(grouped.byTask.get('buy')).toEqual([earlier, later]);
    expect(grouped.byTask.get('pit')).toEqual([onReading]);
    expect(grouped.byReading.get(4)).toEqual([onReading]);
    expect(grouped.byReading.get(9)).toEqual([onRemovedTasksReading]);
    expect(grouped.other).toEqual([onRemovedTask, onRemovedTasksReading, onUnknownReading]);
  });
});
