import { useCallback, useState, type ReactNode } from 'react';
import type { CheckoutOutcome, CheckoutRequest } from './checkout-types.ts';
import { openRazorpayCheckout } from './razorpay-checkout.ts';
import { TestCheckoutDialog } from './test-checkout-dialog.tsx';

interface Pending {
  request: CheckoutRequest;
  resolve: (outcome: CheckoutOutcome) => void;
}

/**
 * One way to take a payment, whichever gateway the server chose: `open` settles with paid, failed or
 * dismissed; `element` must be rendered (it holds the test gateway's checkout while that is open).
 */
export function useCheckout(): { open: (request: CheckoutRequest) => Promise<CheckoutOutcome>; element: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);

  const open = useCallback((request: CheckoutRequest) => {
    if (request.provider === 'razorpay') return openRazorpayCheckout(request);
    return new Promise<CheckoutOutcome>((resolve) => setPending({ request, resolve }));
  }, []);

  const element = pending ? (
    <TestCheckoutDialog
      request={pending.request}
      onDone={(outcome) => {
        setPending(null);
        pending.resolve(outcome);
      }}
    />
  ) : null;

  return { open, element };
}
