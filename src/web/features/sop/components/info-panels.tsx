import type { SopItem, SopItemsPanel, SopPage, SopPointsPanel } from '#shared/content/sop/types.ts';
import { scaleQuantity } from '#shared/domain/kitchen/servings.ts';
import { Bi } from './bilingual.tsx';
import { panel } from '#web/components/buttons.ts';

const heading = 'mb-3 text-2xl leading-tight font-bold text-stone-900 xl:text-[2rem]';

/** A quantity; one with words is shown in both languages. */
function Quantity({ item, scale }: { item: SopItem; scale: (quantity: string) => string }) {
  const className = 'shrink-0 text-right font-mono font-bold text-stone-900';
  if (item.quantityMl === undefined) {
    return (
      <span className={className} data-testid="quantity">
        {scale(item.quantity)}
      </span>
    );
  }
  return (
    <Bi
      text={{ en: scale(item.quantity), ml: scale(item.quantityMl) }}
      className={className}
      secondClassName="text-[0.75em] font-normal text-stone-600"
    />
  );
}

/** Materials or ingredients; quantities scaled to the servings when the panel scales. */
export function ItemsPanel({ items, servings, base }: { items: SopItemsPanel; servings: number; base: number }) {
  return (
    <section className={panel}>
      <h2 className={heading}>
        <Bi text={items.title} />
      </h2>
      <ul className="divide-y divide-stone-200 text-lg xl:text-xl">
        {items.items.map((item, index) => (
          <li key={index} className="flex items-start justify-between gap-3 py-2">
            <Bi text={item.name} className="min-w-0 break-words" />
            <Quantity
              item={item}
              scale={(quantity) => (items.scales ? scaleQuantity(quantity, servings, base) : quantity)}
            />
          </li>
        ))}
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
