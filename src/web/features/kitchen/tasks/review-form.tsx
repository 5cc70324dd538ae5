import { Star } from 'lucide-react';
import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { MAX_REVIEW_TAGS, reviewProblem, reviewTagKey, type ReviewField } from '#shared/domain/kitchen/review-rules.ts';
import { REVIEW_TAGS, type Review } from '#shared/schemas/diary.ts';
import { ErrorBanner, type Failure } from '#web/components/status-banners.tsx';
import { TextAreaField, TextField } from '#web/components/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { reviewInput, useSaveReviews } from '../api/save-reviews.ts';
import { button } from '#web/components/buttons.ts';
import { useProblemText } from '../model/use-problem-text.ts';

type ReviewTag = (typeof REVIEW_TAGS)[number];
type Errors = Partial<Record<ReviewField, string>>;

const FIELDS: readonly string[] = ['reviewerName', 'comment', 'youtubeLink', 'tags', 'rating'] satisfies ReviewField[];
const isReviewField = (field: string | undefined): field is ReviewField => FIELDS.includes(field ?? '');

const RATINGS = [1, 2, 3, 4, 5] as const;
const EMPTY_TEXTS = { reviewerName: '', comment: '', phone: '', youtubeLink: '' };

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
  /** The event's saved reviews: a save sends them all, with the new one last. */
  saved: Review[];
  onSaved: () => void;
}

/** The review form: name, review, phone to verify, YouTube link, up to 3 tags and 1–5 stars. */
export function ReviewForm({ eventId, saved, onSaved }: ReviewFormProps) {
  const { t } = useTranslation();
  const tr = (key: string, values?: Record<string, unknown>) => t(`kitchen.tasks.reviews.${key}`, values);
  const problemText = useProblemText();
  const save = useSaveReviews(eventId);
  const id = useId();
  const [texts, setTexts] = useState(EMPTY_TEXTS);
  const [tags, setTags] = useState<ReviewTag[]>([]);
  const [rating, setRating] = useState(5);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<Failure | null>(null);

  const clear = (field: ReviewField) => setErrors(({ [field]: _gone, ...rest }) => rest);
  /** A text field's value, its problem beside it, and typing that clears the problem. */
  const bind = (field: keyof typeof EMPTY_TEXTS) => ({
    value: texts[field],
    error: field === 'phone' ? undefined : errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setTexts((current) => ({ ...current, [field]: value }));
      if (field !== 'phone') clear(field);
    },
  });
  const toggleTag = (tag: ReviewTag) => {
    clear('tags');
    setTags((chosen) => (chosen.includes(tag) ? chosen.filter((known) => known !== tag) : [...chosen, tag]));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const { reviewerName, comment, youtubeLink, phone } = texts;
    const review = { reviewerName, comment, youtubeLink, tags, rating };
    const problem = reviewProblem(review);
    if (problem) {
      setErrors({ [problem.field]: t(problem.key) });
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({
        eventId,
        reviews: [
          ...saved.map(reviewInput),
          {
            reviewerName: reviewerName.trim(),
            comment: comment.trim(),
            youtubeLink: youtubeLink.trim(),
            phone: phone.trim(),
            tags,
            rating,
          },
        ],
      });
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFailure({ title: tr('errors.unexpected') });
        return;
      }
      const title = tr('errors.save');
      const message = problemText(error, title);
      const index = error.params.index;
      // A rule broken by this review goes beside its field; anything else above the form.
      if (isReviewField(error.field) && (index === undefined || Number(index) === saved.length)) {
        setErrors({ [error.field]: message });
      } else {
        setFailure({ title, detail: message === title ? undefined : message });
      }
      return;
    }
    setTexts(EMPTY_TEXTS);
    setTags([]);
    setRating(5);
    onSaved();
  }

  const full = tags.length >= MAX_REVIEW_TAGS;
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-heading`} className="space-y-3">
      <h5 id={`${id}-heading`} className="text-lg font-bold text-stone-900">
        {tr('form.heading')}
      </h5>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={tr('form.name')} maxLength={80} autoComplete="off" {...bind('reviewerName')} />
        <TextField
          label={tr('form.phone')}
          hint={tr('form.phoneHint')}
          type="tel"
          inputMode="tel"
          maxLength={20}
          autoComplete="off"
          {...bind('phone')}
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
      <div className="flex justify-end">
        <button type="submit" disabled={save.isPending} className={button.primary}>
          {tr('form.submit')}
        </button>
      </div>
    </form>
  );
}
