import { describe, expect, it } from 'vitest';
import { SOP_STEPS } from '../sop-steps.ts';
import { SOP_PAGES } from './index.ts';
import { stepLabel } from './step-label.ts';

describe('a sub-step’s number as a cook reads it', () => {
  it('is its page’s place in the guide, then its own: Step 1 (setup) reads 1.1 to 1.4, not 2-1', () => {
    expect(SOP_PAGES.setup.subSteps.map((subStep) => stepLabel(subStep.id))).toEqual(['1.1', '1.2', '1.3', '1.4']);
    expect(stepLabel('3-6')).toBe('2.6');
    expect(stepLabel('1-3')).toBe('3.3');
    expect(stepLabel('6-8')).toBe('6.8');
  });

  it('numbers every page’s sub-steps by the page’s place in SOP_STEPS', () => {
    SOP_STEPS.forEach((step, index) => {
      SOP_PAGES[step].subSteps.forEach((subStep, place) => {
        expect(stepLabel(subStep.id), subStep.id).toBe(`${index + 1}.${place + 1}`);
      });
    });
  });

  it('shows an id no page has as it is', () => {
    expect(stepLabel('9-1')).toBe('9-1');
    expect(stepLabel('abc')).toBe('abc');
  });
});
