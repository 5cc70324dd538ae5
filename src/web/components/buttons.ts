/**
 * Touch-sized buttons for the kitchen's shared tablets and wall screens: at least 48 px tall, readable
 * from across the room, nothing that needs hover.
 */
const base =
  'inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-xl px-4 py-2 text-center text-base leading-tight font-semibold focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300 disabled:opacity-60 xl:text-lg';

export const button = {
  primary: `${base} bg-amber-700 text-white`,
  secondary: `${base} bg-white text-stone-800 ring-1 ring-stone-300`,
  danger: `${base} bg-red-700 text-white`,
  dangerOutline: `${base} bg-white text-red-800 ring-1 ring-red-300`,
  success: `${base} bg-emerald-700 text-white`,
  grey: `${base} bg-stone-600 text-white`,
  dark: `${base} bg-stone-800 text-white`,
};

/** A white panel of a kitchen screen or wall dashboard. */
export const panel = 'min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 xl:p-5';
