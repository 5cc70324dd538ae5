import { StrictMode } from 'react';
import { Providers } from './providers.tsx';
import { StorefrontRoute } from './storefront-route.tsx';

/**
 * The storefront at `/` on its own, without the router: it links to no other screen of the app, so a
 * phone's first load carries no routing. Drawn the same as the whole app at `/` (the router adds no
 * markup), so it hydrates the page prerendered from it.
 */
export function StorefrontApp() {
  return (
    <StrictMode>
      <Providers>
        <StorefrontRoute />
      </Providers>
    </StrictMode>
  );
}
