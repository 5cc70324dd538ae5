import type { en } from './en.ts';

/**
 * Text keys as types, read from the English texts (the one every language must match): a key that
 * is not there, or a typo in one, fails `npm run typecheck`. The browser's `t` and the server's
 * refusals (a refusal's `key`) both take them.
 */
type Leaves<Tree, Path extends string = ''> = {
  [Name in keyof Tree & string]: Tree[Name] extends string ? `${Path}${Name}` : Leaves<Tree[Name], `${Path}${Name}.`>;
}[keyof Tree & string];

type Branches<Tree, Path extends string = ''> = {
  [Name in keyof Tree & string]: Tree[Name] extends string
    ? never
    : `${Path}${Name}` | Branches<Tree[Name], `${Path}${Name}.`>;
}[keyof Tree & string];

/** The plural forms a language's rules choose among (`stepsCount_one`, `stepsCount_other`). */
type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type PluralBase<Key> = Key extends `${infer Base}_${PluralForm}` ? Base : never;

type Keys<Tree> = Leaves<Tree> | PluralBase<Leaves<Tree>>;

/** Every text key: each text of the English texts by its dotted path, and each plural text by its base. */
export type TextKey = Keys<typeof en>;

/** A group of texts (`booking`, `kitchen.tasks`): what `useTranslation`'s `keyPrefix` may name. */
export type TextPrefix = Branches<typeof en>;

/** The keys under a group, without its prefix: what `t` takes inside `useTranslation(…, { keyPrefix })`. */
export type KeyUnder<Prefix extends string> = TextKey extends infer Key
  ? Key extends `${Prefix}.${infer Rest}`
    ? Rest
    : never
  : never;

/**
 * A key the code does not spell but receives as data: a schema's message, a corrective action or a
 * waiting change's label as stored, a mail's kind. It is looked up when shown (a key without a text
 * shows as itself). Every key the code spells or builds from a fixed set is a `TextKey` and checked.
 */
export function keyOf<Key extends string = TextKey>(data: string): Key {
  return data as Key;
}
