import { useQuery } from '@tanstack/react-query';
import { couponsReply, type Coupon } from '#shared/schemas/coupons.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function getCoupons(): Promise<Coupon[]> {
  return (await apiRequest('/api/coupons', { reply: couponsReply })).data;
}

/** The admin's coupon codes with their uses (the admin's own call: customers never see the codes). */
export function useCoupons() {
  return useQuery({ queryKey: queryKeys.coupons, queryFn: getCoupons });
}
