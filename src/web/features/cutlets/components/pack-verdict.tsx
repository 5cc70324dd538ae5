import { useTranslation } from '#web/lib/i18n.ts';
import { PACK_MAX_CUTLETS, PACK_MIN_CUTLETS, packCheck } from '#shared/domain/kitchen/cutlets.ts';
import { roundHalfAway } from '#shared/domain/kitchen/amounts.ts';

/** Whether the day's cutlets fit its packs (10–20 a pack), in words, red when they do not. */
export function PackVerdict({ produced, packs }: { produced: number; packs: number }) {
  const { t } = useTranslation('translation', { keyPrefix: 'cutlets.summary.packs' });
  const verdict = packCheck(produced, packs);
  if (verdict === null) return null;
  const values = {
    produced,
    packs,
    per: roundHalfAway(produced / packs, 1),
    min: PACK_MIN_CUTLETS,
    max: PACK_MAX_CUTLETS,
  };
  return (
    <p
      role={verdict === 'ok' ? undefined : 'alert'}
      data-testid="pack-verdict"
      className={`rounded-xl px-4 py-3 text-lg font-bold ${
        verdict === 'ok' ? 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-300' : 'bg-red-700 text-white'
      }`}
    >
      {t(verdict, values)}
    </p>
  );
}
