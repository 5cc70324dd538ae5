import type { ReverseGeocode } from '#shared/schemas/booking.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';

const CACHE_DAYS = 30;
const TIMEOUT_MS = 5000;

interface NominatimReverse {
  error?: string;
  display_name?: string;
  address?: { state?: string; postcode?: string };
}

/** About 11 m: nearby taps share one lookup. */
function cacheKey(lat: number, lng: number): string {
  return `${lat.toFixed(4)},${lng.toFixed(4)}`;
}

/**
 * Reverse geocoding through a Nominatim-compatible service, cached in the database.
 * The provider's failures become 502 'Failed to get address'; an address it does not know, 404.
 */
export async function reverseGeocode(
  db: Db,
  options: { geocoderUrl: string; userAgent: string },
  lat: number,
  lng: number,
): Promise<ReverseGeocode> {
  const key = cacheKey(lat, lng);
  const cutoff = new Date(Date.now() - CACHE_DAYS * 24 * 3600 * 1000).toISOString();
  const cached = await db
    .selectFrom('geocode_cache')
    .select('result_json')
    .where('key', '=', key)
    .where('fetched_at', '>', cutoff)
    .executeTakeFirst();
  if (cached) return JSON.parse(cached.result_json) as ReverseGeocode;

  const url = new URL(`${options.geocoderUrl.replace(/\/+$/, '')}/reverse`);
  url.search = new URLSearchParams({
    format: 'jsonv2',
    addressdetails: '1',
    lat: String(lat),
    lon: String(lng),
  }).toString();
  let body: NominatimReverse;
  try {
    const response = await fetch(url, {
      headers: { 'user-agent': options.userAgent, 'accept-language': 'en' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    body = (await response.json()) as NominatimReverse;
  } catch {
    throw new HttpError(502, 'Failed to get address');
  }
  if (body.error || !body.display_name) throw notFound('No address found');
  const result: ReverseGeocode = {
    displayName: body.display_name,
    state: body.address?.state ?? null,
    pincode: body.address?.postcode?.replace(/\s+/g, '') ?? null,
  };
  const now = new Date().toISOString();
  await db
    .insertInto('geocode_cache')
    .values({ key, result_json: JSON.stringify(result), fetched_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ result_json: JSON.stringify(result), fetched_at: now }))
    .execute();
  return result;
}
