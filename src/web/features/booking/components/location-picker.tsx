import type { KeyUnder } from '#shared/content/locales/text-keys.ts';
import { Crosshair, LoaderCircle, MapPin } from 'lucide-react';
import { Component, lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { FOUND_POSITION_ZOOM, isInKerala, MAP_START, stateIsKerala } from '#shared/domain/kerala.ts';
import type { PickedLocation } from '#shared/schemas/bookings.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { reverseGeocode } from '../api/reverse-geocode.ts';
import type { MapView } from '../map/map-picker.tsx';
import { compactButton } from '#web/components/buttons.ts';

// Leaflet and its styles are fetched only when the customer opens the map.
const MapPicker = lazy(() => import('../map/map-picker.tsx'));

export interface FoundAddress {
  address: string;
  pincode: string | null;
  location: PickedLocation;
}

/** An error is its text key, or a failed call worded as every failed call is, with that key as the fallback. */
type Status =
  | { kind: 'busy'; key: 'locating' | 'lookingUpAddress' }
  | { kind: 'error'; key: KeyUnder<'booking'>; failure?: unknown }
  | { kind: 'saved' }
  | null;

interface LocationPickerProps {
  /** Tile template; without it (config not loaded) the map button waits. */
  tileUrl: string | undefined;
  /** A point in Kerala with its address: the form keeps the point and fills or offers address and pincode. */
  onFound: (found: FoundAddress) => void;
  /** A point without a usable address: coordinates only (null when outside Kerala). */
  onPointOnly: (location: PickedLocation | null) => void;
}

class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Pick Location / Hide Map, Use Current Location, the Kerala checks. */
export function LocationPicker({ tileUrl, onFound, onPointOnly }: LocationPickerProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking' });
  const problemText = useProblemText();
  const [mapOpen, setMapOpen] = useState(false);
  const [view, setView] = useState<MapView>({ lat: MAP_START.lat, lng: MAP_START.lng, zoom: MAP_START.zoom });
  const [status, setStatus] = useState<Status>(null);
  const lookup = useRef(0);
  /** Where the pin was last put, so a map opened again shows it there. */
  const lastPin = useRef<{ lat: number; lng: number } | null>(null);

  async function lookUp(lat: number, lng: number) {
    const id = ++lookup.current;
    setStatus({ kind: 'busy', key: 'lookingUpAddress' });
    try {
      const found = await reverseGeocode(lat, lng);
      if (id !== lookup.current) return;
      if (!stateIsKerala(found.state)) {
        onPointOnly(null);
        setStatus({ kind: 'error', key: 'errors.selectedOutsideKerala' });
        return;
      }
      const pincode = found.pincode?.replace(/\s+/g, '') ?? null;
      onFound({ address: found.displayName, pincode, location: { lat, lng, address: found.displayName } });
      setStatus({ kind: 'saved' });
    } catch (error) {
      if (id !== lookup.current) return;
      onPointOnly(isInKerala(lat, lng) ? { lat, lng, address: '' } : null);
      setStatus({ kind: 'error', key: lookupErrorKey(error), failure: error });
    }
  }

  function locateDevice() {
    if (!('geolocation' in navigator)) {
      setStatus({ kind: 'error', key: 'errors.locationNotSupported' });
      return;
    }
    const id = ++lookup.current;
    setStatus({ kind: 'busy', key: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (id !== lookup.current) return;
        const { latitude: lat, longitude: lng } = position.coords;
        if (!isInKerala(lat, lng)) {
          setStatus({ kind: 'error', key: 'errors.locationOutsideKerala' });
          return;
        }
        lastPin.current = { lat, lng };
        setView({ lat, lng, zoom: FOUND_POSITION_ZOOM });
        void lookUp(lat, lng);
      },
      () => {
        if (id === lookup.current) setStatus({ kind: 'error', key: 'errors.couldNotGetLocation' });
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  const busy = status?.kind === 'busy';
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={compactButton.secondary}
          aria-expanded={mapOpen}
          aria-controls="booking-map"
          disabled={!tileUrl}
          onClick={() => {
            if (!mapOpen && lastPin.current) setView((current) => ({ ...current, ...lastPin.current }));
            setMapOpen(!mapOpen);
          }}
        >
          <MapPin aria-hidden className="size-4" /> {mapOpen ? t('hideMap') : t('pickLocation')}
        </button>
        <button type="button" className={compactButton.secondary} onClick={locateDevice} disabled={busy}>
          <Crosshair aria-hidden className="size-4" /> {t('useCurrentLocation')}
        </button>
      </div>
      <p
        aria-live="polite"
        role={status?.kind === 'error' ? 'alert' : undefined}
        className={`min-h-5 text-sm ${status?.kind === 'error' ? 'text-red-700' : 'text-stone-600'}`}
        data-testid="location-status"
      >
        {busy && <LoaderCircle aria-hidden className="mr-1 inline size-4 animate-spin" />}
        {status?.kind === 'busy' && t(status.key)}
        {status?.kind === 'error' && problemText(status.failure, t(status.key))}
        {status?.kind === 'saved' && t('locationSaved')}
      </p>
      {mapOpen && tileUrl && (
        <div id="booking-map" className="space-y-1">
          <p className="text-xs text-stone-600">{t('mapHint')}</p>
          <MapBoundary fallback={<p className="text-sm text-red-700">{t('errors.mapNotInitialized')}</p>}>
            <Suspense
              fallback={<p className="grid h-64 place-items-center text-sm text-stone-600">{t('loadingMap')}</p>}
            >
              <MapPicker
                tileUrl={tileUrl}
                view={view}
                label={t('mapLabel')}
                onPick={(lat, lng) => {
                  lastPin.current = { lat, lng };
                  void lookUp(lat, lng);
                }}
              />
            </Suspense>
          </MapBoundary>
        </div>
      )}
    </div>
  );
}

function lookupErrorKey(error: unknown): KeyUnder<'booking'> {
  if (!(error instanceof ApiError)) return 'errors.locationError';
  if (error.status === 404) return 'errors.noAddressFound';
  return 'errors.failedToGetAddress';
}
