// What one buyer sends to create-order, shared by the benches (TypeScript) and the load generator's
// own process (plain node). Buyer `n` has a phone of their own (one phone keeps one open hold per
// event) and an address of their own, as Caddy tells it in X-Forwarded-For.
import { randomBytes } from 'node:crypto';

/** @param {number} eventId @param {number} n */
export function orderBodyOf(eventId, n) {
  return {
    eventId,
    items: { 'chicken-mandi': 1 },
    amount: 60000,
    currency: 'INR',
    receipt: `bench${randomBytes(10).toString('hex')}`,
    name: 'Bench Customer',
    phone: `9${String(n % 1_000_000_000).padStart(9, '0')}`,
    address: 'Bench Road, Kottayam',
    pincode: '686001',
    coupon: null,
    location: null,
  };
}

/** @param {number} n */
export function buyerAddressOf(n) {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
