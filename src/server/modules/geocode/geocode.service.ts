import type { ReverseGeocode } from '#shared/schemas/geocode.ts';
import type { Db } from '#server/db/database.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import { createPacer, PacerBusyError } from '#server/lib/rate-limit.ts';
import * as repo from './geocode.repo.ts';

const CACHE_DAYS = 30;
export const CACHE_MAX_ROWS = 50_000;
/** The cache is pruned once every this many new answers. */
const PRUNE_EVERY = 500;
const TIMEOUT_MS = 5000;
/** Nominatim's usage policy: at most one request a second, from the whole server. */
const PROVIDER_INTERVAL_MS = 1000;
/** A lookup that would wait longer than this for its turn is refused rather than queued. */
const PROVIDER_MAX_WAIT_MS = 3000;

interface NominatimReverse {
  error?: string;
  display_name?: string;
  address?: { state?: string; postcode?: string };
}

/** About 11 m: nearby taps share one lookup. */
function cacheKey(lat: number, lng: number): string {
  return `${lat.toFixed(4)},${lng.toFixed(4)}`;
}

const cacheCutoff = (now: number) => new Date(now - CACHE_DAYS * 24 * 3600 * 1000).toISOString();

/** Drops answers older than the cache keeps them, and the oldest beyond `maxRows`. */
export async function pruneGeocodeCache(db: Db, maxRows = CACHE_MAX_ROWS, now = Date.now()): Promise<void> {
  await repo.deleteFetchedBefore(db, cacheCutoff(now));
  await repo.keepNewest(db, maxRows);
}

/**
 * Reverse geocoding through a Nominatim-compatible service, cached in the database and paced to one
 * provider call a second. The provider's failures (or a queue too long) become 502/503 'Failed to get
 * address'; an address it does not know, 404.
 */
export function createGeocoder(db: Db, options: { geocoderUrl: string; userAgent: string }) {
  const paced = createPacer(PROVIDER_INTERVAL_MS, PROVIDER_MAX_WAIT_MS);
  let answersSincePrune = 0;

  async function askProvider(lat: number, lng: number): Promise<NominatimReverse> {
    const url = new URL(`${options.geocoderUrl.replace(/\/+$/, '')}/reverse`);
    url.search = new URLSearchParams({
      format: 'jsonv2',
      addressdetails: '1',
      lat: String(lat),
      lon: String(lng),
    }).toString();
    try {
      return await paced(async () => {
        const response = await fetch(url, {
          headers: { 'user-agent': options.userAgent, 'accept-language': 'en' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
        return (await response.json()) as NominatimReverse;
      });
    } catch (error) {
      if (error instanceof PacerBusyError) throw textRefusal(503, 'refusals.geocode.busy');
      throw textRefusal(502, 'refusals.geocode.failed');
    }
  }

  return async function reverseGeocode(lat: number, lng: number): Promise<ReverseGeocode> {
    const key = cacheKey(lat, lng);
    const cached = await repo.findCached(db, key, cacheCutoff(Date.now()));
    if (cached) return JSON.parse(cached) as ReverseGeocode;

    const body = await askProvider(lat, lng);
    if (body.error || !body.display_name) throw textRefusal(404, 'refusals.geocode.noAddress');
    const result: ReverseGeocode = {
      displayName: body.display_name,
      state: body.address?.state ?? null,
      pincode: body.address?.postcode?.replace(/\s+/g, '') ?? null,
    };
    await repo.saveAnswer(db, key, JSON.stringify(result), new Date().toISOString());
    if (++answersSincePrune >= PRUNE_EVERY) {
      answersSincePrune = 0;
      await pruneGeocodeCache(db);
    }
    return result;
  };
}
