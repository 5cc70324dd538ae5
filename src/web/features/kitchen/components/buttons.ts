/** Touch-sized buttons for wet hands on shared tablets: at least 48 px tall, no hover needed. */
const base =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-4 py-2 text-center text-base leading-tight font-semibold focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300 disabled:opacity-60';

export const button = {
  primary: `${base} bg-amber-700 text-white`,
  secondary: `${base} bg-white text-stone-800 ring-1 ring-stone-300`,
  danger: `${base} bg-red-700 text-white`,
  dangerOutline: `${base} bg-white text-red-800 ring-1 ring-red-300`,
  success: `${base} bg-emerald-700 text-white`,
  grey: `${base} bg-stone-600 text-white`,
};
