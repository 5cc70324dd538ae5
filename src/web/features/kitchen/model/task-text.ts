import { DEFAULT_COOK_NAME } from '#shared/domain/kitchen/cook-name.ts';
import { inLanguage } from '#shared/domain/in-language.ts';
import type { Task } from '#shared/schemas/tasks.ts';
import type { TFunction } from '#web/lib/i18n.ts';

/** A task's name in the screen's language: its Malayalam on Malayalam screens when it has one. */
export const taskName = (task: Pick<Task, 'task' | 'taskMl'>, language: string): string =>
  inLanguage(task.task, task.taskMl, language);

/** A task's description in the screen's language. */
export const taskDescription = (task: Pick<Task, 'description' | 'descriptionMl'>, language: string): string =>
  inLanguage(task.description, task.descriptionMl, language);

/** Who did it, as recorded; the name a blank one is recorded under is worded in the screen's language. */
export const cookName = (name: string | null | undefined, t: TFunction): string =>
  name === DEFAULT_COOK_NAME ? t('kitchen.tasks.defaultCook') : (name ?? '');
