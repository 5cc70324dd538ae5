import { useQuery } from '@tanstack/react-query';
import { waitingOfferReply, type WaitingOfferView } from '#shared/schemas/waiting-list.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function getOffer(token: string): Promise<WaitingOfferView> {
  const path = `/api/waiting-list/offer/${encodeURIComponent(token)}`;
  return (await apiRequest(path, { reply: waitingOfferReply })).offer;
}

/** The server says when an offer has run out: an open page asks again this often. */
const CHECK_MS = 60_000;

/** The waiting-list offer a private link opens. */
export function useOffer(token: string) {
  return useQuery({
    queryKey: queryKeys.booking.offer(token),
    queryFn: () => getOffer(token),
    refetchInterval: CHECK_MS,
  });
}
