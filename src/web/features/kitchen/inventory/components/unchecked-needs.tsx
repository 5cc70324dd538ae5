import { Link2, LoaderCircle, Unlink } from 'lucide-react';
import { useState } from 'react';
import { formatNeedQuantity, type NeedLine } from '#shared/domain/kitchen/event-needs.ts';
import { suggestItems } from '#shared/domain/kitchen/stock-matching.ts';
import { conversionBetween } from '#shared/domain/kitchen/unit-conversion.ts';
import type { IngredientLink, InventoryItem } from '#shared/schemas/inventory.ts';
import { button, panel } from '#web/components/buttons.ts';
import { ErrorBanner, SuccessBanner, useFlash } from '#web/components/status-banners.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { useClearIngredientLink } from '../api/ingredient-links.ts';
import { withReason } from '../model/failure-text.ts';
import { itemName, unitText } from '../model/labels.ts';
import { LinkPicker } from './link-picker.tsx';

type Lang = 'en' | 'ml';

/** Why a line could not be checked, in the screen's language. */
function useReason(lang: Lang) {
  const { t: ti } = useTranslation('translation', { keyPrefix: 'inventory' });
  const { t } = useTranslation('translation', { keyPrefix: 'inventory.needs' });
  return (line: NeedLine) => {
    if (line.status === 'unlinked') return t('unlinked');
    const item = itemName({ name: line.itemName!, nameMl: line.itemNameMl }, lang);
    const unit = unitText(line.itemUnit!, ti);
    return conversionBetween(line.unit, line.itemUnit!) === 'density'
      ? t('needsDensity', { item, unit })
      : t('unitMismatch', { item, unit });
  };
}

/**
 * The lines whose stock cannot be checked (not in the inventory, or in a unit that does not convert),
 * each with its amount; the owner links each one to the item it is bought as in one tap, staff see what
 * it may be.
 */
export function UncheckedNeeds({
  lines,
  items,
  lang,
  canLink,
}: {
  lines: NeedLine[];
  items: readonly InventoryItem[];
  lang: Lang;
  canLink: boolean;
}) {
  const { t: ti } = useTranslation('translation', { keyPrefix: 'inventory' });
  const { t } = useTranslation('translation', { keyPrefix: 'inventory.needs' });
  const reason = useReason(lang);
  const done = useFlash();
  const [open, setOpen] = useState<string | null>(null);
  // Kept while the last line's link is being confirmed.
  if (!lines.length && !done.message) return null;

  return (
    <section className={panel} aria-label={t('unchecked')}>
      <h4 className="text-lg font-bold text-stone-900">{t('unchecked')}</h4>
      <p className="text-base text-stone-700">
        {t('uncheckedHint')} {canLink ? null : t('ownerLinks')}
      </p>
      <SuccessBanner message={done.message} />
      {lines.length > 0 && (
        <ul data-testid="needs-unchecked" className="mt-2 divide-y divide-stone-200">
          {lines.map((line) => {
            const name = line.name[lang];
            const maybe = canLink ? [] : suggestItems({ name: line.name.en, unit: line.unit }, items);
            return (
              <li key={line.key} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2 py-2">
                <span className="min-w-48 flex-1 break-words text-base text-stone-900">
                  {name}
                  <span className="block text-sm text-stone-600">{reason(line)}</span>
                  {maybe.length > 0 && (
                    <span className="block text-sm text-stone-700">
                      {t('maybe', { items: maybe.map(({ item }) => itemName(item, lang)).join(', ') })}
                    </span>
                  )}
                </span>
                <span className="flex shrink-0 items-center gap-3">
                  <span className="font-semibold tabular-nums text-stone-900">
                    {formatNeedQuantity(line.needed, unitText(line.unit, ti))}
                  </span>
                  {canLink && open !== line.key && (
                    <button
                      type="button"
                      aria-label={t('link.openLabel', { name })}
                      onClick={() => setOpen(line.key)}
                      className={button.secondary}
                    >
                      <Link2 aria-hidden className="size-5" />
                      {t('link.open')}
                    </button>
                  )}
                </span>
                {canLink && open === line.key && (
                  <LinkPicker
                    line={line}
                    items={items}
                    lang={lang}
                    onCancel={() => setOpen(null)}
                    onLinked={(item) => {
                      setOpen(null);
                      done.show(t('link.done', { name, item: itemName(item, lang) }));
                    }}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The owner's links used by this event's recipes, each with what it links to; the owner may unlink one. */
export function OwnerLinks({
  links,
  names,
  items,
  lang,
  canLink,
}: {
  links: readonly IngredientLink[];
  /** The recipes' ingredient names by link key: only links these use are listed. */
  names: ReadonlyMap<string, { en: string; ml: string }>;
  items: readonly InventoryItem[];
  lang: Lang;
  canLink: boolean;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory.needs.links' });
  const problemText = useProblemText();
  const clear = useClearIngredientLink();
  const [failure, setFailure] = useState<string | null>(null);
  const shown = links.flatMap((link) => {
    const name = names.get(link.ingredient);
    const item = items.find((each) => each.id === link.itemId);
    return name && item ? [{ link, name: name[lang], item }] : [];
  });
  if (!shown.length) return null;

  async function unlink(ingredient: string) {
    setFailure(null);
    try {
      await clear.mutateAsync(ingredient);
    } catch (error) {
      setFailure(withReason(t('failed'), problemText(error, '')));
    }
  }

  return (
    <section className={panel} aria-label={t('heading')}>
      <h4 className="text-lg font-bold text-stone-900">{t('heading')}</h4>
      {failure && <ErrorBanner failure={{ title: failure }} className="mt-2" />}
      <ul data-testid="needs-links" className="mt-2 divide-y divide-stone-200">
        {shown.map(({ link, name, item }) => (
          <li key={link.ingredient} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-2">
            <span className="min-w-48 flex-1 break-words text-base text-stone-900">
              {t('line', { name, item: itemName(item, lang) })}
              {link.gramsPerMl !== null && (
                <span className="block text-sm text-stone-600">{t('density', { grams: link.gramsPerMl })}</span>
              )}
            </span>
            {canLink && (
              <button
                type="button"
                aria-label={t('unlinkLabel', { name })}
                disabled={clear.isPending}
                onClick={() => void unlink(link.ingredient)}
                className={button.secondary}
              >
                {clear.isPending && clear.variables === link.ingredient ? (
                  <LoaderCircle aria-hidden className="size-5 animate-spin" />
                ) : (
                  <Unlink aria-hidden className="size-5" />
                )}
                {t('unlink')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
