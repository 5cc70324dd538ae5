import { BrowserRouter } from 'react-router';
import { App } from './app.tsx';

/** The whole app on the browser's address: every screen but the prerendered storefront starts here. */
export function RoutedApp() {
  return <App router={BrowserRouter} />;
}
