import { StrictMode, type ReactNode } from 'react';
import { Providers } from './providers.tsx';
import { AppRoutes } from './router.tsx';

/** The whole app inside a router: the browser's (main.tsx) or a fixed address (prerender.tsx). */
export function App({ router: Router }: { router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <Providers>
        <Router>
          <AppRoutes />
        </Router>
      </Providers>
    </StrictMode>
  );
}
