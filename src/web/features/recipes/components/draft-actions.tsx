import { Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { button } from '#web/components/buttons.ts';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { useDeleteCollection } from '../api/delete-collection.ts';
import { usePublishCollection } from '../api/publish-collection.ts';
import { useProblemText } from '#web/lib/problem-text.ts';

type Asking = 'publish' | 'delete' | null;

/**
 * Admin, on a draft: publish it (every cook then reads it, and it can never change again) or throw it
 * away. Both ask first, in place: nothing to hover, nothing to miss on a tablet.
 */
export function DraftActions({
  collectionId,
  onPublished,
  onDeleted,
}: {
  collectionId: number;
  onPublished: (text: string) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'recipes.admin' });
  const problemText = useProblemText();
  const [asking, setAsking] = useState<Asking>(null);
  const publish = usePublishCollection(collectionId);
  const remove = useDeleteCollection(collectionId);
  const busy = publish.isPending || remove.isPending;
  const failed = publish.isError ? publish : remove.isError ? remove : null;
  const ask = (what: Asking) => {
    publish.reset();
    remove.reset();
    setAsking(what);
  };
  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto">
      {asking === null ? (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={button.success} onClick={() => ask('publish')}>
            <Send aria-hidden className="size-5" />
            {t('publish')}
          </button>
          <button type="button" className={button.dangerOutline} onClick={() => ask('delete')}>
            <Trash2 aria-hidden className="size-5" />
            {t('deleteDraft')}
          </button>
        </div>
      ) : (
        <div
          role="group"
          aria-label={t(asking === 'publish' ? 'publishConfirm' : 'deleteConfirm')}
          className="flex flex-col gap-2 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200"
        >
          <p className="text-base font-semibold text-stone-900">
            {t(asking === 'publish' ? 'publishConfirm' : 'deleteConfirm')}
          </p>
          <div className="flex flex-wrap gap-2">
            {asking === 'publish' ? (
              <button
                type="button"
                className={button.success}
                disabled={busy}
                onClick={() =>
                  // A promise, not mutate's callback: publishing ends editing, which unmounts this component
                  // before mutate's own callbacks would run. A failure shows from publish.isError.
                  publish.mutateAsync().then(
                    () => onPublished(t('published')),
                    () => undefined,
                  )
                }
              >
                {publish.isPending ? t('publishing') : t('publishYes')}
              </button>
            ) : (
              <button
                type="button"
                className={button.danger}
                disabled={busy}
                onClick={() => remove.mutate(undefined, { onSuccess: onDeleted })}
              >
                {remove.isPending ? t('deleting') : t('deleteYes')}
              </button>
            )}
            <button type="button" className={button.secondary} disabled={busy} onClick={() => setAsking(null)}>
              {t('cancel')}
            </button>
          </div>
        </div>
      )}
      {failed && (
        <ErrorBanner
          failure={{
            title: problemText(failed.error, t(publish.isError ? 'publishFailed' : 'deleteFailed')),
          }}
        />
      )}
    </div>
  );
}
