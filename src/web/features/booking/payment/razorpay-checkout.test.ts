import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutUnavailableError, type CheckoutRequest } from './checkout-types.ts';
import { openRazorpayCheckout } from './razorpay-checkout.ts';

const request: CheckoutRequest = {
  provider: 'razorpay',
  keyId: 'rzp_live_key',
  orderId: 'order_123',
  amountPaise: 172_000,
  currency: 'INR',
  businessName: 'Mandi',
  description: 'New Year Special Mandi',
  prefill: { name: 'Anjali Nair', contact: '9847012345' },
};

type Options = {
  key: string;
  amount: number;
  order_id: string;
  handler: (response: Record<string, string>) => void;
  modal: { ondismiss: () => void };
};

function fakeRazorpay() {
  const opened: Options[] = [];
  window.Razorpay = class {
    constructor(private readonly options: Options) {}
    open() {
      opened.push(this.options);
    }
  } as unknown as typeof window.Razorpay;
  return opened;
}

describe('Razorpay checkout', () => {
  afterEach(() => {
    delete window.Razorpay;
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('opens with the order and settles as paid with the payment proof', async () => {
    const opened = fakeRazorpay();
    const outcome = openRazorpayCheckout(request);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject({ key: 'rzp_live_key', amount: 172_000, order_id: 'order_123' });
    opened[0]!.handler({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_123', razorpay_signature: 'sig' });
    await expect(outcome).resolves.toEqual({
      status: 'paid',
      payment: { id: 'pay_1', orderId: 'order_123', signature: 'sig' },
    });
  });

  it('settles as dismissed when the customer closes it', async () => {
    const opened = fakeRazorpay();
    const outcome = openRazorpayCheckout(request);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.modal.ondismiss();
    await expect(outcome).resolves.toEqual({ status: 'dismissed' });
  });

  it('refuses to open without a key', async () => {
    fakeRazorpay();
    await expect(openRazorpayCheckout({ ...request, keyId: '' })).rejects.toEqual(
      new CheckoutUnavailableError('configuration'),
    );
  });

  it('reports a script that fails to load, and tries again next time', async () => {
    const outcome = openRazorpayCheckout(request);
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="checkout.razorpay.com"]');
    expect(script).not.toBeNull();
    script!.dispatchEvent(new Event('error'));
    await expect(outcome).rejects.toMatchObject({ reason: 'sdk-failed' });
    void openRazorpayCheckout(request).catch(() => undefined);
    expect(document.head.querySelectorAll('script[src*="checkout.razorpay.com"]')).toHaveLength(1);
  });
});
