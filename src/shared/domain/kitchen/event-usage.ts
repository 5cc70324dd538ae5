/**
 * What recording an event's usage does to the stock (pure; the inventory module writes it). The stock
 * first gets back what the event's last record took from it, then gives what the new record uses, never
 * going below 0: the part it gave is kept with each line, so the next correction gives back exactly that.
 * A correction therefore moves the stock by the difference, and the same record saved twice moves it once.
 */

export interface TakenLine {
  itemId: number;
  takenFromStock: number;
}

/** Sums of decimals keep float noise (2.9999999999 kg): stock is kept to a millionth. */
const tidy = (amount: number) => Math.round(amount * 1e6) / 1e6;

/**
 * `stock`: every item of both records, as the stock holds now. Answers each item's new stock and the new
 * record's lines with what each took.
 */
export function stockAfterUsage(
  stock: ReadonlyMap<number, number>,
  before: readonly TakenLine[],
  used: readonly { itemId: number; quantity: number }[],
): { stock: Map<number, number>; lines: { itemId: number; quantity: number; takenFromStock: number }[] } {
  const next = new Map(stock);
  for (const line of before) {
    if (next.has(line.itemId)) next.set(line.itemId, tidy(next.get(line.itemId)! + line.takenFromStock));
  }
  const lines = used.map((line) => {
    const held = next.get(line.itemId) ?? 0;
    const takenFromStock = tidy(Math.min(line.quantity, Math.max(0, held)));
    next.set(line.itemId, tidy(held - takenFromStock));
    return { itemId: line.itemId, quantity: line.quantity, takenFromStock };
  });
  return { stock: next, lines };
}
