import { reverseGeocodeReply, type ReverseGeocode } from '#shared/schemas/geocode.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The address at a point, looked up (and cached) by our server. 404: nothing there; 502: the geocoder failed. */
export async function reverseGeocode(lat: number, lng: number): Promise<ReverseGeocode> {
  const query = new URLSearchParams({ lat: lat.toFixed(6), lng: lng.toFixed(6) });
  return (await apiRequest(`/api/geocode/reverse?${query}`, { reply: reverseGeocodeReply })).data;
}
