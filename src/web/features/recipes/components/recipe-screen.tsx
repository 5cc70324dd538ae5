import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import type { Collection, RecipeKey, VersionedRecipe } from '#shared/schemas/recipes.ts';
import { button } from '#web/components/buttons.ts';
import { PageLoading } from '#web/components/page-loading.tsx';
import { ErrorBanner, SuccessBanner, useFlash } from '#web/components/status-banners.tsx';
import { useSessionUser } from '#web/lib/session.ts';
import { useStepVideos } from '#web/lib/step-videos.ts';
import { useCollection } from '#web/lib/recipe-book.ts';
import { formatCollectionDate } from '#shared/domain/kitchen/recipe-book.ts';
import { langOf, pick, RECIPE_ORDER, videoCaptionKind } from '../model.ts';
import { DraftActions } from './draft-actions.tsx';
import { RecipeCard } from './recipe-card.tsx';
import { RecipeList } from './recipe-list.tsx';
import { ServingSize } from './serving-size.tsx';
import { StepCard } from './step-card.tsx';
import { VideoPlayer } from './step-video-player.tsx';

interface RecipeScreenProps {
  collectionId: number;
  recipeKey: RecipeKey;
  onSelectRecipe: (key: RecipeKey) => void;
  servings: number;
  onServings: (servings: number) => void;
  onBack: () => void;
}

/** 'Mandi Recipe Management': one collection's recipes scaled to the servings. */
export function RecipeScreen({
  collectionId,
  recipeKey,
  onSelectRecipe,
  servings,
  onServings,
  onBack,
}: RecipeScreenProps) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'recipes.screen' });
  const lang = langOf(i18n.language);
  const collection = useCollection(collectionId);
  const data = collection.data;
  const keys = data ? RECIPE_ORDER.filter((key) => data.recipes.some((recipe) => recipe.key === key)) : [];
  const recipe = data?.recipes.find((one) => one.key === recipeKey) ?? data?.recipes[0];
  const isAdmin = useSessionUser().data?.role === 'admin';
  const editable = isAdmin && data?.status === 'draft';
  const flash = useFlash();
  /** The servings field shows a refusal: the card shows no amounts until it is taken. */
  const [refused, setRefused] = useState(false);
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold text-stone-900 sm:text-3xl">{t('title')}</h1>
          {data && (
            <p className="break-words text-lg text-stone-700">
              {pick(data.name, lang)} · {formatCollectionDate(data.date, lang)}
              {data.status === 'draft' && (
                <span className="ml-2 rounded-full bg-stone-800 px-3 py-1 text-sm font-semibold text-white">
                  {t('draft')}
                </span>
              )}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {editable && <DraftActions collectionId={collectionId} onPublished={flash.show} onDeleted={onBack} />}
          <button type="button" className={button.secondary} onClick={onBack}>
            <ArrowLeft aria-hidden className="size-5" />
            {t('backToFolders')}
          </button>
        </div>
      </div>
      <SuccessBanner message={flash.message} />
      {collection.isPending && <PageLoading />}
      {collection.isError && (
        <ErrorBanner failure={{ title: t('failed') }} retry={{ label: t('backToFolders'), onRetry: onBack }} />
      )}
      {data && recipe && (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
          <div className="flex min-w-0 flex-col gap-4">
            <ServingSize servings={servings} onChange={onServings} onRefused={setRefused} />
            <RecipeList keys={keys} selected={recipe.key} onSelect={onSelectRecipe} />
          </div>
          <div className="flex min-w-0 flex-col gap-4">
            <RecipeVideo collection={data} recipe={recipe} />
            <RecipeCard
              recipe={recipe}
              servings={refused ? null : servings}
              collectionId={data.id}
              lang={lang}
              editable={editable}
            />
            {recipe.steps.length > 0 && <StepCard key={`${data.id}-${recipe.key}`} steps={recipe.steps} lang={lang} />}
          </div>
        </div>
      )}
    </main>
  );
}

/**
 * The recipe's video area: the video of the guide step the recipe names (an uploaded file or a link);
 * otherwise a placeholder with the collection's caption ('Original Mandi Rice Preparation').
 */
function RecipeVideo({ collection, recipe }: { collection: Collection; recipe: VersionedRecipe }) {
  const { t } = useTranslation('translation', { keyPrefix: 'recipes' });
  const videos = useStepVideos();
  const url = recipe.videoStepId ? videos.data?.[recipe.videoStepId] : undefined;
  const name = t(`names.${recipe.key}`);
  return (
    <VideoPlayer
      url={url}
      label={t('video.label', { recipe: name })}
      caption={t(`video.${videoCaptionKind(collection.date)}`, { recipe: name })}
    />
  );
}
