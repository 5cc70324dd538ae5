/** Quantities per item are 0..max; the whole order may not exceed the slots left. */
export type Quantities = Record<string, number>;

export function totalQuantity(quantities: Quantities): number {
  return Object.values(quantities).reduce((sum, quantity) => sum + quantity, 0);
}

export function clampQuantity(quantity: number, maxPerItem: number): number {
  if (!Number.isFinite(quantity)) return 0;
  return Math.min(Math.max(Math.trunc(quantity), 0), Math.max(0, maxPerItem));
}

/** Plus is allowed below the item's maximum and while the order is below the slots left (unknown slots: no limit). */
export function canAddOne(quantities: Quantities, key: string, maxPerItem: number, availableSlots: number | null) {
  const current = quantities[key] ?? 0;
  if (current >= maxPerItem) return false;
  return availableSlots === null || totalQuantity(quantities) < availableSlots;
}

/** The new quantities after a step of +1 or -1, refusing steps the rules forbid. */
export function stepQuantity(
  quantities: Quantities,
  key: string,
  step: 1 | -1,
  maxPerItem: number,
  availableSlots: number | null,
): Quantities {
  if (step === 1 && !canAddOne(quantities, key, maxPerItem, availableSlots)) return quantities;
  const next = clampQuantity((quantities[key] ?? 0) + step, maxPerItem);
  return { ...quantities, [key]: next };
}

export function remainingSlots(availableSlots: number, quantities: Quantities): number {
  return Math.max(0, availableSlots - totalQuantity(quantities));
}

/** Only the items the customer chose, as the server expects them. */
export function chosenItems(quantities: Quantities): Quantities {
  return Object.fromEntries(Object.entries(quantities).filter(([, quantity]) => quantity > 0));
}
