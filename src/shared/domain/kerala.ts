/** Where the business delivers and where the map starts. */
export const KERALA_BOUNDS = { north: 12.8, south: 8.2, west: 74.8, east: 77.2 } as const;
export const MAP_START = { lat: 9.5916, lng: 76.5222, zoom: 15 } as const;
export const FOUND_POSITION_ZOOM = 17;

export function isInKerala(lat: number, lng: number): boolean {
  return (
    lat >= KERALA_BOUNDS.south && lat <= KERALA_BOUNDS.north && lng >= KERALA_BOUNDS.west && lng <= KERALA_BOUNDS.east
  );
}

/** A looked-up address is in Kerala when its state names Kerala. */
export function stateIsKerala(state: string | null | undefined): boolean {
  return Boolean(state && state.toLowerCase().includes('kerala'));
}
