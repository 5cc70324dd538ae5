import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES } from '#web/lib/i18n.ts';

/** English / Malayalam, large enough to hit on a wall screen. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'sop.language' });
  return (
    <div role="group" aria-label={t('label')} className="inline-flex rounded-xl bg-stone-200 p-1">
      {LANGUAGES.map((language) => {
        const active = i18n.language === language;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={active}
            onClick={() => void changeLanguage(language)}
            className={`min-h-12 rounded-lg px-4 text-lg font-semibold focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300 ${
              active ? 'bg-stone-900 text-white' : 'text-stone-800'
            }`}
          >
            {t(language)}
          </button>
        );
      })}
    </div>
  );
}
