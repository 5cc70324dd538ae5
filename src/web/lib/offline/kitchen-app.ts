/**
 * The kitchen as an installable app: its manifest and its service worker, registered only by kitchen
 * screens (a storefront visitor never downloads the kitchen's offline copy). STUB: being implemented.
 */

/** Adds the manifest link and registers the service worker; safe to call from every kitchen screen. */
export function registerKitchenApp(): void {}

/** Whether a new version of the app is installed and waiting, and the way to switch to it. */
export function useAppUpdate(): { ready: boolean; reload: () => void } {
  return { ready: false, reload: () => window.location.reload() };
}
