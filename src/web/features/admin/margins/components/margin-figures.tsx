import { formatRupees } from '#shared/domain/money.ts';
import { basisPointsText } from '#shared/domain/margin.ts';
import { formatNeedQuantity } from '#shared/domain/kitchen/event-needs.ts';
import { todayInKerala } from '#shared/domain/event-date.ts';
import type { EventMargin } from '#shared/schemas/margins.ts';
import { useEventDateText } from '#web/components/event-date.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { signedRupees, takenOff } from '../model/money-text.ts';
import { Figure } from './figure.tsx';

/** What the food cost is made of: each line recorded by the kitchen or estimated from the recipes, and which. */
function FoodMadeOf({ margin, lang }: { margin: EventMargin; lang: 'en' | 'ml' }) {
  const { t } = useTranslation('translation', { keyPrefix: 'ownerMargin' });
  const dateText = useEventDateText();
  const { food, event } = margin.breakdown;
  const recordedBy = food.recorded && {
    by: food.recorded.by,
    date: dateText(todayInKerala(new Date(food.recorded.at))),
  };
  const lineKey = (source: 'recorded' | 'estimate') =>
    food.source === 'estimate'
      ? 'made.foodLine'
      : source === 'recorded'
        ? 'made.foodLineRecorded'
        : 'made.foodLineEstimated';
  const heading =
    food.source === 'recorded'
      ? t('made.foodRecorded', { date: dateText(event.date) })
      : food.recipes &&
        t('made.food', { plates: margin.plates, recipes: food.recipes.name[lang], date: dateText(event.date) });
  return (
    <>
      {food.source === 'estimate' && !food.recipes ? (
        <p>{t('made.noRecipes')}</p>
      ) : food.source === 'estimate' && margin.plates === 0 ? (
        <p>{t('made.foodNone')}</p>
      ) : (
        <>
          {heading && <p>{heading}</p>}
          <ul className="list-disc pl-5 tabular-nums">
            {food.lines.map((line) => (
              <li key={`${line.source}-${line.itemName.en}-${line.unit}`} data-source={line.source}>
                {t(lineKey(line.source), {
                  name: line.itemName[lang],
                  needed: formatNeedQuantity(line.needed, line.unit),
                  price: formatRupees(line.pricePaise),
                  cost: formatRupees(line.costPaise),
                })}
              </li>
            ))}
          </ul>
          {food.uncosted.length > 0 && (
            <p>{t('made.uncosted', { names: food.uncosted.map((name) => name[lang]).join(', ') })}</p>
          )}
        </>
      )}
      <p data-testid="margin-food-source" className="text-stone-600">
        {food.source === 'estimate' || !recordedBy ? t('made.estimate') : t(`made.${food.source}`, recordedBy)}
      </p>
    </>
  );
}

/** The margin and each figure it is made of, each one opening to show its sum. */
export function MarginFigures({ margin }: { margin: EventMargin }) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'ownerMargin' });
  const lang = i18n.language === 'ml' ? 'ml' : 'en';
  const { breakdown, ifSoldOut } = margin;
  const { fee, otherCosts } = breakdown;
  const perPlate = (paise: number, plates: number) =>
    plates > 0 ? t('perPlateValue', { amount: signedRupees(paise) }) : t('noPlates');
  return (
    <div className="space-y-2">
      <div className="grid gap-2 sm:grid-cols-2">
        <Figure label={t('margin')} value={signedRupees(margin.marginPaise)} testId="margin-total" strong>
          <p>{t('made.margin')}</p>
          <p className="tabular-nums">
            {[
              margin.revenuePaise,
              ...[margin.refundsPaise, margin.feesPaise, margin.foodCostPaise, margin.otherCostsPaise],
            ]
              .map((paise, index) => (index === 0 ? formatRupees(paise) : `− ${formatRupees(paise)}`))
              .join(' ')}{' '}
            = {signedRupees(margin.marginPaise)}
          </p>
          <p data-testid="margin-per-plate">{perPlate(margin.marginPerPlatePaise, margin.plates)}</p>
        </Figure>
        <Figure label={t('ifSoldOut')} value={signedRupees(ifSoldOut.marginPaise)} testId="margin-sold-out" strong>
          <p>
            {t('made.soldOut', {
              free: ifSoldOut.freeOrders,
              price: formatRupees(ifSoldOut.pricePerOrderPaise),
              from: t(ifSoldOut.priceFrom === 'bookings' ? 'made.soldOutFromBookings' : 'made.soldOutFromMenu'),
              plates: ifSoldOut.plates,
              revenue: formatRupees(ifSoldOut.revenuePaise),
              fees: formatRupees(ifSoldOut.feesPaise),
              food: formatRupees(ifSoldOut.foodCostPaise),
              other: formatRupees(ifSoldOut.otherCostsPaise),
            })}
          </p>
          <p>{perPlate(ifSoldOut.marginPerPlatePaise, ifSoldOut.plates)}</p>
        </Figure>
      </div>
      <Figure label={t('plates')} value={margin.plates} testId="margin-plates">
        <p>{t('made.plates', { count: breakdown.ordersBooked, people: breakdown.peoplePerOrder })}</p>
      </Figure>
      <Figure label={t('revenue')} value={formatRupees(margin.revenuePaise)} testId="margin-revenue">
        <p>{t('made.revenue', { count: breakdown.bookings })}</p>
      </Figure>
      <Figure label={t('refunds')} value={takenOff(margin.refundsPaise)} testId="margin-refunds">
        <p>{t('made.refunds', { count: breakdown.refunds })}</p>
        {breakdown.refundsOnTheirWay > 0 && (
          <p>{t('made.refundsOnTheirWay', { count: breakdown.refundsOnTheirWay })}</p>
        )}
      </Figure>
      <Figure label={t('fees')} value={takenOff(margin.feesPaise)} testId="margin-fees">
        <p>
          {t('made.fees', {
            percent: basisPointsText(fee.percentBasisPoints),
            count: fee.payments,
            fee: formatRupees(fee.feePaise),
            gst: basisPointsText(fee.gstBasisPoints),
            gstAmount: formatRupees(fee.gstPaise),
          })}
        </p>
      </Figure>
      <Figure label={t('foodCost')} value={takenOff(margin.foodCostPaise)} testId="margin-food">
        <FoodMadeOf margin={margin} lang={lang} />
      </Figure>
      <Figure label={t('otherCosts')} value={takenOff(margin.otherCostsPaise)} testId="margin-other">
        {otherCosts.lines.length === 0 ? (
          <p>{t('made.otherNone')}</p>
        ) : (
          <>
            <p>{t(otherCosts.fromDefaults ? 'made.otherDefaults' : 'made.other')}</p>
            <ul className="list-disc pl-5 tabular-nums">
              {otherCosts.lines.map((line, index) => (
                <li key={index}>
                  {line.basis === 'plate'
                    ? t('made.otherLinePlate', {
                        label: line.label,
                        amount: formatRupees(line.amountPaise),
                        plates: margin.plates,
                        total: formatRupees(line.totalPaise),
                      })
                    : t('made.otherLineEvent', { label: line.label, total: formatRupees(line.totalPaise) })}
                </li>
              ))}
            </ul>
          </>
        )}
      </Figure>
      <p className="text-xs text-stone-600">{t('rounding')}</p>
    </div>
  );
}
