import { en } from './locales/en.ts';

/**
 * Shared schemas name their problems by text key (e.g. 'adminEvents.validation.titleRequired'): the
 * browser shows `t(key)` in the screen's language, and the server answers the English text with the
 * key as the error's code. A message that is no key (a library's own) stays as it is.
 */
export function englishText(key: string, params: Record<string, string | number> = {}): string | null {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return null;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'string') return null;
  return node.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(params[name] ?? whole));
}

export function isTextKey(message: string): boolean {
  return englishText(message) !== null;
}
