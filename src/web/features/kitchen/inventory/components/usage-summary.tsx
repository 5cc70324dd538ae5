import { todayInKerala } from '#shared/domain/event-date.ts';
import type { EventUsage } from '#shared/schemas/event-usage.ts';
import { button } from '#web/components/buttons.ts';
import { useEventDateText } from '#web/components/event-date.tsx';
import { useTranslation } from '#web/lib/i18n.ts';

/** The event's record before the form opens: waiting on the device, or who recorded it when; and the button that opens the form. */
export function UsageSummary({
  usage,
  waiting,
  onOpen,
}: {
  usage: EventUsage;
  /** Whether a record of the event waits on the device. */
  waiting: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory.usage' });
  const dateText = useEventDateText();
  const recorded = usage.recordedAt !== null || waiting;
  return (
    <div className="space-y-2">
      {waiting ? (
        <p className="text-base font-semibold text-amber-900">{t('waiting')}</p>
      ) : (
        usage.recordedAt && (
          <p data-testid="usage-recorded" className="text-base text-stone-800">
            {t('recorded', {
              by: usage.recordedBy,
              date: dateText(todayInKerala(new Date(usage.recordedAt))),
              count: usage.lines.length,
            })}
          </p>
        )
      )}
      <button type="button" className={button.primary} onClick={onOpen}>
        {t(recorded ? 'correct' : 'open')}
      </button>
    </div>
  );
}
