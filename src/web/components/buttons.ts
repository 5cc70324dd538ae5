/**
 * The one set of buttons: each variant at two sizes. `button` is touch-sized for the kitchen's shared
 * tablets and wall screens (at least 48 px tall, readable from across the room); `compactButton` is
 * 44 px for the admin's denser screens. Nothing needs hover: it only darkens where there is a mouse.
 */
const shape =
  'inline-flex items-center justify-center gap-2 rounded-xl text-center leading-tight font-semibold focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300 disabled:opacity-60';

const TOUCH = 'min-h-12 min-w-12 px-4 py-2 text-base xl:text-lg';
const COMPACT = 'min-h-11 px-4 py-2 text-sm';

const VARIANTS = {
  primary: 'bg-amber-700 text-white hover:bg-amber-800',
  secondary: 'bg-white text-stone-800 ring-1 ring-stone-300 hover:bg-stone-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  dangerOutline: 'bg-white text-red-800 ring-1 ring-red-300 hover:bg-red-50',
  success: 'bg-emerald-700 text-white hover:bg-emerald-800',
  grey: 'bg-stone-600 text-white hover:bg-stone-700',
  dark: 'bg-stone-800 text-white hover:bg-stone-700',
} as const;
export type ButtonVariant = keyof typeof VARIANTS;

const sized = (size: string) =>
  Object.fromEntries(
    Object.entries(VARIANTS).map(([variant, colours]) => [variant, `${shape} ${size} ${colours}`]),
  ) as Record<ButtonVariant, string>;

/** 48 px: the kitchen's screens, and the customer's checkout on a phone. */
export const button = sized(TOUCH);
/** 44 px: the admin's screens. */
export const compactButton = sized(COMPACT);

/** A white panel of a kitchen screen or wall dashboard. */
export const panel = 'min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 xl:p-5';
