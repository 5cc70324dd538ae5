import type { Bilingual, SopItem, SopItemsPanel, SopPage, SopPointsPanel } from '#shared/content/sop/types.ts';
import { asInRecipeBook } from '#shared/content/sop/build.ts';
import { guideQuantity } from '#shared/domain/kitchen/servings.ts';
import type { Recipe } from '#shared/schemas/recipes.ts';
import { guideText } from '../model/guide-texts.ts';
import { Bi, BiLabel } from './bilingual.tsx';
import { panel } from '#web/components/buttons.ts';

const heading = 'mb-3 text-2xl leading-tight font-bold text-stone-900 xl:text-[2rem]';

/** A quantity in both languages when they differ ('8 pieces' / '8 എണ്ണം'), else once ('5.0 g'). */
function Quantity({ text }: { text: Bilingual }) {
  const className = 'shrink-0 text-right font-mono font-bold text-stone-900';
  if (text.en === text.ml) {
    return (
      <span className={className} data-testid="quantity">
        {text.en}
      </span>
    );
  }
  return (
    <span data-testid="quantity" className="shrink-0">
      <Bi text={text} className={className} secondClassName="text-[0.75em] font-normal text-stone-600" />
    </span>
  );
}

/**
 * Materials or ingredients; quantities scaled to the servings when the panel scales. `servings` null:
 * the servings typed were refused, and a scaling panel shows no amounts until they are taken.
 */
export function ItemsPanel({
  items,
  servings,
  base,
  recipes,
}: {
  items: SopItemsPanel;
  servings: number | null;
  base: number;
  /** The recipe book's newest recipes; null until read (the guide's own quantities are shown). */
  recipes: readonly Recipe[] | null;
}) {
  const hidden = items.scales && servings === null;
  const amount = (item: SopItem, language: keyof Bilingual) =>
    guideQuantity(item, servings ?? base, base, items.scales, language);
  return (
    <section className={panel}>
      <h2 className={heading}>
        <Bi text={items.title} />
      </h2>
      {hidden && (
        <p role="status" className="mb-2 rounded-lg bg-red-50 px-3 py-2 text-lg font-semibold text-red-800">
          <BiLabel text={guideText((texts) => texts.servings.hidden)} />
        </p>
      )}
      <ul className="divide-y divide-stone-200 text-lg xl:text-xl">
        {items.items.map((written, index) => {
          const item = asInRecipeBook(written, recipes);
          return (
            <li key={index} className="flex items-start justify-between gap-3 py-2">
              <Bi text={item.name} className="min-w-0 break-words" />
              {hidden ? (
                <span className="shrink-0 font-mono font-bold text-stone-400" data-testid="quantity">
                  —
                </span>
              ) : (
                <Quantity text={{ en: amount(item, 'en'), ml: amount(item, 'ml') }} />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Key points, safety, tips, notes… */
export function PointsPanel({ points }: { points: SopPointsPanel }) {
  return (
    <section className={panel}>
      <h2 className={heading}>
        <Bi text={points.title} />
      </h2>
      <ul className="list-disc space-y-2 pl-6 text-lg xl:text-xl">
        {points.points.map((point, index) => (
          <li key={index}>
            <Bi text={point} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TimelinePanel({ timeline }: { timeline: NonNullable<SopPage['timeline']> }) {
  return (
    <section className={panel}>
      <h2 className={heading}>
        <Bi text={timeline.title} />
      </h2>
      <ol className="space-y-3 text-lg xl:text-xl">
        {timeline.entries.map((entry, index) => (
          <li key={index} className="flex gap-3">
            <span className="shrink-0 rounded-lg bg-stone-900 px-2 py-1 font-mono font-bold whitespace-nowrap text-white">
              {entry.time}
            </span>
            <Bi text={entry.text} className="min-w-0" />
          </li>
        ))}
      </ol>
    </section>
  );
}
