import type { TFunction } from '#web/lib/i18n.ts';

/** 'Event day', 'Day before event', 'N days before event' in the screen's language. */
export function dueText(days: number, t: TFunction): string {
  if (days <= 0) return t('kitchen.tasks.due.event');
  if (days === 1) return t('kitchen.tasks.due.dayBefore');
  return t('kitchen.tasks.due.daysBefore', { count: days });
}
