import { describe, expect, it } from 'vitest';
import { reportsEn } from '../../content/locales/reports.en.ts';
import { reportsMl } from '../../content/locales/reports.ml.ts';
import { TextStore } from '../../content/text-store.ts';
import type { Correction } from '../../schemas/corrections.ts';
import { blankTask } from '../../content/default-tasks.ts';
import { reportCells, wordRecordTime, type ReportWords } from './report-cells.ts';
import { wordCorrection } from './report-corrections.ts';

const texts = new TextStore<'en' | 'ml'>('en').add('en', reportsEn).add('ml', reportsMl);
const en: ReportWords = texts.translator('en');
const ml: ReportWords = texts.translator('ml');

const MADE = '2026-12-20T03:45:00.000Z'; // 09:15 in Kerala

describe('the report shows when a record was made, and when it reached the server if that was later', () => {
  it('shows the time made alone when it arrived within a minute, or its arrival is not known', () => {
    expect(wordRecordTime(MADE, '2026-12-20T03:46:00.000Z', en)).toBe('20/12/2026, 09:15:00');
    expect(wordRecordTime(MADE, null, en)).toBe('20/12/2026, 09:15:00');
    expect(wordRecordTime(MADE, undefined, en)).toBe('20/12/2026, 09:15:00');
    expect(wordRecordTime(null, null, en)).toBe('N/A');
  });

  it('adds when it reached the server when that was more than a minute later, in both languages', () => {
    const arrived = '2026-12-20T03:51:04.000Z';
    expect(wordRecordTime(MADE, arrived, en)).toBe('20/12/2026, 09:15:00 (reached the server 20/12/2026, 09:21:04)');
    expect(wordRecordTime(MADE, arrived, ml)).toBe('20/12/2026, 09:15:00 (സെർവറിൽ എത്തിയത് 20/12/2026, 09:21:04)');
  });

  it("a task's start and completion cells (the screen's table, the CSV and the PDF) carry both", () => {
    const task = {
      ...blankTask(5),
      startedAt: MADE,
      startedArrivedAt: MADE,
      completedAt: '2026-12-20T04:00:00.000Z',
      completedArrivedAt: '2026-12-20T04:07:30.000Z',
      completed: true,
    };
    const cells = reportCells(task, en);
    expect(cells.startTime).toBe('20/12/2026, 09:15:00');
    expect(cells.completionTime).toBe('20/12/2026, 09:30:00 (reached the server 20/12/2026, 09:37:30)');
    // How long it took is counted between the times the cook made them.
    expect(cells.timeTaken).toBe('15 minutes');
  });

  it('an undo sent late says when it was made and when it reached the server', () => {
    const correction: Correction = {
      id: 1,
      recordKind: 'task-completion',
      recordId: 'buy',
      action: 'undo',
      before: { completedBy: 'Bala', completedAt: '2026-12-20T04:32:00.000Z', completedAccount: 'cook' },
      after: null,
      reason: 'Ticked by mistake',
      madeBy: 'Anu',
      account: 'owner',
      madeAt: '2026-12-20T04:35:00.000Z',
      arrivedAt: '2026-12-20T04:50:00.000Z',
    };
    expect(wordCorrection(correction, en)).toBe(
      'Completion by Bala at 20/12/2026, 10:02 undone by Anu at 10:05 (reached the server 10:20) — Ticked by mistake',
    );
    expect(wordCorrection({ ...correction, arrivedAt: '2026-12-20T04:35:20.000Z' }, en)).toBe(
      'Completion by Bala at 20/12/2026, 10:02 undone by Anu at 10:05 — Ticked by mistake',
    );
  });
});
