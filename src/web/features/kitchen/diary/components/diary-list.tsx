import { CalendarX, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import type { useDiaryPages } from '#web/lib/diary-events.ts';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { button } from '#web/components/buttons.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { LoadingLine } from '#web/components/loading-line.tsx';

interface DiaryListProps {
  pages: ReturnType<typeof useDiaryPages>;
  /** No filter is chosen: the empty list says the diary is empty, not that nothing matches. */
  unfiltered: boolean;
  /** One event's card. */
  card: (event: DiaryEvent) => ReactNode;
}

/** The diary's events page by page, as cards: loading, its failure, none, or the cards and "load more". */
export function DiaryList({ pages, unfiltered, card }: DiaryListProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.diary' });
  const { t: tc } = useTranslation('translation', { keyPrefix: 'kitchen.common' });
  const problemText = useProblemText();
  const shown = pages.data?.pages.flatMap((page) => page.data) ?? [];
  const total = pages.data?.pages.at(-1)?.total ?? 0;

  if (pages.isPending) {
    return <LoadingLine text={t('loading')} className="rounded-2xl bg-white p-6" />;
  }
  if (pages.isError) {
    return (
      <ErrorBanner
        failure={{ title: problemText(pages.error, t('errors.load')) }}
        retry={{ label: tc('retry'), onRetry: () => void pages.refetch() }}
      />
    );
  }
  if (shown.length === 0) {
    return (
      <p className="flex flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center text-lg text-stone-700 shadow-sm ring-1 ring-stone-200">
        <CalendarX aria-hidden className="size-8 text-amber-700" />
        {unfiltered ? t('empty') : t('emptyFiltered')}
      </p>
    );
  }
  return (
    <>
      <ul aria-label={t('title')} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {shown.map((event) => (
          <li key={event.id} className="flex min-w-0">
            {card(event)}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-col items-center gap-2">
        <p className="text-base text-stone-700">{t('shown', { shown: shown.length, total })}</p>
        {pages.hasNextPage && (
          <button
            type="button"
            onClick={() => void pages.fetchNextPage()}
            disabled={pages.isFetchingNextPage}
            className={`${button.secondary} w-full sm:w-auto`}
          >
            {pages.isFetchingNextPage && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
            {pages.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
          </button>
        )}
      </div>
    </>
  );
}
