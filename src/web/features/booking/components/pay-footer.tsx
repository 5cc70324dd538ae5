import { LoaderCircle } from 'lucide-react';
import { formatRupees } from '#shared/domain/money.ts';
import { button } from '#web/components/buttons.ts';
import { useTranslation } from '#web/lib/i18n.ts';

interface PayFooterProps {
  /** Payments are simulated (the test gateway): the customer is told so. */
  simulated: boolean;
  messages: { text: string; tone: 'problem' | 'info' }[];
  busy: boolean;
  /** Paid but not saved: the button saves instead of charging again. */
  unsaved: boolean;
  totalPaise: number;
}

/** The order form's last word (problems, the payment's outcome) and its Pay / Save button. */
export function PayFooter({ simulated, messages, busy, unsaved, totalPaise }: PayFooterProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking' });
  const label = unsaved ? t('saveBooking') : t('pay', { amount: formatRupees(totalPaise) });
  return (
    <div className="space-y-2 border-t border-stone-200 bg-white px-4 py-3 sm:px-6">
      {simulated && (
        <p className="text-sm text-stone-600" data-testid="payments-simulated">
          {t('checkout.notice')}
        </p>
      )}
      {messages.length > 0 && (
        <div role="alert" className="space-y-0.5 text-sm font-medium" data-testid="booking-messages">
          {messages.map((message) => (
            <p key={message.text} className={message.tone === 'info' ? 'text-emerald-800' : 'text-red-700'}>
              {message.text}
            </p>
          ))}
        </div>
      )}
      <button
        type="submit"
        aria-disabled={busy}
        className={`${button.primary} w-full aria-disabled:cursor-wait aria-disabled:opacity-70`}
      >
        {busy && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
        {busy ? t('processing') : label}
      </button>
    </div>
  );
}
