import { useMemo } from 'react';
import { eventNeeds } from '#shared/domain/kitchen/event-needs.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import type { IngredientLink, InventoryItem } from '#shared/schemas/inventory.ts';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { useSessionUser } from '#web/lib/session.ts';
import { useNewestRecipes } from '../../../../lib/recipe-book.ts';
import { usePeople } from '../../tasks/api/get-people.ts';
import { useIngredientLinks } from '../api/ingredient-links.ts';
import { ingredientNames } from '../model/ingredient-names.ts';
import { LoadingLine } from '#web/components/loading-line.tsx';
import { NeedsReport } from './needs-report.tsx';
import { UsageForm } from './usage-form.tsx';

const NO_LINKS: readonly IngredientLink[] = [];

/**
 * One event's needs: the newest published recipes scaled to its people, checked against the stock; from
 * its day on, what the kitchen used.
 */
export function EventNeedsPanel({ event, items }: { event: DiaryEvent; items: readonly InventoryItem[] | null }) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'inventory.needs' });
  const problemText = useProblemText();
  const lang = i18n.language === 'ml' ? 'ml' : 'en';
  const people = usePeople(event.id);
  const count = people.data ?? event.estimatedAttendance;
  const recipes = useNewestRecipes();
  const collection = recipes.state === 'ready' ? recipes.collection : null;
  const user = useSessionUser();
  const links = useIngredientLinks();
  // Without the links (a failed read) the needs are matched by name alone, and the screen says so.
  const linked = links.isError ? NO_LINKS : (links.data ?? null);
  const needs = useMemo(
    () => (collection && items && linked ? eventNeeds(collection.recipes, count, items, linked) : null),
    [collection, items, count, linked],
  );
  const names = useMemo(() => ingredientNames(collection?.recipes ?? []), [collection]);

  if (recipes.state === 'error') {
    return (
      <ErrorBanner
        failure={{ title: problemText(recipes.error, t('failed')) }}
        retry={{ label: i18n.t('kitchen.common.retry'), onRetry: recipes.retry }}
      />
    );
  }
  if (recipes.state === 'empty') return <p className="text-lg text-stone-700">{t('noRecipes')}</p>;
  if (!needs || !collection || !items || !linked) return <LoadingLine text={t('loading')} />;
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap gap-x-4 text-base text-stone-800">
        <span data-testid="needs-people" className="font-semibold">
          {t('people', { count })}
        </span>
        <span className="break-words">{t('from', { name: collection.name[lang] })}</span>
      </p>
      {links.isError && <p className="text-base font-semibold text-amber-900">{t('links.loadFailed')}</p>}
      <NeedsReport
        needs={needs}
        event={event}
        lang={lang}
        items={items}
        links={linked}
        names={names}
        canLink={user.data?.role === 'admin'}
      />
      <UsageForm event={event} needs={needs} items={items} lang={lang} />
    </div>
  );
}
