import { SOP_STEPS } from '../sop-steps.ts';
import { SOP_PAGE_NUMBER } from './types.ts';

/**
 * The number a cook reads for a sub-step: its page's place in the guide, then its own place on the
 * page — the setup page comes first, so its second sub-step (id '2-2') reads '1.2'. The ids stay
 * `<page number>-<n>`: timers and tasks are kept under them. An id no page has is shown as it is.
 */
export function stepLabel(stepId: string): string {
  const [pageNumber, place] = stepId.split('-');
  const page = SOP_STEPS.find((step) => String(SOP_PAGE_NUMBER[step]) === pageNumber);
  return page === undefined || !place ? stepId : `${SOP_STEPS.indexOf(page) + 1}.${place}`;
}
