import { Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import type { RecipeKey } from '#shared/schemas/recipes.ts';
import { panel } from '#web/components/buttons.ts';

/** The collection's recipes; the selected one carries a check mark. */
export function RecipeList({
  keys,
  selected,
  onSelect,
}: {
  keys: RecipeKey[];
  selected: RecipeKey;
  onSelect: (key: RecipeKey) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'recipes' });
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={panel}>
      <h2 id={`${id}-title`} className="text-xl font-bold text-stone-900">
        {t('list.title')}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {keys.map((key) => {
          const isSelected = key === selected;
          return (
            <li key={key}>
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => onSelect(key)}
                className={`flex min-h-12 w-full items-center justify-between gap-2 rounded-xl px-4 py-2 text-left text-lg font-semibold focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300 ${isSelected ? 'bg-amber-700 text-white' : 'bg-stone-100 text-stone-900'}`}
              >
                <span className="min-w-0 break-words">{t(`names.${key}`)}</span>
                {isSelected && <Check aria-label={t('list.selected')} className="size-6 shrink-0" />}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
