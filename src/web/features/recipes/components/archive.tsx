import { FolderOpen, FolderPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import type { CollectionSummary } from '#shared/schemas/recipes.ts';
import { button, panel } from '#web/components/buttons.ts';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { PageLoading } from '#web/components/page-loading.tsx';
import { useSessionUser } from '#web/lib/session.ts';
import { useCollections } from '#web/lib/recipe-book.ts';
import { NewCollectionForm } from './new-collection-form.tsx';
import { formatCollectionDate } from '#shared/domain/kitchen/recipe-book.ts';
import { archiveOrder, langOf, pick } from '../model.ts';

/** 'Mandi Recipe Archives': one card per dated collection, oldest first; drafts (admins only) marked. */
export function Archive({ onOpen }: { onOpen: (id: number) => void }) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'recipes.archive' });
  const lang = langOf(i18n.language);
  const collections = useCollections();
  const isAdmin = useSessionUser().data?.role === 'admin';
  const [creating, setCreating] = useState(false);
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="min-w-0 break-words text-2xl font-bold text-stone-900 sm:text-3xl">{t('title')}</h1>
        {isAdmin && collections.data && collections.data.length > 0 && !creating && (
          <button type="button" className={button.primary} onClick={() => setCreating(true)}>
            <FolderPlus aria-hidden className="size-5" />
            {t('newCollection')}
          </button>
        )}
      </div>
      <p className="text-lg text-stone-700">{t('subtitle')}</p>
      {creating && collections.data && (
        <NewCollectionForm collections={collections.data} onCreated={onOpen} onCancel={() => setCreating(false)} />
      )}
      {collections.isPending && <PageLoading />}
      {collections.isError && (
        <ErrorBanner
          failure={{ title: t('failed') }}
          retry={{ label: t('retry'), onRetry: () => void collections.refetch() }}
        />
      )}
      {collections.data?.length === 0 && <p className="text-lg text-stone-700">{t('empty')}</p>}
      {collections.data && collections.data.length > 0 && (
        <ul aria-label={t('title')} className="grid gap-3 sm:grid-cols-2">
          {archiveOrder(collections.data).map((collection) => (
            <li key={collection.id}>
              <CollectionCard collection={collection} lang={lang} draftLabel={t('draft')} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

function CollectionCard({
  collection,
  lang,
  draftLabel,
  onOpen,
}: {
  collection: CollectionSummary;
  lang: 'en' | 'ml';
  draftLabel: string;
  onOpen: (id: number) => void;
}) {
  const isDraft = collection.status === 'draft';
  return (
    <button
      type="button"
      onClick={() => onOpen(collection.id)}
      className={`${panel} flex min-h-12 w-full items-start gap-3 text-left hover:ring-amber-400 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300 ${isDraft ? 'border-2 border-dashed border-amber-500' : ''}`}
    >
      <FolderOpen aria-hidden className="mt-1 size-8 shrink-0 text-amber-700" />
      <span className="flex min-w-0 flex-col gap-1">
        <span className="text-base font-semibold text-stone-600">{formatCollectionDate(collection.date, lang)}</span>
        <span className="break-words text-lg font-bold text-stone-900">{pick(collection.name, lang)}</span>
        <span className="flex flex-wrap gap-2">
          <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
            {pick(collection.badge, lang)}
          </span>
          {isDraft && (
            <span className="rounded-full bg-stone-800 px-3 py-1 text-sm font-semibold text-white">{draftLabel}</span>
          )}
        </span>
      </span>
    </button>
  );
}
