import { kitchenRulesEn } from '#shared/content/locales/kitchen-rules.en.ts';
import { kitchenRulesMl } from '#shared/content/locales/kitchen-rules.ml.ts';
import { sopEn } from '#shared/content/locales/sop.en.ts';
import { sopMl } from '#shared/content/locales/sop.ml.ts';
import type { Texts } from '#shared/content/locales/texts-type.ts';
import type { Bilingual } from '#shared/content/sop/types.ts';
import { fillText } from '#shared/content/text-store.ts';

type GuideTexts = Texts<typeof sopEn>;

const TEXTS: Record<keyof Bilingual, GuideTexts> = { en: sopEn, ml: sopMl };

/** A value for a text's {{name}}: the same in both languages, or its own in each (a page's title). */
export type GuideTextValue = string | number | Bilingual;

/**
 * One of the guide's own texts (its buttons, states, navigation) in both languages, with its values
 * filled in: a guide page shows every text in English and Malayalam, whichever language the screen is in.
 */
export function guideText(pick: (texts: GuideTexts) => string, values: Record<string, GuideTextValue> = {}): Bilingual {
  const inLanguage = (language: keyof Bilingual) =>
    fillText(pick(TEXTS[language]), (name) => {
      const value = values[name];
      if (value === undefined) return undefined;
      return typeof value === 'object' ? value[language] : String(value);
    });
  return { en: inLanguage('en'), ml: inLanguage('ml') };
}

const RULE_TEXTS: Record<keyof Bilingual, unknown> = { en: kitchenRulesEn, ml: kitchenRulesMl };
const RULES_PREFIX = 'kitchenRules.';

function textAt(tree: unknown, path: string[]): string | undefined {
  const found = path.reduce<unknown>(
    (node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined),
    tree,
  );
  return typeof found === 'string' ? found : undefined;
}

/** A kitchen rule's text by its key ('kitchenRules.temperature.actions.…'), in both languages; null for another key. */
export function kitchenRuleText(key: string): Bilingual | null {
  if (!key.startsWith(RULES_PREFIX)) return null;
  const path = key.slice(RULES_PREFIX.length).split('.');
  const en = textAt(RULE_TEXTS.en, path);
  const ml = textAt(RULE_TEXTS.ml, path);
  return en === undefined || ml === undefined ? null : { en, ml };
}
