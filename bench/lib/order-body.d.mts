export function orderBodyOf(
  eventId: number,
  n: number,
): {
  eventId: number;
  items: Record<string, number>;
  amount: number;
  currency: string;
  receipt: string;
  name: string;
  phone: string;
  address: string;
  pincode: string;
  coupon: null;
  location: null;
};
export function buyerAddressOf(n: number): string;
