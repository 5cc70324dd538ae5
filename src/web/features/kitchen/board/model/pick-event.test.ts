import { describe, expect, it } from 'vitest';
import { makeDiaryEvent } from '#web/test/factories.ts';
import { pickOptionText } from './pick-event.ts';

describe("the board picker's choices", () => {
  it("name the event and its day in the screen's language", () => {
    const event = makeDiaryEvent({ title: 'Wedding', date: '2026-12-20', isCompleted: false });
    expect(pickOptionText(event, 'en', 'Completed')).toBe('Wedding · Sunday, 20 December 2026');
  });

  it('say Completed after a completed one', () => {
    const event = makeDiaryEvent({ title: 'Wedding', date: '2026-12-20', isCompleted: true });
    expect(pickOptionText(event, 'en', 'Completed')).toBe('Wedding · Sunday, 20 December 2026 · Completed');
  });
});
