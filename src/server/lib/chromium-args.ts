/**
 * The flags Debian's Chromium runs with, for the report PDFs, the browser tests and the benches: no
 * sandbox (a container), no GPU, and no calls home (background networking floods a closed network).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
