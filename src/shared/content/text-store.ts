/**
 * The one text store of the browser, the server's reports and the tests: nested objects of strings per
 * language, looked up by dotted key ('hero.title'), with {{name}} filled in and plural forms chosen by
 * the language's rules ('stepsCount_one' / 'stepsCount_other' for `{ count }`). English is every
 * language's fallback; a key found nowhere is shown as the key. It is our own, small, so that the
 * storefront's first load stays small (decision 005).
 */
export type TextTree = { [key: string]: string | TextTree };
export type TextOptions = Record<string, unknown> & { count?: number; defaultValue?: string };
/**
 * A text by its key. Typed with the keys it knows (`TFunction<TextKey>`, locales/text-keys.ts), a key
 * that is not one fails the type check; written as a method so such a `t` may still be handed to code
 * that takes any key.
 */
export type TFunction<Key extends string = string> = {
  bivarianceHack(key: Key, options?: TextOptions): string;
}['bivarianceHack'];

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * A text with every {{name}} filled: from `values` (a name it lacks stays as written), or by a
 * function that gives each name's text (undefined: as written).
 */
export function fillText(
  template: string,
  values: Record<string, unknown> | ((name: string) => string | undefined) = {},
): string {
  const valueOf =
    typeof values === 'function'
      ? values
      : (name: string) => (Object.hasOwn(values, name) ? String(values[name]) : undefined);
  return template.replace(PLACEHOLDER, (whole, name: string) => valueOf(name) ?? whole);
}

export class TextStore<Language extends string> {
  private readonly trees = new Map<Language, TextTree>();
  private readonly plurals = new Map<Language, Intl.PluralRules>();

  constructor(private readonly fallback: Language) {}

  has(language: Language): boolean {
    return this.trees.has(language);
  }

  /** Adds texts to a language; keys already there are replaced. */
  add(language: Language, texts: TextTree): this {
    this.trees.set(language, merge(this.trees.get(language) ?? {}, texts));
    return this;
  }

  exists(language: Language, key: string, options?: TextOptions): boolean {
    return this.find(language, key, options) !== undefined;
  }

  translate(language: Language, key: string, options?: TextOptions): string {
    const text = this.find(language, key, options);
    if (text === undefined) return options?.defaultValue ?? key;
    return options ? fillText(text, options) : text;
  }

  /** The texts of one language as a function, as `t` is called. */
  translator(language: Language): TFunction {
    return (key, options) => this.translate(language, key, options);
  }

  private find(language: Language, key: string, options?: TextOptions): string | undefined {
    for (const candidate of language === this.fallback ? [language] : [language, this.fallback]) {
      const tree = this.trees.get(candidate);
      if (!tree) continue;
      if (typeof options?.count === 'number') {
        const plural = lookup(tree, `${key}_${this.pluralRules(candidate).select(options.count)}`);
        if (plural !== undefined) return plural;
      }
      const text = lookup(tree, key);
      if (text !== undefined) return text;
    }
    return undefined;
  }

  private pluralRules(language: Language): Intl.PluralRules {
    let rules = this.plurals.get(language);
    if (!rules) this.plurals.set(language, (rules = new Intl.PluralRules(language)));
    return rules;
  }
}

function lookup(tree: TextTree, key: string): string | undefined {
  let node: string | TextTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function merge(into: TextTree, from: TextTree): TextTree {
  const merged: TextTree = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = merged[key];
    merged[key] = typeof value === 'object' && typeof existing === 'object' ? merge(existing, value) : value;
  }
  return merged;
}
