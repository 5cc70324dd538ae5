import { describe, expect, it } from 'vitest';
import { reportsEn } from '../../content/locales/reports.en.ts';
import { reportsMl } from '../../content/locales/reports.ml.ts';
import { TextStore } from '../../content/text-store.ts';
import {
  formatReportInstant,
  parseReportTime,
  reportTime,
  timeTaken,
  wordReportTime,
  wordTimeTaken,
  type ReportTranslate,
} from './report-times.ts';

const texts = new TextStore<'en' | 'ml'>('en').add('en', reportsEn).add('ml', reportsMl);
const en: ReportTranslate = texts.translator('en');
const ml: ReportTranslate = texts.translator('ml');

const START = '2026-12-20T03:30:00.000Z';
/** START plus `seconds`, as the server records times. */
const after = (seconds: number) => new Date(Date.parse(START) + seconds * 1000).toISOString();
const english = (start: string | null | undefined, end: string | null | undefined) =>
  wordTimeTaken(timeTaken(start, end), en);

describe('report time taken, word for word', () => {
  it('needs both a start and an end: N/A', () => {
    expect(english(null, after(60))).toBe('N/A');
    expect(english(START, null)).toBe('N/A');
    expect(english(undefined, undefined)).toBe('N/A');
    expect(english('', after(60))).toBe('N/A');
    expect(english(START, '   ')).toBe('N/A');
    // Missing comes before unreadable: an unreadable start without an end is still N/A.
    expect(english('not a date', null)).toBe('N/A');
  });

  it('names an unreadable start first, then an unreadable end', () => {
    expect(english('yesterday morning', after(60))).toBe('Invalid start date');
    expect(english('yesterday morning', 'tomorrow')).toBe('Invalid start date');
    expect(english(START, 'tomorrow')).toBe('Invalid end date');
    expect(english('31/02/2026 10:00:00', after(60))).toBe('Invalid start date');
    expect(english(START, '20/13/2026 10:00:00')).toBe('Invalid end date');
  });

  it('an end before the start is a calculation error', () => {
    expect(english(START, after(-1))).toBe('Time calculation error');
    expect(english(START, after(-3600))).toBe('Time calculation error');
  });

  it('under 60 seconds is less than a minute, the same instant included', () => {
    expect(english(START, START)).toBe('Less than a minute');
    expect(english(START, after(59))).toBe('Less than a minute');
    expect(english(START, after(59.999))).toBe('Less than a minute');
  });

  it('under an hour counts whole minutes, singular for 1', () => {
    expect(english(START, after(60))).toBe('1 minute');
    expect(english(START, after(119))).toBe('1 minute');
    expect(english(START, after(120))).toBe('2 minutes');
    expect(english(START, after(45 * 60 + 30))).toBe('45 minutes');
    expect(english(START, after(3599))).toBe('59 minutes');
  });

  it('an hour or more: hours, plus the minutes when there are any, each singular for 1', () => {
    expect(english(START, after(3600))).toBe('1 hour');
    expect(english(START, after(3600 + 59))).toBe('1 hour');
    expect(english(START, after(3600 + 60))).toBe('1 hour 1 minute');
    expect(english(START, after(3600 + 5 * 60))).toBe('1 hour 5 minutes');
    expect(english(START, after(2 * 3600))).toBe('2 hours');
    expect(english(START, after(2 * 3600 + 60))).toBe('2 hours 1 minute');
    expect(english(START, after(2 * 3600 + 30 * 60 + 59))).toBe('2 hours 30 minutes');
    expect(english(START, after(26 * 3600 + 15 * 60))).toBe('26 hours 15 minutes');
  });

  it('returns codes and numbers, for each language to word', () => {
    expect(timeTaken(START, after(3 * 3600 + 7 * 60))).toEqual({ kind: 'hours', hours: 3, minutes: 7 });
    expect(timeTaken(START, after(300))).toEqual({ kind: 'minutes', minutes: 5 });
    expect(timeTaken(START, after(10))).toEqual({ kind: 'underMinute' });
    expect(wordTimeTaken(timeTaken(START, after(3600 + 5 * 60)), ml)).toBe('1 മണിക്കൂർ 5 മിനിറ്റ്');
    expect(wordTimeTaken(timeTaken(START, after(10)), ml)).toBe('ഒരു മിനിറ്റിൽ താഴെ');
    expect(wordTimeTaken(timeTaken(null, null), ml)).toBe(reportsMl.time.notAvailable);
  });
});

describe('report timestamps: day-first text or standard formats', () => {
  it('reads day-first text as Kerala time, with or without a comma, seconds, am/pm', () => {
    const expected = Date.parse('2026-12-20T09:15:30+05:30');
    expect(parseReportTime('20/12/2026 09:15:30')).toBe(expected);
    expect(parseReportTime('20/12/2026, 09:15:30')).toBe(expected);
    expect(parseReportTime('20/12/2026, 9:15:30 am')).toBe(expected);
    expect(parseReportTime('20/12/2026 9:15:30 AM')).toBe(expected);
    expect(parseReportTime('5/1/2027 14:05:00')).toBe(Date.parse('2027-01-05T14:05:00+05:30'));
    expect(parseReportTime('20/12/2026 09:15')).toBe(Date.parse('2026-12-20T09:15:00+05:30'));
    expect(parseReportTime('20/12/2026')).toBe(Date.parse('2026-12-20T00:00:00+05:30'));
    expect(parseReportTime('20/12/2026 12:00:00 pm')).toBe(Date.parse('2026-12-20T12:00:00+05:30'));
    expect(parseReportTime('20/12/2026 12:00:00 am')).toBe(Date.parse('2026-12-20T00:00:00+05:30'));
    expect(parseReportTime('20/12/2026 1:00:00 p.m.')).toBe(Date.parse('2026-12-20T13:00:00+05:30'));
  });

  it('never reads day-first text month-first, and refuses days and times that do not exist', () => {
    expect(parseReportTime('12/20/2026 09:15:00')).toBeNull();
    expect(parseReportTime('29/02/2026 09:15:00')).toBeNull();
    expect(parseReportTime('29/02/2028 09:15:00')).toBe(Date.parse('2028-02-29T09:15:00+05:30'));
    expect(parseReportTime('20/12/2026 24:00:00')).toBeNull();
    expect(parseReportTime('20/12/2026 09:60:00')).toBeNull();
    expect(parseReportTime('20/12/2026 13:00:00 pm')).toBeNull();
    expect(parseReportTime('0/12/2026')).toBeNull();
  });

  it('reads ISO instants, ISO text without a zone (Kerala time), and dated formats that name the month', () => {
    expect(parseReportTime('2026-12-20T03:45:00.000Z')).toBe(Date.parse('2026-12-20T03:45:00.000Z'));
    expect(parseReportTime('2026-12-20T09:15:00+05:30')).toBe(Date.parse('2026-12-20T03:45:00Z'));
    expect(parseReportTime('2026-12-20T09:15:00+0530')).toBe(Date.parse('2026-12-20T03:45:00Z'));
    expect(parseReportTime('2026-12-20T09:15:00')).toBe(Date.parse('2026-12-20T03:45:00Z'));
    expect(parseReportTime('2026-12-20 09:15')).toBe(Date.parse('2026-12-20T03:45:00Z'));
    expect(parseReportTime('2026-12-20')).toBe(Date.parse('2026-12-19T18:30:00Z'));
    expect(parseReportTime('Sun, 20 Dec 2026 03:45:00 GMT')).toBe(Date.parse('2026-12-20T03:45:00Z'));
    expect(parseReportTime('Sun Dec 20 2026 09:15:00 GMT+0530 (India Standard Time)')).toBe(
      Date.parse('2026-12-20T03:45:00Z'),
    );
    expect(parseReportTime('2026-02-30T09:15:00Z')).toBeNull();
  });

  it('does not take a number in some text for a date', () => {
    for (const text of ['', 'soon', 'Task 1', '1', '2026', 'after lunch 2026', '9:15 AM', 'N/A']) {
      expect(parseReportTime(text), text).toBeNull();
    }
  });

  it('a day-first start and an ISO end are compared on one clock', () => {
    expect(english('20/12/2026 09:00:00', '2026-12-20T04:35:00.000Z')).toBe('1 hour 5 minutes');
    expect(english('20/12/2026, 09:00:00', '20/12/2026, 09:00:45')).toBe('Less than a minute');
  });
});

describe('start and completion times as the report shows them', () => {
  it("missing dates display 'N/A'; unreadable text as it is; instants as Kerala's wall clock, day first", () => {
    const format = (value: string | null) => wordReportTime(reportTime(value), en, formatReportInstant);
    expect(format(null)).toBe('N/A');
    expect(format('')).toBe('N/A');
    expect(format('after lunch')).toBe('after lunch');
    expect(format('2026-12-20T03:45:07.000Z')).toBe('20/12/2026, 09:15:07');
    expect(format('20/12/2026 9:15:07 pm')).toBe('20/12/2026, 21:15:07');
    expect(wordReportTime(reportTime(null), ml, formatReportInstant)).toBe(reportsMl.time.notAvailable);
  });

  it('what it writes reads back as the same instant', () => {
    const instant = Date.parse('2026-12-20T18:29:59.000Z');
    expect(parseReportTime(formatReportInstant(instant))).toBe(instant);
  });
});
