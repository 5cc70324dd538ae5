import { z } from 'zod';
import { reviewProblem } from '#shared/domain/kitchen/review-rules.ts';
import { reviewInputSchema, type Review, type ReviewInput } from '#shared/schemas/diary.ts';
import { reviewInput } from '../api/save-reviews.ts';

/** A text as typed, sent without the spaces around it. */
const trimmed = <Schema extends z.ZodType>(schema: Schema) => z.preprocess((text: string) => text.trim(), schema);

const { shape } = reviewInputSchema;

/**
 * A review as the form sends it: the call's schema with its texts trimmed, and the review rules the
 * server applies after it (reviewProblem), whose first problem goes beside its field.
 */
export const reviewFormSchema = reviewInputSchema
  .extend({
    reviewerName: trimmed(shape.reviewerName),
    bookingReference: trimmed(shape.bookingReference),
    comment: trimmed(shape.comment),
    youtubeLink: trimmed(shape.youtubeLink),
  })
  .superRefine(
    (review, ctx) => {
      const problem = reviewProblem(review);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.key, path: [problem.field], input: review });
    },
    // Also when a field breaks the schema itself: every problem shows at once.
    { when: () => true },
  );

export const NEW_REVIEW = {
  reviewerName: '',
  bookingReference: '',
  comment: '',
  youtubeLink: '',
  tags: [],
  rating: 5,
} satisfies ReviewInput;

/** The form's start: a new review, or the saved one being edited (its booking reference blank: kept as saved). */
export const reviewDraft = (editing: Review | null): ReviewInput => (editing ? reviewInput(editing) : NEW_REVIEW);
