import { useMutation, useQueryClient } from '@tanstack/react-query';
import { couponReply, type Coupon, type NewCoupon } from '#shared/schemas/coupons.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function createCoupon(coupon: NewCoupon): Promise<Coupon> {
  return (await apiRequest('/api/coupons', { method: 'POST', body: coupon, reply: couponReply })).coupon;
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.coupons }),
  });
}
