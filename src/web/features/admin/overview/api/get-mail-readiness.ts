import { useQuery } from '@tanstack/react-query';
import { mailReadinessReply } from '#shared/schemas/mail.ts';
import type { MailNeed } from '#shared/domain/mail-readiness.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function getMailReadiness(): Promise<MailNeed[]> {
  return (await apiRequest('/api/mail-readiness', { reply: mailReadinessReply })).missing;
}

/** What customer mail still needs before it is sent; none: it is sent. */
export function useMailReadiness() {
  return useQuery({ queryKey: queryKeys.mailReadiness, queryFn: getMailReadiness });
}
