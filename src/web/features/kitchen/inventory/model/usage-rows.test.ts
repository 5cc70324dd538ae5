import { describe, expect, it } from 'vitest';
import type { EventNeeds, NeedLine } from '#shared/domain/kitchen/event-needs.ts';
import type { EventUsage } from '#shared/schemas/event-usage.ts';
import { inventoryItem } from '#web/test/factories.ts';
import { addableItems, usageFieldOf, usageFormSchema, usageItemName, usageRowsOf } from './usage-rows.ts';

/** Needs of 20.0004 kg of goat meat and 1.25 kg of ghee, and an ingredient with no item. */
const NEEDS = {
  lines: [
    { itemId: 1001, needed: 20.0004, status: 'ok' },
    { itemId: 1004, needed: 1.25, status: 'ok' },
    { itemId: null, needed: 3, status: 'unlinked' },
  ] as NeedLine[],
} as EventNeeds;
const usage = (lines: EventUsage['lines']): EventUsage => ({
  eventId: 7,
  version: lines.length ? 1 : 0,
  recordedAt: null,
  recordedBy: null,
  lines,
});

describe('the usage form’s rows', () => {
  it('open at what the recipes need, to the gram, when nothing is recorded', () => {
    expect(usageRowsOf(usage([]), NEEDS)).toEqual([
      { itemId: 1001, quantity: '20', needed: 20.0004 },
      { itemId: 1004, quantity: '1.25', needed: 1.25 },
    ]);
  });

  it('open at the last record, with the needed amount as the hint; an item the needs lack has none', () => {
    const recorded = usage([
      { itemId: 1004, quantity: 1.5, takenFromStock: 1.5 },
      { itemId: 1009, quantity: 4, takenFromStock: 4 },
    ]);
    expect(usageRowsOf(recorded, NEEDS)).toEqual([
      { itemId: 1004, quantity: '1.5', needed: 1.25 },
      { itemId: 1009, quantity: '4', needed: null },
    ]);
  });
});

/** Each problem of the typed rows by its path, as the form's resolver places it. */
const problemsOf = (lines: { itemId: number; quantity: string; needed: number | null }[], version = 0) => {
  const parsed = usageFormSchema.safeParse({ lines, version });
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the record the rows save', () => {
  it('reads the typed quantities by the one rule for typed numbers, with the version they were made from', () => {
    const rows = [
      { itemId: 1001, quantity: ' 21.5 ', needed: 20 },
      { itemId: 1009, quantity: '0', needed: null },
    ];
    expect(usageFormSchema.parse({ lines: rows, version: 3 })).toEqual({
      lines: [
        { itemId: 1001, quantity: 21.5 },
        { itemId: 1009, quantity: 0 },
      ],
      version: 3,
    });
  });

  it('names each line’s problem at its quantity: an empty, unreadable (a comma too) or negative quantity is one', () => {
    const rows = [
      { itemId: 1001, quantity: '', needed: 20 },
      { itemId: 1004, quantity: '1.2', needed: 1.25 },
      { itemId: 1009, quantity: 'abc', needed: null },
      { itemId: 1010, quantity: '-1', needed: null },
      { itemId: 1011, quantity: '2,5', needed: null },
    ];
    expect(problemsOf(rows)).toEqual({
      'lines.0.quantity': 'validation.number.empty',
      'lines.2.quantity': 'validation.number.notANumber',
      'lines.3.quantity': 'validation.number.notANumber',
      'lines.4.quantity': 'validation.number.notANumber',
    });
  });

  it('names a problem of the whole record at the lines', () => {
    const rows = [
      { itemId: 1001, quantity: '1', needed: 20 },
      { itemId: 1001, quantity: '2', needed: 20 },
    ];
    expect(problemsOf(rows)).toEqual({ lines: 'inventory.usage.validation.twice' });
  });
});

describe('a refusal of the server', () => {
  it('goes beside the quantity of the line its field names, else nowhere', () => {
    expect(usageFieldOf('lines.2.quantity')).toBe('lines.2.quantity');
    expect(usageFieldOf('lines.1.itemId')).toBe('lines.1.quantity');
    expect(usageFieldOf('lines')).toBeUndefined();
    expect(usageFieldOf('version')).toBeUndefined();
  });
});

describe('the items of the form', () => {
  const goat = inventoryItem(1001, 'Goat meat', { nameMl: 'ആട്ടിറച്ചി' });
  const ghee = inventoryItem(1004, 'Ghee');

  it('are named in the form’s language, by number when the inventory no longer lists one', () => {
    expect(usageItemName(goat, 'ml', 1001)).toBe('ആട്ടിറച്ചി');
    expect(usageItemName(goat, 'en', 1001)).toBe('Goat meat');
    expect(usageItemName(ghee, 'ml', 1004)).toBe('Ghee');
    expect(usageItemName(undefined, 'en', 1009)).toBe('#1009');
  });

  it('to add are the active ones the rows do not hold', () => {
    const charcoal = inventoryItem(1009, 'Charcoal');
    const retired = inventoryItem(1010, 'Old salt', { isActive: false });
    const rows = [{ itemId: 1001, quantity: '20', needed: 20 }];
    expect(addableItems([goat, ghee, charcoal, retired], rows)).toEqual([ghee, charcoal]);
  });
});
