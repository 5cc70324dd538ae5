import { couponMatches } from '#shared/domain/pricing.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { HttpError, textRefusal } from '#server/lib/http-error.ts';
import { resolveActiveEvent } from '#server/modules/events/events.service.ts';
import { readBusinessSettings } from '#server/modules/settings/settings.repo.ts';

export interface CouponVerdict {
  applied: boolean;
  /** The discount the code gives this event's orders; 0 when it gives none. */
  discountPercent: number;
}

/**
 * Whether `code` takes a discount off orders for the event, compared here and only here: the code
 * itself never leaves the server (404 booking.couponCheck.noEvent for an event not on the storefront).
 */
export async function checkCoupon(db: DbOrTx, eventId: number, code: string): Promise<CouponVerdict> {
  await resolveActiveEvent(db, { eventId }).catch((error: unknown) => {
    throw error instanceof HttpError && error.statusCode === 404
      ? textRefusal(404, 'booking.couponCheck.noEvent')
      : error;
  });
  const settings = await readBusinessSettings(db);
  const applied = couponMatches(code, settings.couponCode);
  return { applied, discountPercent: applied ? settings.discountPercent : 0 };
}
