import type { CutletItem } from '#shared/content/cutlets/index.ts';
import { cutletLimitText } from '#shared/domain/kitchen/cutlets.ts';
import type { CutletCheck } from '#shared/schemas/cutlets.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { useUnitWords } from '../model/item-units.ts';
import type { ItemCheck } from '../model/use-item-check.ts';
import { LimitVerdict } from './limit-verdict.tsx';
import { PackVerdict } from './pack-verdict.tsx';

/**
 * What is said under an item about its value: judged against its limit (the one recorded, else the one
 * typed), the packs it makes, its limit before anything is typed, and what was done about it or why it
 * was checked early.
 */
export function ItemNotes({
  item,
  check,
  itemCheck,
}: {
  item: CutletItem;
  check: CutletCheck | undefined;
  itemCheck: ItemCheck;
}) {
  const { t } = useTranslation();
  const { unitLabel } = useUnitWords(item);
  const { locked } = itemCheck;
  const recorded = check?.value != null ? Number(check.value) : null;
  const judged = locked ? recorded : itemCheck.typedNumber;
  return (
    <>
      {item.limit && judged !== null && Number.isFinite(judged) && (
        <LimitVerdict limit={item.limit} value={judged} unitLabel={unitLabel} recorded={locked} />
      )}
      {itemCheck.packCounts && <PackVerdict {...itemCheck.packCounts} />}
      {item.limit && !locked && judged === null && (
        <p className="mt-1 text-base font-semibold text-stone-800">
          {t('kitchenRules.checks.limit', { limit: t(cutletLimitText(item.limit)) })}
        </p>
      )}
      {check?.actionTaken && (
        <p data-testid="item-action" className="mt-1 break-words text-base font-semibold text-stone-900">
          {t('kitchenRules.checks.actionTaken', {
            name: check.worker || t('cutlets.topBar.worker'),
            action: check.actionTaken,
          })}
        </p>
      )}
      {check?.earlyReason && (
        <p className="mt-1 break-words text-base font-semibold text-stone-900">
          {t('kitchenRules.checks.earlyReason', { reason: check.earlyReason })}
        </p>
      )}
    </>
  );
}
