import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { cutletLimitText, judgeCutletValue, type CutletValueLimit } from '#shared/domain/kitchen/cutlets.ts';

/**
 * A value judged against its physical limit, as a pit reading is: green within it; out of it, red with
 * what to do, in words large enough to read across the kitchen. `recorded`: the value is the one
 * checked, not one still being typed.
 */
export function LimitVerdict({
  limit,
  value,
  unitLabel,
  recorded,
}: {
  limit: CutletValueLimit;
  value: number;
  unitLabel: string;
  recorded: boolean;
}) {
  const { t } = useTranslation();
  const { inRange, correctiveAction } = judgeCutletValue(limit, value);
  const words = { value: `${value} ${unitLabel}`.trim(), limit: t(cutletLimitText(limit)) };
  const Icon = inRange ? CircleCheck : CircleAlert;
  return (
    <div
      role="status"
      data-testid="limit-verdict"
      data-in-range={inRange}
      data-recorded={recorded}
      className={`mt-2 flex items-start gap-2 rounded-xl px-3 py-2 text-lg font-bold ${
        inRange ? 'bg-emerald-100 text-emerald-900' : 'bg-red-700 text-white'
      }`}
    >
      <Icon aria-hidden className="mt-1 size-6 shrink-0" />
      <div className="min-w-0 break-words">
        <p>{t(inRange ? 'cutlets.tasks.inLimit' : 'cutlets.tasks.outOfLimit', words)}</p>
        {correctiveAction && <p className="text-base">{t(correctiveAction)}</p>}
      </div>
    </div>
  );
}
