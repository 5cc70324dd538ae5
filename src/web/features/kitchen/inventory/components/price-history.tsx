import { useId } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { formatRupees, rupeesToPaise } from '#shared/domain/money.ts';
import type { InventoryItem } from '#shared/schemas/inventory.ts';
import { dateTimeText, dayText, itemName } from '../model/labels.ts';
import { formatPercent, priceChangePercent } from '../model/price-change.ts';

const WIDTH = 320;
const HEIGHT = 140;
const PAD = { left: 8, right: 8, top: 16, bottom: 24 };

/** The prices as a line, oldest on the left; plain SVG scaled to its box. */
function PriceChart({ item, label }: { item: InventoryItem; label: string }) {
  const { i18n } = useTranslation();
  const prices = item.priceHistory.map((entry) => entry.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const span = high - low;
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const points = prices.map((price, index) => ({
    x: PAD.left + (prices.length === 1 ? innerWidth / 2 : (index / (prices.length - 1)) * innerWidth),
    y: PAD.top + (span === 0 ? innerHeight / 2 : (1 - (price - low) / span) * innerHeight),
  }));
  const first = item.priceHistory[0]!;
  const last = item.priceHistory.at(-1)!;
  return (
    <figure className="max-w-lg rounded-xl bg-stone-50 p-2 ring-1 ring-stone-200">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
        data-testid="price-chart"
        className="h-auto w-full"
      >
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          className="stroke-stone-300"
          strokeWidth={1}
        />
        {points.length > 1 && (
          <polyline
            points={points.map((point) => `${point.x},${point.y}`).join(' ')}
            fill="none"
            className="stroke-amber-700"
            strokeWidth={3}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        )}
        {points.map((point, index) => (
          <circle key={index} cx={point.x} cy={point.y} r={4.5} className="fill-amber-700" />
        ))}
        <text x={PAD.left} y={HEIGHT - 6} className="fill-stone-600 text-[11px]">
          {dayText(first.date, i18n.language)}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" className="fill-stone-600 text-[11px]">
          {dayText(last.date, i18n.language)}
        </text>
        <text x={PAD.left} y={11} className="fill-stone-700 text-[11px] font-semibold">
          {formatRupees(rupeesToPaise(high))}
        </text>
      </svg>
    </figure>
  );
}

/**
 * Every price the item has had: the chart, the change from the first price (see price-change.ts) and the
 * list, newest first, with who set each one.
 */
export function PriceHistory({ item }: { item: InventoryItem }) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'inventory.edit' });
  const headingId = useId();
  const percent = priceChangePercent(item);
  if (!item.priceHistory.length) return null;
  const first = item.priceHistory[0]!;
  const last = item.priceHistory.at(-1)!;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-bold text-stone-900">
        {t('history')}
      </h3>
      {percent !== null && (
        <p data-testid="price-change" className="text-base font-semibold text-stone-900">
          {t('change', { percent: formatPercent(percent, i18n.language) })}
        </p>
      )}
      <PriceChart
        item={item}
        label={t('chart', {
          name: itemName(item, i18n.language),
          first: formatRupees(rupeesToPaise(first.price)),
          last: formatRupees(rupeesToPaise(last.price)),
        })}
      />
      <table className="w-full text-left text-base">
        <thead>
          <tr className="border-b border-stone-300 text-sm text-stone-600">
            <th scope="col" className="py-2 pr-2 font-semibold">
              {t('date')}
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-semibold">
              {t('price')}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {t('who')}
            </th>
          </tr>
        </thead>
        <tbody data-testid="price-history">
          {[...item.priceHistory].reverse().map((entry, index) => (
            <tr key={`${entry.date}-${index}`} className="border-b border-stone-100 align-top">
              <td className="py-2 pr-2 text-stone-800">{dateTimeText(entry.date, i18n.language)}</td>
              <td className="py-2 pr-2 text-right font-semibold tabular-nums text-stone-900">
                {formatRupees(rupeesToPaise(entry.price))}
              </td>
              <td className="break-words py-2 text-stone-800">{entry.changedBy ?? t('nobody')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
