/**
 * Converting an amount between the units recipes and the inventory write. Weights (kg, g) convert
 * among themselves and volumes (L, ml) among themselves, exactly; a weight and a volume convert only
 * with a density the owner gives (grams per millilitre); pieces, packs and boxes only to themselves.
 */

/** What a unit measures: a weight, a volume, or a count of its own kind ('piece', 'pack', 'box', …). */
export type UnitFamily = 'weight' | 'volume' | 'count';

interface KnownUnit {
  family: UnitFamily;
  /** For weights: grams in one unit; for volumes: millilitres in one unit; for counts: 1. */
  size: number;
  /** Counts convert only to the same kind. */
  kind: string;
}

const UNITS: Record<string, KnownUnit> = {
  kg: { family: 'weight', size: 1000, kind: 'weight' },
  kgs: { family: 'weight', size: 1000, kind: 'weight' },
  kilo: { family: 'weight', size: 1000, kind: 'weight' },
  g: { family: 'weight', size: 1, kind: 'weight' },
  gm: { family: 'weight', size: 1, kind: 'weight' },
  gram: { family: 'weight', size: 1, kind: 'weight' },
  grams: { family: 'weight', size: 1, kind: 'weight' },
  l: { family: 'volume', size: 1000, kind: 'volume' },
  litre: { family: 'volume', size: 1000, kind: 'volume' },
  liter: { family: 'volume', size: 1000, kind: 'volume' },
  ml: { family: 'volume', size: 1, kind: 'volume' },
  piece: { family: 'count', size: 1, kind: 'piece' },
  pieces: { family: 'count', size: 1, kind: 'piece' },
  pc: { family: 'count', size: 1, kind: 'piece' },
  pcs: { family: 'count', size: 1, kind: 'piece' },
  pack: { family: 'count', size: 1, kind: 'pack' },
  packs: { family: 'count', size: 1, kind: 'pack' },
  box: { family: 'count', size: 1, kind: 'box' },
  boxes: { family: 'count', size: 1, kind: 'box' },
};

function known(unit: string): KnownUnit | null {
  return UNITS[unit.trim().toLowerCase()] ?? null;
}

/** The unit's family; null for a unit none of the rules know ('as needed', 'cup'). */
export function unitFamily(unit: string): UnitFamily | null {
  return known(unit)?.family ?? null;
}

/**
 * How an amount in `from` is compared with stock kept in `to`: 'same' (one unit, or spelt alike),
 * 'scale' (kg↔g, L↔ml), 'density' (a weight and a volume: only with grams per ml), or 'none'.
 */
export type Conversion = 'same' | 'scale' | 'density' | 'none';

export function conversionBetween(from: string, to: string): Conversion {
  const a = known(from);
  const b = known(to);
  if (!a || !b) return from.trim().toLowerCase() === to.trim().toLowerCase() && from.trim() !== '' ? 'same' : 'none';
  if (a.kind !== b.kind) {
    const pair = new Set([a.family, b.family]);
    return pair.has('weight') && pair.has('volume') ? 'density' : 'none';
  }
  return a.size === b.size ? 'same' : 'scale';
}

/** `amount` multiplied by `from`/`to` without float noise: whole factors multiply, fractions divide. */
function rescale(amount: number, from: number, to: number): number {
  if (from === to) return amount;
  return from > to ? amount * (from / to) : amount / (to / from);
}

/**
 * `amount` of `from` in units of `to`, or null when they do not convert. kg↔g and L↔ml are exact
 * (250 g is 0.25 kg); a weight and a volume convert only with `gramsPerMl` above 0.
 */
export function convertAmount(
  amount: number,
  from: string,
  to: string,
  gramsPerMl: number | null = null,
): number | null {
  const conversion = conversionBetween(from, to);
  if (conversion === 'none') return null;
  if (conversion === 'same') return amount;
  const a = known(from)!;
  const b = known(to)!;
  if (conversion === 'scale') return rescale(amount, a.size, b.size);
  if (gramsPerMl === null || !(gramsPerMl > 0) || !Number.isFinite(gramsPerMl)) return null;
  // Through the small units: grams ↔ millilitres by the density.
  const small = rescale(amount, a.size, 1);
  const other = a.family === 'volume' ? small * gramsPerMl : small / gramsPerMl;
  return rescale(other, 1, b.size);
}
