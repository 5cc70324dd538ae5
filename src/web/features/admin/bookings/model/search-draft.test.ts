import { describe, expect, it } from 'vitest';
import { draftForSearch, searchToCommit } from './search-draft.ts';

describe('the search box', () => {
  it('puts the trimmed draft into the address, or nothing when the address has it already', () => {
    expect(searchToCommit('  MND-7K3 ', undefined)).toBe('MND-7K3');
    expect(searchToCommit('MND-7K3 ', 'MND-7K3')).toBeNull();
    expect(searchToCommit('   ', undefined)).toBeNull();
    expect(searchToCommit('', 'Anu')).toBe('');
  });

  it('keeps what the owner typed when the address says the same, else shows the address', () => {
    expect(draftForSearch('Anu ', 'Anu')).toBe('Anu ');
    expect(draftForSearch('Anu', undefined)).toBe('');
    expect(draftForSearch('Anu', 'Biju')).toBe('Biju');
    expect(draftForSearch('  ', undefined)).toBe('  ');
  });
});
