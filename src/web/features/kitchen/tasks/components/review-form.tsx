import { Star } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n.ts';
import { MAX_REVIEW_TAGS, reviewTagKey } from '#shared/domain/kitchen/review-rules.ts';
import { REVIEW_TAGS, type Review, type ReviewInput } from '#shared/schemas/diary.ts';
import { ErrorBanner, type Failure } from '#web/components/status-banners.tsx';
import { TextAreaField, TextField } from '#web/components/fields.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { placeRefusal, useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';
import { staleReview, useSaveReview } from '../api/save-reviews.ts';
import { button } from '#web/components/buttons.ts';
import { ConflictView, differingRows } from '#web/components/conflict-view.tsx';
import { useProblemText } from '#web/lib/problem-text.ts';
import { NEW_REVIEW, reviewDraft, reviewFormSchema } from '../model/review-draft.ts';

type ReviewTag = (typeof REVIEW_TAGS)[number];

const RATINGS = [1, 2, 3, 4, 5] as const;

/** A labelled group of touch-sized toggles with its problem announced beside it. */
function ChoiceGroup({
  label,
  note,
  error,
  children,
}: {
  label: string;
  note?: string;
  error?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <p id={`${id}-label`} className="text-sm font-medium text-stone-800">
        {label}
        {note && <span className="ml-2 font-normal text-stone-600">{note}</span>}
      </p>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 flex flex-wrap gap-2"
      >
        {children}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface ReviewFormProps {
  eventId: number;
  /** The saved review being edited (from its version); null or left out for a new review. */
  editing?: Review | null;
  onSaved: () => void;
  /** Leaves the edit (the saved review stays as it is). */
  onCancelEdit?: () => void;
}

/**
 * The review form: name, the booking reference to verify it by, review, YouTube link, up to 3 tags and
 * 1–5 stars (no phone number: it let staff learn whether a phone had booked), checked by the save call's
 * schema and the review rules. It adds a new review, or edits a saved one from the version it was read
 * at: when someone saved that review first, the cook's version is shown beside the saved one, to keep either.
 */
export function ReviewForm({ eventId, editing = null, onSaved, onCancelEdit }: ReviewFormProps) {
  const { t } = useTranslation();
  const { t: tr } = useTranslation('translation', { keyPrefix: 'kitchen.tasks.reviews' });
  const problemText = useProblemText();
  const problem = useFieldProblem();
  const save = useSaveReview(eventId);
  const id = useId();
  const form = useSchemaForm(reviewFormSchema, reviewDraft(editing));
  const { errors, isSubmitted } = form.formState;
  const tags = form.watch('tags') ?? [];
  const rating = form.watch('rating') ?? NEW_REVIEW.rating;
  const [failure, setFailure] = useState<Failure | null>(null);
  const [conflict, setConflict] = useState<{ mine: ReviewInput; current: Review; message: string } | null>(null);

  /** A tag or a star is chosen by a tap; a problem it had is checked again at once. */
  const chosen = { shouldDirty: true, shouldValidate: isSubmitted };
  const toggleTag = (tag: ReviewTag) =>
    form.setValue('tags', tags.includes(tag) ? tags.filter((known) => known !== tag) : [...tags, tag], chosen);

  /** Sends the review; a stale edit shows the cook's version beside the saved one. */
  async function send(review: ReviewInput) {
    setFailure(null);
    try {
      await save.mutateAsync({ eventId, review });
    } catch (error) {
      const current = staleReview(error);
      if (current) {
        setConflict({ mine: review, current, message: problemText(error, tr('errors.save')) });
        return;
      }
      if (!(error instanceof ApiError)) {
        setFailure({ title: tr('errors.unexpected') });
        return;
      }
      // A broken rule goes beside its field; anything else above the form.
      if (placeRefusal(form, error)) return;
      const title = tr('errors.save');
      const message = problemText(error, title);
      setFailure({ title, detail: message === title ? undefined : message });
      return;
    }
    setConflict(null);
    form.reset(NEW_REVIEW);
    onSaved();
  }

  const submit = form.handleSubmit((review) => send(review));

  const conflictRows = conflict
    ? differingRows(
        (['reviewerName', 'comment', 'rating', 'tags', 'youtubeLink'] as const).map((field) => {
          const show = (shown: typeof conflict.mine | typeof conflict.current) =>
            field === 'tags'
              ? (shown.tags ?? []).map((tag) => t(reviewTagKey(tag as ReviewTag))).join(', ')
              : String(shown[field] ?? '');
          return {
            id: field,
            label: t(`kitchen.diary.conflict.fields.${field}`),
            mine: show(conflict.mine),
            saved: show(conflict.current),
          };
        }),
      )
    : [];

  const full = tags.length >= MAX_REVIEW_TAGS;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-heading`} className="space-y-3">
      <h5 id={`${id}-heading`} className="text-lg font-bold text-stone-900">
        {editing ? tr('form.editHeading', { name: editing.reviewerName }) : tr('form.heading')}
      </h5>
      {conflict && (
        <ConflictView
          message={conflict.message}
          rows={conflictRows}
          busy={save.isPending}
          onKeepMine={() => void send({ ...conflict.mine, version: conflict.current.version })}
          onTakeSaved={() => {
            setConflict(null);
            form.reset(NEW_REVIEW);
            onCancelEdit?.();
          }}
        />
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={tr('form.name')}
          maxLength={80}
          autoComplete="off"
          // An edit opens here, below the list: the cook lands in the form.
          autoFocus={editing !== null}
          error={problem(errors.reviewerName)}
          {...form.register('reviewerName')}
        />
        <TextField
          label={tr('form.reference')}
          hint={tr('form.referenceHint')}
          placeholder="MND-7K3Q9"
          maxLength={20}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={problem(errors.bookingReference)}
          {...form.register('bookingReference')}
        />
      </div>
      <TextAreaField
        label={tr('form.comment')}
        rows={3}
        maxLength={4000}
        error={problem(errors.comment)}
        {...form.register('comment')}
      />
      <TextField
        label={tr('form.youtube')}
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        maxLength={300}
        error={problem(errors.youtubeLink)}
        {...form.register('youtubeLink')}
      />
      <ChoiceGroup
        label={tr('form.tags')}
        note={tr('form.tagsChosen', { count: tags.length })}
        // The problem of the list itself (too many, or one not on the list), not of one tag.
        error={problem(errors.tags as FieldError | undefined)}
      >
        {REVIEW_TAGS.map((tag) => {
          const chosen = tags.includes(tag);
          return (
            <button
              key={tag}
              type="button"
              aria-pressed={chosen}
              disabled={!chosen && full}
              onClick={() => toggleTag(tag)}
              className={chosen ? button.primary : button.secondary}
            >
              {t(reviewTagKey(tag))}
            </button>
          );
        })}
      </ChoiceGroup>
      <ChoiceGroup label={tr('form.rating')} error={problem(errors.rating)}>
        {RATINGS.map((stars) => (
          <button
            key={stars}
            type="button"
            aria-pressed={rating === stars}
            aria-label={tr('form.star', { count: stars })}
            onClick={() => form.setValue('rating', stars, chosen)}
            className="flex min-h-12 min-w-12 items-center justify-center rounded-xl ring-1 ring-stone-300 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300"
          >
            <Star
              aria-hidden
              className={`size-8 ${stars <= rating ? 'fill-amber-500 text-amber-600' : 'text-stone-400'}`}
            />
          </button>
        ))}
      </ChoiceGroup>
      {failure && (
        <ErrorBanner failure={failure} onDismiss={() => setFailure(null)} dismissLabel={t('kitchen.common.dismiss')} />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {editing && onCancelEdit && (
          <button type="button" onClick={onCancelEdit} className={button.secondary}>
            {tr('form.cancelEdit')}
          </button>
        )}
        <button type="submit" disabled={save.isPending} className={button.primary}>
          {tr('form.submit')}
        </button>
      </div>
    </form>
  );
}
