import { useMutation, useQueryClient } from '@tanstack/react-query';
import { couponReply, type Coupon, type CouponChange } from '#shared/schemas/coupons.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Everything but the code itself, which is never renamed (bookings name it). */
export async function updateCoupon({ id, change }: { id: number; change: CouponChange }): Promise<Coupon> {
  return (await apiRequest(`/api/coupons/${id}`, { method: 'PUT', body: change, reply: couponReply })).coupon;
}

export function useUpdateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.coupons }),
  });
}
