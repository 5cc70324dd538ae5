import type { CollectionSummary } from '#shared/schemas/recipes.ts';

/** The archive's order: newest day first; on the same day, the later-written collection first. */
export function newestCollectionsFirst<T extends Pick<CollectionSummary, 'date' | 'id'>>(collections: T[]): T[] {
  return [...collections].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

/** What the kitchen cooks from now: the newest published collection (drafts are not yet the recipe). */
export function newestPublished(collections: CollectionSummary[]): CollectionSummary | null {
  return newestCollectionsFirst(collections).find((collection) => collection.status === 'published') ?? null;
}

/** A collection's day written out: 'February 14, 2025' in English, the Malayalam month in Malayalam. */
export function formatCollectionDate(date: string, language: 'en' | 'ml'): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(language === 'ml' ? 'ml-IN' : 'en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}
