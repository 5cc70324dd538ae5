import { z } from 'zod';
import { isInKerala } from '../domain/kerala.ts';
import { successReply } from './common.ts';

export const reverseGeocodeQuerySchema = z
  .object({ lat: z.coerce.number().min(-90).max(90), lng: z.coerce.number().min(-180).max(180) })
  .refine(({ lat, lng }) => isInKerala(lat, lng), 'booking.errors.locationOutsideKerala');

export const reverseGeocodeSchema = z.object({
  displayName: z.string(),
  state: z.string().nullable(),
  pincode: z.string().nullable(),
});
export type ReverseGeocode = z.infer<typeof reverseGeocodeSchema>;
export const reverseGeocodeReply = successReply({ data: reverseGeocodeSchema });
