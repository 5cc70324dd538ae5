import { en } from './locales/en.ts';

/**
 * Shared schemas name their problems by text key (e.g. 'adminEvents.validation.titleRequired'): the
 * browser shows `t(key)` in the screen's language, and the server answers the English text with the
 * key as the error's code. A message that is no key (a library's own) stays as it is.
 */
export function englishText(key: string): string | null {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return null;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : null;
}

export function isTextKey(message: string): boolean {
  return englishText(message) !== null;
}
