import { BadgeCheck, CirclePlay, LoaderCircle, Pencil, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { formatEventDate, todayInKerala } from '#shared/domain/event-date.ts';
import { reviewTagKey } from '#shared/domain/kitchen/review-rules.ts';
import type { Review } from '#shared/schemas/diary.ts';
import { ErrorBanner, SuccessBanner, useFlash } from '#web/components/status-banners.tsx';
import { button } from '#web/components/buttons.ts';
import { useReviews } from '../api/get-reviews.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { ReviewForm } from './review-form.tsx';
import { LoadingLine } from '#web/components/loading-line.tsx';

/** The review's day in the screen's language; the text as it is when it is no date. */
function reviewDay(date: string, language: string): string {
  const time = Date.parse(date);
  return Number.isFinite(time) ? formatEventDate(todayInKerala(new Date(time)), language) : date;
}

function ReviewCard({ review, onEdit }: { review: Review; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h6 className="min-w-0 break-words text-lg font-bold text-stone-900">{review.reviewerName}</h6>
        <span role="img" aria-label={t('kitchen.tasks.reviews.rated', { rating: review.rating })} className="flex">
          {[1, 2, 3, 4, 5].map((star) => (
            <Star
              key={star}
              aria-hidden
              className={`size-5 ${star <= review.rating ? 'fill-amber-500 text-amber-600' : 'text-stone-300'}`}
            />
          ))}
        </span>
        {review.verified && (
          <span className="flex items-center gap-1 rounded-full bg-emerald-100 px-3 py-1 text-sm font-bold text-emerald-900">
            <BadgeCheck aria-hidden className="size-4" />
            {t('kitchen.tasks.reviews.verified')}
          </span>
        )}
        <span className="text-base text-stone-600">{reviewDay(review.date, i18n.language)}</span>
      </div>
      <p className="mt-2 whitespace-pre-line break-words text-lg text-stone-800">{review.comment}</p>
      {review.tags.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {review.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950">
              {t(reviewTagKey(tag))}
            </li>
          ))}
        </ul>
      )}
      {review.youtubeLink && (
        <a
          href={review.youtubeLink}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-flex min-h-12 items-center gap-2 font-semibold text-red-800 underline"
        >
          <CirclePlay aria-hidden className="size-5" />
          {t('kitchen.tasks.reviews.youtube')}
        </a>
      )}
      <div className="mt-2 flex justify-end">
        <button type="button" onClick={onEdit} className={button.secondary}>
          <Pencil aria-hidden className="size-5" />
          {t('kitchen.tasks.reviews.edit')}
        </button>
      </div>
    </article>
  );
}

/**
 * Customer Reviews: the event's reviews, newest first, a page at a time, and the form to add one or to
 * edit a saved one; live with the panel's topic.
 */
export function ReviewsSection({ eventId }: { eventId: number }) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen' });
  const problemText = useProblemText();
  const reviews = useReviews(eventId);
  const flash = useFlash();
  const id = useId();
  const [editing, setEditing] = useState<Review | null>(null);
  const shown = reviews.data?.pages.flatMap((page) => page.data) ?? [];
  const total = reviews.data?.pages.at(-1)?.total ?? 0;

  let list;
  if (reviews.isPending) {
    list = <LoadingLine text={t('tasks.reviews.loading')} />;
  } else if (reviews.isError) {
    list = (
      <ErrorBanner
        failure={{ title: problemText(reviews.error, t('tasks.reviews.errors.load')) }}
        retry={{ label: t('common.retry'), onRetry: () => void reviews.refetch() }}
      />
    );
  } else if (shown.length === 0) {
    list = <p className="text-lg text-stone-700">{t('tasks.reviews.empty')}</p>;
  } else {
    list = (
      <>
        <ul className="grid gap-3 lg:grid-cols-2">
          {shown.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} onEdit={() => setEditing(review)} />
            </li>
          ))}
        </ul>
        <div className="flex flex-col items-center gap-2">
          <p className="text-base text-stone-700">{t('tasks.reviews.shown', { shown: shown.length, total })}</p>
          {reviews.hasNextPage && (
            <button
              type="button"
              onClick={() => void reviews.fetchNextPage()}
              disabled={reviews.isFetchingNextPage}
              className={`${button.secondary} w-full sm:w-auto`}
            >
              {reviews.isFetchingNextPage && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
              {t('tasks.reviews.loadMore')}
            </button>
          )}
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h4 id={`${id}-heading`} className="text-xl font-bold text-stone-900">
        {t('tasks.reviews.heading')}
      </h4>
      {list}
      <SuccessBanner message={flash.message} />
      {reviews.isSuccess && (
        <ReviewForm
          key={editing ? `edit-${editing.id}` : 'new'}
          eventId={eventId}
          editing={editing}
          onCancelEdit={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            flash.show(t('tasks.reviews.saved'));
          }}
        />
      )}
    </section>
  );
}
