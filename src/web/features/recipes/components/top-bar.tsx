import { useTranslation } from '#web/lib/i18n.ts';
import { LanguageSwitch } from '#web/components/language-switch.tsx';
import { SignOutButton } from '#web/components/sign-out-button.tsx';

/**
 * The calculator's one top bar, above the archive and the recipe screen: its name (as its sign-in
 * screen says it), the language and Log Out, each once and thumb-sized. On a phone the name gives way
 * (the screen's heading is right below), so the bar stays a few lines tall.
 */
export function RecipeTopBar() {
  const { t } = useTranslation();
  return (
    <header className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-2xl bg-stone-900 px-3 py-1 text-white">
      <p className="hidden min-w-0 break-words text-lg font-bold sm:block">{t('auth.recipe.title')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <LanguageSwitch size="header" />
        <SignOutButton label={t('recipes.archive.logOut')} />
      </div>
    </header>
  );
}
