import { useTranslation } from '#web/lib/i18n.ts';
import { HeldSlotsNote } from '#web/components/held-slots-note.tsx';
import type { EventSlots } from '../api/get-available-slots.ts';
import { compactButton } from '#web/components/buttons.ts';

/**
 * No slot left for this customer: sold out, or held by others who are paying now (worded as held, with
 * when they may free, and a button to ask again).
 */
export function NoSlotsPanel({ slots, onCheckAgain }: { slots: EventSlots; onCheckAgain: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking' });
  if (slots.heldSlots === 0) {
    return (
      <div className="p-8 text-center" data-testid="no-slots">
        <h3 className="text-2xl font-bold text-red-700">{t('soldOut')}</h3>
        <p className="mt-2 text-stone-700">{t('soldOutMessage')}</p>
      </div>
    );
  }
  return (
    <div className="space-y-4 p-8 text-center" data-testid="no-slots">
      <h3 className="text-2xl font-bold text-amber-800">{t('held.allHeld')}</h3>
      <HeldSlotsNote
        heldSlots={slots.heldSlots}
        nextReleaseAt={slots.nextReleaseAt}
        className="justify-center text-left text-stone-800"
      />
      <button type="button" onClick={onCheckAgain} className={compactButton.secondary}>
        {t('checkAgainNow')}
      </button>
    </div>
  );
}
