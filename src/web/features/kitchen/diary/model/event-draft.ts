import { attendanceFrom } from '#shared/domain/kitchen/attendance.ts';
import { diaryEventInputSchema } from '#shared/schemas/diary.ts';
import { typedNumberField } from '../../model/typed-number.ts';

/** The server's words for a new event without a title or a day. */
const TITLE_DATE_REQUIRED = 'kitchenRules.diary.titleDateRequired';
const { shape } = diaryEventInputSchema;

/**
 * Create New Event as the create call checks it. The schema lets the title and the day be empty (the
 * server's diary service refuses that, with TITLE_DATE_REQUIRED), so the form says it beside each before
 * the call. Attendance is typed as a cook types a count, and sent as the server saves it: as typed (10
 * or more, refused below), or left empty, guessed from the title.
 */
export const newEventFormSchema = diaryEventInputSchema
  .extend({
    title: shape.title.refine((title) => title !== '', TITLE_DATE_REQUIRED),
    date: shape.date.refine((date) => date !== '', TITLE_DATE_REQUIRED),
    estimatedAttendance: typedNumberField(shape.estimatedAttendance, { empty: 'null' }),
  })
  .transform((event) => ({ ...event, estimatedAttendance: attendanceFrom(event.estimatedAttendance, event.title) }));

export const EMPTY_EVENT = { title: '', date: '', description: '', assignedTo: '', estimatedAttendance: '' };
