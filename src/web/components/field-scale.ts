/**
 * How large a choice (SelectField) is drawn: `form`, a form's field; `report`, a report's filter, read on
 * a tablet and on the wall screen (larger from 1280 px); `wall`, the wall board's, read from 3 m.
 */
export type FieldScale = 'form' | 'report' | 'wall';

/** A form field's label. */
export const FORM_LABEL = 'block text-sm font-medium text-stone-800';

/** Each scale's label, and its control's height and type. */
export const FIELD_SCALE: Record<FieldScale, { label: string; control: string }> = {
  form: { label: FORM_LABEL, control: 'min-h-12 text-base' },
  report: {
    label: 'block text-base font-semibold text-stone-800 xl:text-lg',
    control: 'min-h-12 text-base xl:text-lg',
  },
  wall: {
    label: 'block text-lg font-semibold text-stone-800 lg:text-2xl',
    control: 'min-h-14 text-xl font-semibold text-stone-900 lg:text-2xl',
  },
};
