import { describe, expect, it } from 'vitest';
import { chosenEventId, withChosenEvent } from './chosen-event.ts';

describe('the event the needs view shows', () => {
  it('reads the chosen id from the address; none, or no number, is no choice', () => {
    expect(chosenEventId(new URLSearchParams('tab=inventory&needs=7'))).toBe(7);
    expect(chosenEventId(new URLSearchParams('tab=inventory'))).toBeNull();
    expect(chosenEventId(new URLSearchParams('needs=abc'))).toBeNull();
    expect(chosenEventId(new URLSearchParams('needs=0'))).toBeNull();
  });

  it('writes a choice into the address, keeping the rest; an empty choice removes it', () => {
    const address = new URLSearchParams('tab=inventory&view=needs');
    const chosen = withChosenEvent(address, '8');
    expect(chosen.toString()).toBe('tab=inventory&view=needs&needs=8');
    expect(address.toString()).toBe('tab=inventory&view=needs');
    expect(withChosenEvent(chosen, '').toString()).toBe('tab=inventory&view=needs');
  });
});
