import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES } from '#web/lib/i18n.ts';

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={`inline-flex rounded-full bg-white/15 p-0.5 ${className}`}
    >
      {LANGUAGES.map((language) => {
        const active = i18n.language === language;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={active}
            onClick={() => void changeLanguage(language)}
            className={`rounded-full px-3 py-1 text-sm leading-5 font-medium transition ${
              active ? 'bg-white text-stone-900 shadow' : 'text-current hover:bg-white/20'
            }`}
          >
            {t(`language.${language}`)}
          </button>
        );
      })}
    </div>
  );
}
