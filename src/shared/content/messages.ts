import { en } from './locales/en.ts';
import { TextStore } from './text-store.ts';

const english = new TextStore<'en'>('en').add('en', en);

/**
 * Shared schemas name their problems by text key (e.g. 'adminEvents.validation.titleRequired'): the
 * browser shows `t(key)` in the screen's language, and the server answers the English text with the
 * key as the error's code. A message that is no key (a library's own) stays as it is.
 */
export function englishText(key: string, params: Record<string, string | number> = {}): string | null {
  return english.exists('en', key, params) ? english.translate('en', key, params) : null;
}
