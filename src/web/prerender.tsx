import { renderToString } from 'react-dom/server';
import { StorefrontApp } from './app/storefront-app.tsx';
import { initI18n, type Language } from './lib/i18n.ts';

/**
 * The storefront's first paint, rendered at build time (scripts/prerender.mjs): the page's shell and
 * texts in `language`, the event grid as its loading skeleton (no call is made while rendering),
 * exactly what the browser draws before any answer arrives, so React takes it over without a change.
 */
export async function renderStorefront(language: Language): Promise<string> {
  await initI18n({ language });
  return renderToString(<StorefrontApp />);
}

export { startAfterFirstPaintTag } from '#shared/web/start-after-first-paint.ts';
