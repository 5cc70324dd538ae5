import { useTranslation } from '#web/lib/i18n.ts';
import type { Bilingual } from '#shared/content/sop/types.ts';

export type GuideLanguage = keyof Bilingual;

/** The screen's language first, the other second: every guide text is shown in both. */
export function useGuideLanguages(): [GuideLanguage, GuideLanguage] {
  const { i18n } = useTranslation();
  return i18n.language === 'ml' ? ['ml', 'en'] : ['en', 'ml'];
}
