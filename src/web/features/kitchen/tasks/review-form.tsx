import { Star } from 'lucide-react';
import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { MAX_REVIEW_TAGS, reviewProblem, reviewTagKey, type ReviewField } from '#shared/domain/kitchen/review-rules.ts';
import { REVIEW_TAGS, type Review, type ReviewInput } from '#shared/schemas/diary.ts';
import { ErrorBanner, type Failure } from '#web/components/status-banners.tsx';
import { TextAreaField, TextField } from '#web/components/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { reviewInput, staleReview, useSaveReview } from '../api/save-reviews.ts';
import { button } from '#web/components/buttons.ts';
import { ConflictView, differingRows } from '#web/components/conflict-view.tsx';
import { useProblemText } from '#web/lib/problem-text.ts';

type ReviewTag = (typeof REVIEW_TAGS)[number];
type Errors = Partial<Record<ReviewField, string>>;

const FIELDS: readonly string[] = [
  'reviewerName',
  'bookingReference',
  'comment',
  'youtubeLink',
  'tags',
  'rating',
] satisfies ReviewField[];
const isReviewField = (field: string | undefined): field is ReviewField => FIELDS.includes(field ?? '');

const RATINGS = [1, 2, 3, 4, 5] as const;
const EMPTY_TEXTS = { reviewerName: '', bookingReference: '', comment: '', youtubeLink: '' };

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

const textsOf = (review: Review | null | undefined) =>
  review
    ? {
        reviewerName: review.reviewerName,
        bookingReference: '',
        comment: review.comment,
        youtubeLink: review.youtubeLink,
      }
    : EMPTY_TEXTS;

/**
 * The review form: name, the booking reference to verify it by, review, YouTube link, up to 3 tags and
 * 1–5 stars (no phone number: it let staff learn whether a phone had booked). It adds a
 * new review, or edits a saved one from the version it was read at: when someone saved that review
 * first, the cook's version is shown beside the saved one, to keep either.
 */
export function ReviewForm({ eventId, editing = null, onSaved, onCancelEdit }: ReviewFormProps) {
  const { t } = useTranslation();
  const tr = (key: string, values?: Record<string, unknown>) => t(`kitchen.tasks.reviews.${key}`, values);
  const problemText = useProblemText();
  const save = useSaveReview(eventId);
  const id = useId();
  const [texts, setTexts] = useState(() => textsOf(editing));
  const [tags, setTags] = useState<ReviewTag[]>(() => editing?.tags ?? []);
  const [rating, setRating] = useState(editing?.rating ?? 5);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [conflict, setConflict] = useState<{ mine: ReviewInput; current: Review; message: string } | null>(null);

  const clear = (field: ReviewField) => setErrors(({ [field]: _gone, ...rest }) => rest);
  /** A text field's value, its problem beside it, and typing that clears the problem. */
  const bind = (field: keyof typeof EMPTY_TEXTS) => ({
    value: texts[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setTexts((current) => ({ ...current, [field]: value }));
      clear(field);
    },
  });
  const toggleTag = (tag: ReviewTag) => {
    clear('tags');
    setTags((chosen) => (chosen.includes(tag) ? chosen.filter((known) => known !== tag) : [...chosen, tag]));
  };

  function reset() {
    setTexts(EMPTY_TEXTS);
    setTags([]);
    setRating(5);
  }

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
      const title = tr('errors.save');
      const message = problemText(error, title);
      // A broken rule goes beside its field; anything else above the form.
      if (isReviewField(error.field)) setErrors({ [error.field]: message });
      else setFailure({ title, detail: message === title ? undefined : message });
      return;
    }
    setConflict(null);
    reset();
    onSaved();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const { reviewerName, bookingReference, comment, youtubeLink } = texts;
    const problem = reviewProblem({ reviewerName, bookingReference, comment, youtubeLink, tags, rating });
    if (problem) {
      setErrors({ [problem.field]: t(problem.key) });
      return;
    }
    setErrors({});
    const typed = {
      reviewerName: reviewerName.trim(),
      comment: comment.trim(),
      youtubeLink: youtubeLink.trim(),
      bookingReference: bookingReference.trim(),
      tags,
      rating,
    };
    void send(editing ? { ...reviewInput(editing), ...typed } : typed);
  }

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
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-heading`} className="space-y-3">
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
            reset();
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
          {...bind('reviewerName')}
        />
        <TextField
          label={tr('form.reference')}
          hint={tr('form.referenceHint')}
          placeholder="MND-7K3Q9"
          maxLength={20}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...bind('bookingReference')}
        />
      </div>
      <TextAreaField label={tr('form.comment')} rows={3} maxLength={4000} {...bind('comment')} />
      <TextField
        label={tr('form.youtube')}
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        maxLength={300}
        {...bind('youtubeLink')}
      />
      <ChoiceGroup label={tr('form.tags')} note={tr('form.tagsChosen', { count: tags.length })} error={errors.tags}>
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
      <ChoiceGroup label={tr('form.rating')} error={errors.rating}>
        {RATINGS.map((stars) => (
          <button
            key={stars}
            type="button"
            aria-pressed={rating === stars}
            aria-label={tr('form.star', { count: stars })}
            onClick={() => {
              setRating(stars);
              clear('rating');
            }}
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
