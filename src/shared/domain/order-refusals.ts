/**
 * The server's refusals of an order, by text key (refusals.orders in the locale files). The server
 * answers `{error: <English text>, code: <key>, params}`; the booking dialog words the key in the
 * customer's language (problemText), never by reading the sentence.
 */
export const ORDER_REFUSAL = {
  soldOut: 'refusals.orders.soldOut',
  /** `count`: the slots left. */
  slotsLeft: 'refusals.orders.slotsLeft',
  /** `total`: the order's total now, in rupees as written. */
  priceChanged: 'refusals.orders.priceChanged',
  unpaidLimit: 'refusals.orders.unpaidLimit',
  orderClosed: 'refusals.orders.orderClosed',
  eventNotOnSale: 'refusals.orders.eventNotOnSale',
  /** `count`: minutes until that order's hold expires. */
  phoneHasOpenOrder: 'refusals.orders.phoneHasOpenOrder',
  /** `phone`: the masked phone (••••••3210) a waiting-list offer is held for. */
  offerOtherPhone: 'refusals.orders.offerOtherPhone',
  /** `title`, and `date` the event's day ('YYYY-MM-DD'), which the browser writes in the customer's language. */
  earlierEventOpen: 'refusals.orders.earlierEventOpen',
} as const;
