import { Phone } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';

/** A customer's phone number as a line that calls it when tapped. */
export function CustomerPhone({ phone, className = '' }: { phone: string; className?: string }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  return (
    <p className={`flex items-start gap-2 ${className}`}>
      <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-500" />
      <span className="sr-only">{t('card.phone')}: </span>
      <a href={`tel:${phone}`} className="break-all text-amber-800 underline-offset-2 hover:underline">
        {phone}
      </a>
    </p>
  );
}
