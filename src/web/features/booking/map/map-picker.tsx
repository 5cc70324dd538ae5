import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIcon2xUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef } from 'react';

export interface MapView {
  lat: number;
  lng: number;
  zoom: number;
}

export interface MapPickerProps {
  /** Tile template from the client config, e.g. https://tile.example/{z}/{x}/{y}.png. */
  tileUrl: string;
  /** Where the map and its pin are; a new object moves them there. */
  view: MapView;
  /** The customer put the pin somewhere (tap or drag). */
  onPick: (lat: number, lng: number) => void;
  label: string;
}

const pinIcon = L.icon({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIcon2xUrl,
  shadowUrl: markerShadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

/** Leaflet map with one draggable pin. Loaded only when the customer presses Pick Location. */
export default function MapPicker({ tileUrl, view, onPick, label }: MapPickerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const onPickRef = useRef(onPick);
  const initial = useRef({ view, label });
  useEffect(() => {
    onPickRef.current = onPick;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const { view: start, label: pinTitle } = initial.current;
    const map = L.map(container, { center: [start.lat, start.lng], zoom: start.zoom });
    // Tiles that fail to load leave grey squares; the pin, the taps and the typed address still work.
    L.tileLayer(tileUrl, {
      maxZoom: 19,
      attribution: tileUrl.includes('openstreetmap') ? '© OpenStreetMap contributors' : '',
    }).addTo(map);
    const marker = L.marker([start.lat, start.lng], { draggable: true, icon: pinIcon, title: pinTitle }).addTo(map);
    marker.on('dragend', () => {
      const point = marker.getLatLng();
      onPickRef.current(point.lat, point.lng);
    });
    map.on('click', (event: L.LeafletMouseEvent) => {
      marker.setLatLng(event.latlng);
      onPickRef.current(event.latlng.lat, event.latlng.lng);
    });
    mapRef.current = map;
    markerRef.current = marker;
    // The dialog may still be laying out when the map mounts.
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(container);
    return () => {
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, [tileUrl]);

  useEffect(() => {
    mapRef.current?.setView([view.lat, view.lng], view.zoom);
    markerRef.current?.setLatLng([view.lat, view.lng]);
  }, [view]);

  return (
    <div
      ref={containerRef}
      role="application"
      aria-label={label}
      data-testid="location-map"
      className="relative z-0 h-64 w-full overflow-hidden rounded-xl border border-stone-300 bg-stone-100"
    />
  );
}
