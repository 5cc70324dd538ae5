import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { ReactNode } from 'react';
import { App } from './app/app.tsx';
import { initI18n } from './lib/i18n.ts';

/**
 * The storefront's first paint, rendered at build time (scripts/prerender.mjs): the page's shell and
 * texts in English, the event grid as its loading skeleton (no call is made while rendering), exactly
 * what the browser draws before any answer arrives, so React takes it over without a change.
 */
export async function renderStorefront(): Promise<string> {
  await initI18n({ language: 'en' });
  const AtHome = ({ children }: { children: ReactNode }) => <StaticRouter location="/">{children}</StaticRouter>;
  return renderToString(<App router={AtHome} />);
}
