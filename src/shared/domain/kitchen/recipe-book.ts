import type { CollectionSummary } from '#shared/schemas/recipes.ts';

/** The archive's order: newest day first; on the same day, the later-written collection first. */
export function newestCollectionsFirst<T extends Pick<CollectionSummary, 'date' | 'id'>>(collections: T[]): T[] {
  return [...collections].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

/** What the kitchen cooks from now: the newest published collection (drafts are not yet the recipe). */
export function newestPublished(collections: CollectionSummary[]): CollectionSummary | null {
  return newestCollectionsFirst(collections).find((collection) => collection.status === 'published') ?? null;
}
