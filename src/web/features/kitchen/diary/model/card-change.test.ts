import { describe, expect, it } from 'vitest';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import { makeDiaryEvent } from '#web/test/factories.ts';
import { changed, comparedValues } from './card-change.ts';

const event = makeDiaryEvent({
  title: 'Wedding',
  assignedTo: 'Anu',
  people: 120,
  isCompleted: false,
  leftoverMeatKg: null,
});

describe('a change made from the diary card', () => {
  it('sets the people count, and nothing else', () => {
    expect(changed(event, { kind: 'people', count: 150 })).toEqual({ ...event, people: 150 });
  });

  it('completes the event with its leftover meat, or reopens it keeping the leftover as it was', () => {
    expect(changed(event, { kind: 'status', isCompleted: true, leftoverMeatKg: 2.5 })).toEqual({
      ...event,
      isCompleted: true,
      leftoverMeatKg: 2.5,
    });
    const done = { ...event, isCompleted: true, leftoverMeatKg: 2.5 };
    expect(changed(done, { kind: 'status', isCompleted: false })).toEqual({ ...done, isCompleted: false });
  });

  it('reads each compared field as the card shows it: no leftover as empty, the status in words', () => {
    const status = (shown: DiaryEvent) => (shown.isCompleted ? 'Completed' : 'Open');
    expect(comparedValues(event, 'en', status)).toMatchObject({
      title: 'Wedding',
      assignedTo: 'Anu',
      people: '120',
      status: 'Open',
      leftover: '',
    });
    expect(comparedValues({ ...event, leftoverMeatKg: 2.5, isCompleted: true }, 'en', status)).toMatchObject({
      status: 'Completed',
      leftover: '2.5 kg',
    });
  });
});
