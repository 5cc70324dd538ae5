import { useQuery } from '@tanstack/react-query';
import { mailOutboxReply, type MailOutboxReply } from '#shared/schemas/mail.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** A mail is sent within seconds of its booking: look again this often while the tab is open. */
const CHECK_MS = 15_000;

export async function getMailOutbox(): Promise<MailOutboxReply> {
  return apiRequest('/api/mail-outbox', { reply: mailOutboxReply });
}

/** Whether confirmation mail goes out, and each mail's state. */
export function useMailOutbox() {
  return useQuery({ queryKey: queryKeys.bookings.mail, queryFn: getMailOutbox, refetchInterval: CHECK_MS });
}
