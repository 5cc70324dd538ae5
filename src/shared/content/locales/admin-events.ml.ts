import type { adminEventsEn } from './admin-events.en.ts';
import type { Texts } from './texts-type.ts';

/** Admin events texts in Malayalam. */
export const adminEventsMl: Texts<typeof adminEventsEn> = {
  placeholder: 'ഉടൻ വരുന്നു',
};
