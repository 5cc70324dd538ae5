/** The price of an order, computed the same way in the browser (to show) and on the server (to charge). */
export interface ItemPrice {
  name: string;
  /** The Malayalam name, kept on the line when there is one. */
  nameMl?: string;
  unitPaise: number;
}

export interface PricedLine extends ItemPrice {
  key: string;
  quantity: number;
  linePaise: number;
}

export interface OrderPrice {
  lines: PricedLine[];
  totalQuantity: number;
  subtotalPaise: number;
  discountPercent: number;
  discountPaise: number;
  totalPaise: number;
}

/**
 * Prices the chosen quantities (zero quantities are left out) with the discount applied to the subtotal.
 * Every key must be in `prices`; the caller decides what an unknown or disabled item means.
 */
export function priceOrder(
  quantities: Record<string, number>,
  prices: Record<string, ItemPrice>,
  discountPercent: number,
): OrderPrice {
  const lines: PricedLine[] = [];
  for (const [key, quantity] of Object.entries(quantities)) {
    if (quantity <= 0) continue;
    // Only the menu's own keys: `constructor` or `toString` are on every object, never on a menu.
    const price = Object.hasOwn(prices, key) ? prices[key] : undefined;
    if (!price) throw new Error(`No price for item ${key}`);
    const nameMl = price.nameMl?.trim() ? { nameMl: price.nameMl } : {};
    lines.push({
      key,
      name: price.name,
      ...nameMl,
      unitPaise: price.unitPaise,
      quantity,
      linePaise: price.unitPaise * quantity,
    });
  }
  const subtotalPaise = lines.reduce((sum, line) => sum + line.linePaise, 0);
  const discountPaise = Math.round((subtotalPaise * discountPercent) / 100);
  return {
    lines,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalPaise,
    discountPercent,
    discountPaise,
    totalPaise: subtotalPaise - discountPaise,
  };
}
