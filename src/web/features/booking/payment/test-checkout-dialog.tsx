import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '#web/lib/i18n.ts';
import { formatRupees } from '#shared/domain/money.ts';
import { testPaymentReply } from '#shared/schemas/payments.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { Modal } from '#web/components/modal.tsx';
import { useCloseOnBack } from '#web/components/use-close-on-back.ts';
import type { CheckoutOutcome, CheckoutRequest } from './checkout-types.ts';
import { compactButton } from '#web/components/buttons.ts';

/** The built-in checkout of the test gateway: the customer (or a test) chooses Pay, Fail or Close. */
export function TestCheckoutDialog({
  request,
  onDone,
}: {
  request: CheckoutRequest;
  onDone: (outcome: CheckoutOutcome) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking.checkout' });
  const payRef = useRef<HTMLButtonElement>(null);
  const [paying, setPaying] = useState(false);
  const payingRef = useRef(false);
  // Back closes the checkout as its Close button does (not while a payment is under way).
  useCloseOnBack(true, () => !payingRef.current && onDone({ status: 'dismissed' }));

  async function pay() {
    setPaying(true);
    payingRef.current = true;
    try {
      const body = { orderId: request.orderId };
      const reply = await apiRequest('/api/test-gateway/pay', { method: 'POST', body, reply: testPaymentReply });
      onDone({
        status: 'paid',
        payment: {
          id: reply.razorpay_payment_id,
          orderId: reply.razorpay_order_id,
          signature: reply.razorpay_signature,
        },
      });
    } catch {
      onDone({ status: 'failed' });
    }
  }

  return createPortal(
    <Modal
      labelledBy="test-checkout-title"
      describedBy="test-checkout-notice"
      initialFocusRef={payRef}
      onEscape={() => !paying && onDone({ status: 'dismissed' })}
      overlayClassName="z-[60] items-center p-4"
      className="w-full max-w-sm rounded-2xl bg-white p-5 shadow-2xl ring-1 ring-stone-200"
    >
      <h2 id="test-checkout-title" className="text-lg font-bold text-stone-900">
        {t('title')}
      </h2>
      <p id="test-checkout-notice" className="mt-1 text-sm text-stone-600">
        {t('notice')}
      </p>
      <dl className="mt-4 space-y-2 rounded-xl bg-stone-50 p-3 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-stone-600">{t('amount')}</dt>
          <dd className="font-semibold text-stone-900" data-testid="test-checkout-amount">
            {formatRupees(request.amountPaise)}
          </dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-3">
          <dt className="text-stone-600">{t('orderId')}</dt>
          <dd className="break-all font-mono text-xs text-stone-900" data-testid="test-checkout-order">
            {request.orderId}
          </dd>
        </div>
      </dl>
      <div className="mt-5 flex flex-wrap gap-2">
        <button
          ref={payRef}
          type="button"
          disabled={paying}
          onClick={() => void pay()}
          className={`${compactButton.success} flex-1 basis-20 whitespace-nowrap`}
        >
          {paying ? t('paying') : t('pay')}
        </button>
        <button
          type="button"
          disabled={paying}
          onClick={() => onDone({ status: 'failed' })}
          className={`${compactButton.danger} flex-1 basis-20 whitespace-nowrap`}
        >
          {t('fail')}
        </button>
        <button
          type="button"
          disabled={paying}
          onClick={() => onDone({ status: 'dismissed' })}
          className={`${compactButton.secondary} flex-1 basis-20 whitespace-nowrap`}
        >
          {t('close')}
        </button>
      </div>
    </Modal>,
    document.body,
  );
}
