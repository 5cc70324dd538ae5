import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { changeLanguage, deviceLanguage, initI18n } from './lib/i18n.ts';
import './app/styles.css';

const container = document.getElementById('root')!;
const app = <App router={BrowserRouter} />;

// The storefront's page comes prerendered in English (scripts/prerender.mjs): React takes over the
// drawn page in English, then turns to the device's language. Every other page starts empty.
if (container.hasChildNodes()) {
  void initI18n({ language: 'en' }).then(() => {
    hydrateRoot(container, app);
    const language = deviceLanguage();
    if (language !== 'en') void changeLanguage(language);
  });
} else {
  void initI18n().then(() => createRoot(container).render(app));
}
