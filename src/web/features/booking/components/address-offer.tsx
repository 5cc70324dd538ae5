import { useTranslation } from '#web/lib/i18n.ts';
import type { FoundPlace } from '../model/fill-address.ts';
import { compactButton } from '#web/components/buttons.ts';

interface AddressOfferProps {
  offer: FoundPlace;
  onReplace: () => void;
  onKeep: () => void;
}

/** Under the address: the place found for the picked point, offered instead of what the customer typed. */
export function AddressOffer({ offer, onReplace, onKeep }: AddressOfferProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking.addressOffer' });
  return (
    <div
      role="group"
      aria-labelledby="address-offer-question"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm"
      data-testid="address-offer"
    >
      <p id="address-offer-question" className="font-medium text-stone-900">
        {t('question')}
      </p>
      <p className="mt-1 break-words text-stone-800">{offer.address}</p>
      {offer.pincode && <p className="text-stone-800">{t('pincode', { pincode: offer.pincode })}</p>}
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" onClick={onReplace} className={compactButton.primary}>
          {t('replace')}
        </button>
        <button type="button" onClick={onKeep} className={compactButton.secondary}>
          {t('keep')}
        </button>
      </div>
    </div>
  );
}
