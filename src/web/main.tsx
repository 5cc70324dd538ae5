import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { replayEarlyTap } from './app/early-tap.ts';
import { handOverToWholeFont } from './lib/font-cut.ts';
import { StorefrontApp } from './app/storefront-app.tsx';
import { changeLanguage, cookieLanguage, deviceLanguage, initI18n, linkLanguage, type Language } from './lib/i18n.ts';
import './app/styles.css';

const container = document.getElementById('root')!;

// The storefront's page comes prerendered (scripts/prerender.mjs), in English or, for a visitor whose
// cookie chose it, in Malayalam, and starts this script only after it has been painted. React takes the
// drawn page over in its language, then turns to the visitor's choice if that differs, and keeps it in
// both places: the cookie's when there is one (the newest: the server sets it alone for a switch tapped
// before the scripts ran), else this device's store. Every other page starts empty and brings the
// router (and its screens) when it is opened.
if (container.hasChildNodes()) {
  const drawnIn: Language = document.documentElement.lang === 'ml' ? 'ml' : 'en';
  const chosen = cookieLanguage() ?? deviceLanguage();
  void initI18n({ language: drawnIn }).then(() => {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page; a tap meanwhile is replayed once its part is hydrated.
    startTransition(() => {
      hydrateRoot(container, <StorefrontApp />);
    });
    replayEarlyTap();
    void handOverToWholeFont();
    if (chosen !== drawnIn || chosen !== deviceLanguage()) void changeLanguage(chosen);
  });
} else {
  // A page whose link names a language (a booking's, from its mail) opens in it; the device's choice stays.
  const linked = linkLanguage();
  const starting = linked ? initI18n({ language: linked, remember: false }) : initI18n();
  void Promise.all([starting, import('./app/routed-app.tsx')]).then(([, { RoutedApp }]) =>
    createRoot(container).render(<RoutedApp />),
  );
}
