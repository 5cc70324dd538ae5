import type { Correction } from '../../schemas/corrections.ts';
import type { Task, TemperatureReading } from '../../schemas/tasks.ts';
import type { ReportWords } from './report-cells.ts';
import { lateArrival } from '../change-times.ts';
import { parseReportTime } from './report-times.ts';

/**
 * The corrections of an event's records as the report shows them beside the originals (decision 008):
 * which task or reading each belongs to, and each in words ("Completion by Bala at 18/12/2026, 10:02
 * undone by Anu at 10:05 — Ticked by mistake"). The screen, the CSV and the PDF word them here.
 */

export interface ReportCorrections {
  /** Each task's corrections (its completion, its start, and its readings'), oldest first. */
  byTask: ReadonlyMap<string, readonly Correction[]>;
  /** Each reading's corrections, oldest first. */
  byReading: ReadonlyMap<number, readonly Correction[]>;
  /** Corrections of records the report no longer lists (a task since removed), oldest first. */
  other: readonly Correction[];
}

export const NO_CORRECTIONS: ReportCorrections = { byTask: new Map(), byReading: new Map(), other: [] };

function add<Key>(map: Map<Key, Correction[]>, key: Key, correction: Correction) {
  const list = map.get(key);
  if (list) list.push(correction);
  else map.set(key, [correction]);
}

/** Sorts the event's corrections to the tasks and readings they correct. */
export function groupCorrections(
  corrections: readonly Correction[],
  tasks: readonly Pick<Task, 'id'>[],
  readings: readonly Pick<TemperatureReading, 'id' | 'taskId'>[],
): ReportCorrections {
  const taskIds = new Set(tasks.map((task) => task.id));
  const readingTask = new Map(readings.map((reading) => [String(reading.id), reading.taskId]));
  const byTask = new Map<string, Correction[]>();
  const byReading = new Map<number, Correction[]>();
  const other: Correction[] = [];
  for (const correction of [...corrections].sort((a, b) => a.id - b.id)) {
    if (correction.recordKind === 'reading') {
      const taskId = readingTask.get(correction.recordId);
      if (taskId !== undefined) add(byReading, Number(correction.recordId), correction);
      if (taskId !== undefined && taskIds.has(taskId)) add(byTask, taskId, correction);
      else other.push(correction);
    } else if (
      (correction.recordKind === 'task-completion' || correction.recordKind === 'task-start') &&
      taskIds.has(correction.recordId)
    ) {
      add(byTask, correction.recordId, correction);
    } else {
      other.push(correction);
    }
  }
  return { byTask, byReading, other };
}

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const CLOCK = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Kolkata',
});

/** Kerala's wall clock, '18/12/2026, 10:02'; only '10:05' when `sameDayAs` falls on the same day. */
export function formatCorrectionInstant(epochMs: number, sameDayAs?: number | null): string {
  const day = DAY.format(epochMs);
  const clock = CLOCK.format(epochMs);
  return sameDayAs != null && DAY.format(sameDayAs) === day ? clock : `${day}, ${clock}`;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The time a record holds (an ISO instant, or older text): its instant, or the text as it is. */
function when(value: unknown): { epochMs: number | null; shown: string | null } {
  const written = text(value);
  if (written === '') return { epochMs: null, shown: null };
  const epochMs = parseReportTime(written);
  return { epochMs, shown: epochMs === null ? written : formatCorrectionInstant(epochMs) };
}

const TASK_FIELDS = {
  'task-completion': { key: 'completion', by: 'completedBy', at: 'completedAt', account: 'completedAccount' },
  'task-start': { key: 'start', by: 'startedBy', at: 'startedAt', account: 'startedAccount' },
} as const;

/** One correction in the report's words, in the language of `words` (the `reports.*` texts). */
export function wordCorrection(correction: Correction, words: ReportWords): string {
  const { before, after } = correction;
  const nobody = words('tasks.nobody');
  const madeBy = text(correction.madeBy) || text(correction.account) || nobody;
  const made = Date.parse(correction.madeAt);
  const common = { madeBy, reason: correction.reason };
  const arrived = lateArrival(correction.madeAt, correction.arrivedAt);
  const madeAt = (original: number | null) => {
    const time = Number.isFinite(made) ? formatCorrectionInstant(made, original) : correction.madeAt;
    if (arrived === null) return time;
    return words('arrival.reached', { time, arrived: formatCorrectionInstant(Date.parse(arrived), made) });
  };

  if (correction.recordKind === 'task-completion' || correction.recordKind === 'task-start') {
    const fields = TASK_FIELDS[correction.recordKind];
    const at = when(before[fields.at]);
    return words(`corrections.${fields.key}.${correction.action}`, {
      ...common,
      by: text(before[fields.by]) || text(before[fields.account]) || nobody,
      at: at.shown ?? words('time.notAvailable'),
      madeAt: madeAt(at.epochMs),
    });
  }
  if (correction.recordKind === 'reading') {
    const at = when(before.takenAt);
    const degrees = (value: number | null) => (value === null ? nobody : words('pdf.temperatures.value', { value }));
    const newValue = finite(after?.valueC);
    const action = correction.action === 'correct' && newValue !== null ? 'correct' : 'undo';
    return words(`corrections.reading.${action}`, {
      ...common,
      value: degrees(finite(before.valueC)),
      newValue: degrees(newValue),
      by: text(before.takenBy) || nobody,
      at: at.shown ?? words('time.notAvailable'),
      madeAt: madeAt(at.epochMs),
    });
  }
  return words('corrections.other', { ...common, madeAt: madeAt(null) });
}

/** A task's corrections in words, oldest first (none: an empty list). */
export function taskCorrectionTexts(corrections: ReportCorrections, taskId: string, words: ReportWords): string[] {
  return (corrections.byTask.get(taskId) ?? []).map((correction) => wordCorrection(correction, words));
}
