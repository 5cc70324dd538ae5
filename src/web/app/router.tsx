import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useParams, useRoutes, type RouteObject } from 'react-router';
import type { Access } from '#shared/domain/access.ts';
import { PageLoading } from '#web/components/page-loading.tsx';
import type { LoginScreen } from '#web/features/auth/components/login-form.tsx';
import { Logo } from '#web/features/storefront/logo.tsx';
import { StorefrontRoute } from './storefront-route.tsx';
import { SOP_STEPS } from '#shared/content/sop-steps.ts';
import { loadTexts, type TextSection } from '#web/lib/i18n.ts';

// The sign-in screens and each area are chunks of their own: the storefront never downloads them,
// and an area's code comes only after its sign-in succeeds.
const SignInGate = lazy(async () => {
  const [gate] = await Promise.all([import('#web/features/auth/components/sign-in-gate.tsx'), loadTexts('auth')]);
  return { default: gate.SignInGate };
});
/** An area's screen, lazily, with the area's texts loaded before it renders. */
function withTexts<P>(section: TextSection, load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [page] = await Promise.all([load(), loadTexts(section)]);
    return { default: page };
  });
}
const AdminPage = withTexts('admin', async () => (await import('#web/features/admin/admin-page.tsx')).default);
const kitchen = <K extends string>(name: K) =>
  withTexts('kitchen', async () => {
    const pages = (await import('#web/features/kitchen/kitchen-pages.tsx')) as unknown as Record<K, ComponentType>;
    return pages[name];
  });
// The procedure home carries the SOP guide's Preparation Guide tab: app composes the two features.
const RoadmapPage = withTexts('kitchen', async () => {
  const [{ RoadmapPage: Roadmap }, { PreparationGuideTab }] = await Promise.all([
    import('#web/features/kitchen/kitchen-pages.tsx'),
    import('#web/features/sop/sop-pages.tsx'),
  ]);
  return function RoadmapWithGuide() {
    return <Roadmap guide={<PreparationGuideTab />} />;
  };
});
const TestworksPage = kitchen('TestworksPage');
const EventReportsPage = kitchen('EventReportsPage');
const PurchaseListPage = kitchen('PurchaseListPage');
const CutletsPage = withTexts(
  'kitchen',
  async () => (await import('#web/features/cutlets/cutlets-page.tsx')).CutletsPage,
);
const RecipesPage = withTexts(
  'kitchen',
  async () => (await import('#web/features/recipes/recipes-page.tsx')).RecipesPage,
);
// The customer's private booking page, with the booking texts (the storefront's logo leads home).
const MyBookingPage = withTexts(
  'booking',
  async () => (await import('#web/features/booking/my-booking/my-booking-page.tsx')).MyBookingPage,
);
function MyBookingRoute() {
  const { token = '' } = useParams();
  return (
    <Suspense fallback={<PageLoading />}>
      <MyBookingPage token={token} brand={<Logo />} />
    </Suspense>
  );
}
// A waiting-list offer's private page, with the booking texts.
const OfferPage = withTexts(
  'booking',
  async () => (await import('#web/features/booking/waiting-list/offer-page.tsx')).OfferPage,
);
function OfferRoute() {
  const { token = '' } = useParams();
  return (
    <Suspense fallback={<PageLoading />}>
      <OfferPage token={token} brand={<Logo />} />
    </Suspense>
  );
}
const SopHomePage = withTexts('kitchen', async () => (await import('#web/features/sop/sop-pages.tsx')).SopHomePage);
const SopStepPage = withTexts('kitchen', async () => (await import('#web/features/sop/sop-pages.tsx')).SopStepPage);

// The kitchen's app shell (service worker, manifest, update bar) comes with kitchen screens only.
const KitchenShell = lazy(async () => {
  void loadTexts('kitchen'); // the update bar's text; the screens load the same section
  return { default: (await import('./kitchen-shell.tsx')).KitchenShell };
});

function gated(access: Exclude<Access, 'public'>, screen: LoginScreen, page: ReactNode, ownHeader = false): ReactNode {
  return (
    <Suspense fallback={<PageLoading />}>
      <SignInGate access={access} screen={screen} ownHeader={ownHeader}>
        <Suspense fallback={<PageLoading />}>{page}</Suspense>
      </SignInGate>
    </Suspense>
  );
}

/**
 * A kitchen screen: gated, inside the kitchen app's shell (which also wraps its sign-in screen).
 * `ownHeader`: the screen's top bar carries the language and sign-out, so the gate adds no header.
 */
function kitchenScreen(screen: LoginScreen, page: ReactNode, { ownHeader = false } = {}): ReactNode {
  return (
    <Suspense fallback={<PageLoading />}>
      <KitchenShell>{gated('staff', screen, page, ownHeader)}</KitchenShell>
    </Suspense>
  );
}

/** Every route of the product: storefront, admin, kitchen tools and the cutlet tool. Any other path shows home. */
export const routes: RouteObject[] = [
  { path: '/', element: <StorefrontRoute /> },
  { path: '/booking/:token', element: <MyBookingRoute /> },
  { path: '/offer/:token', element: <OfferRoute /> },
  { path: '/admin', element: gated('admin', 'admin', <AdminPage />) },
  { path: '/testworks', element: kitchenScreen('kitchen', <TestworksPage />) },
  {
    path: '/recipe',
    element: kitchenScreen('recipe', <RecipesPage />, { ownHeader: true }),
  },
  { path: '/roadmap', element: kitchenScreen('kitchen', <RoadmapPage />) },
  { path: '/sop', element: kitchenScreen('kitchen', <RoadmapPage />) },
  {
    path: '/soplocked',
    element: kitchenScreen('sop', <SopHomePage />, { ownHeader: true }),
  },
  ...SOP_STEPS.map((step) => ({
    path: `/soplocked/${step}`,
    element: kitchenScreen('sop', <SopStepPage step={step} />, { ownHeader: true }),
  })),
  { path: '/eventreports', element: kitchenScreen('kitchen', <EventReportsPage />) },
  { path: '/purchase-list', element: kitchenScreen('kitchen', <PurchaseListPage />) },
  {
    path: '/cutlets',
    element: kitchenScreen('cutlets', <CutletsPage />, { ownHeader: true }),
  },
  { path: '*', element: <StorefrontRoute /> },
];

/** Declarative routing: the data router's loaders and actions are not used, so they are not shipped. */
export function AppRoutes() {
  return useRoutes(routes);
}
