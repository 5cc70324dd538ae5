import { useTranslation } from '#web/lib/i18n.ts';
import { changeLanguage, LANGUAGES } from '#web/lib/i18n.ts';
import { LANGUAGE_QUERY } from '#shared/domain/language-choice.ts';

const SIZES = {
  /** In the storefront's header bar: touch-sized (44 px) on a phone, beside the logo and the menu. */
  compact: {
    group: 'rounded-full bg-white/15 p-0.5',
    button:
      'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm leading-5 font-medium transition',
    active: 'bg-white text-stone-900 shadow',
    idle: 'text-current hover:bg-white/20',
  },
  /** In a kitchen or admin header bar: 48 px, for wet hands on a shared tablet. */
  header: {
    group: 'rounded-full bg-white/15 p-0.5',
    button:
      'inline-flex min-h-12 min-w-12 items-center justify-center rounded-full px-3 text-base leading-5 font-medium transition focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300',
    active: 'bg-white text-stone-900 shadow',
    idle: 'text-current hover:bg-white/20',
  },
  /** On a wall screen: touch-sized, readable from across the room. */
  large: {
    group: 'rounded-xl bg-stone-200 p-1',
    button:
      'min-h-12 rounded-lg px-4 text-lg font-semibold focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300',
    active: 'bg-stone-900 text-white',
    idle: 'text-stone-800',
  },
};

export function LanguageSwitch({
  className = '',
  size = 'compact',
}: {
  className?: string;
  size?: keyof typeof SIZES;
}) {
  const look = SIZES[size];
  const { t, i18n } = useTranslation();
  return (
    // A form, so that a tap on the prerendered storefront before its scripts have started still
    // switches: the browser asks for `/?language=ml`, which the server answers with the choice's
    // cookie and the page drawn in it (web-pages.ts). Once React runs, the switch happens in place.
    <form
      method="get"
      action="/"
      role="group"
      aria-label={t('language.label')}
      className={`inline-flex ${look.group} ${className}`}
    >
      {LANGUAGES.map((language) => {
        const active = i18n.language === language;
        return (
          <button
            key={language}
            type="submit"
            name={LANGUAGE_QUERY}
            value={language}
            lang={language}
            aria-pressed={active}
            onClick={(clicked) => {
              clicked.preventDefault();
              void changeLanguage(language);
            }}
            className={`${look.button} ${active ? look.active : look.idle}`}
          >
            {t(`language.${language}`)}
          </button>
        );
      })}
    </form>
  );
}
