import { describe, expect, it } from 'vitest';
import { cancellationTerms, eventBeginsAt } from './cancellation-terms.ts';

const POLICY = { cancelCutoffHours: 12, fullRefundHours: 48, partRefundHours: 24, partRefundPercent: 50 };
// 2027-01-10 begins at 2027-01-09T18:30:00Z (00:00 in Kerala).
const at = (iso: string) => new Date(iso);

describe('cancellation terms', () => {
  it('count back from 00:00 in Kerala on the event day', () => {
    expect(new Date(eventBeginsAt('2027-01-10')!).toISOString()).toBe('2027-01-09T18:30:00.000Z');
    expect(eventBeginsAt('Next Friday')).toBeNull();
  });

  it('give all back 48 h or more before, half from 24 h, none after, and close 12 h before', () => {
    const terms = (now: string) => cancellationTerms(POLICY, '2027-01-10', 280_001, at(now));
    expect(terms('2027-01-07T18:30:00Z')).toEqual({
      open: true,
      closesAt: '2027-01-09T06:30:00.000Z',
      refundPercent: 100,
      refundPaise: 280_001,
    });
    expect(terms('2027-01-07T18:30:01Z')).toMatchObject({ open: true, refundPercent: 50, refundPaise: 140_000 });
    expect(terms('2027-01-08T18:30:00Z')).toMatchObject({ open: true, refundPercent: 50 });
    expect(terms('2027-01-08T18:30:01Z')).toMatchObject({ open: true, refundPercent: 0, refundPaise: 0 });
    expect(terms('2027-01-09T06:30:00Z')).toMatchObject({ open: true, refundPercent: 0 });
    expect(terms('2027-01-09T06:30:01Z')).toMatchObject({ open: false, refundPercent: 0, refundPaise: 0 });
  });

  it('are closed for an event without a real date', () => {
    expect(cancellationTerms(POLICY, 'Next Friday', 1000, new Date())).toEqual({
      open: false,
      closesAt: null,
      refundPercent: 0,
      refundPaise: 0,
    });
  });
});
