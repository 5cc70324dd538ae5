/** Touch-sized buttons for wet hands on wall screens: at least 48 px tall, readable from afar. */
const base =
  'inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-xl px-4 py-2 text-center text-lg leading-tight font-semibold focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300 disabled:opacity-60';

export const button = {
  primary: `${base} bg-amber-700 text-white`,
  secondary: `${base} bg-white text-stone-800 ring-1 ring-stone-300`,
  start: `${base} bg-emerald-700 text-white`,
  stop: `${base} bg-red-700 text-white`,
  dark: `${base} bg-stone-800 text-white`,
};

/** A dashboard panel. */
export const panel = 'min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 xl:p-5';
