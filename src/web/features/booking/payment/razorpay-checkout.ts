import { CheckoutUnavailableError, type CheckoutOutcome, type CheckoutRequest } from './checkout-types.ts';

const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; contact: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

type RazorpayConstructor = new (options: RazorpayOptions) => { open(): void };

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/** Loads Razorpay's checkout script once, on the first payment; a failed load may be tried again. */
function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new CheckoutUnavailableError('sdk-failed'));
    script.onerror = () => {
      script.remove();
      reject(new CheckoutUnavailableError('sdk-failed'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Opens Razorpay's own checkout and settles when the customer pays or closes it. */
export async function openRazorpayCheckout(request: CheckoutRequest): Promise<CheckoutOutcome> {
  if (!request.keyId) throw new CheckoutUnavailableError('configuration');
  const Razorpay = await loadRazorpay();
  return new Promise<CheckoutOutcome>((resolve) => {
    const checkout = new Razorpay({
      key: request.keyId,
      amount: request.amountPaise,
      currency: request.currency,
      order_id: request.orderId,
      name: request.businessName,
      description: request.description,
      prefill: request.prefill,
      handler: (response) =>
        resolve({
          status: 'paid',
          payment: {
            id: response.razorpay_payment_id,
            orderId: response.razorpay_order_id,
            signature: response.razorpay_signature,
          },
        }),
      // A failed card attempt stays inside Razorpay's window, which offers another try; closing it ends the attempt.
      modal: { ondismiss: () => resolve({ status: 'dismissed' }) },
    });
    checkout.open();
  });
}
