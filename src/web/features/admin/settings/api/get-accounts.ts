import { useQuery } from '@tanstack/react-query';
import { accountsReply, type Account } from '#shared/schemas/users.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function getAccounts(): Promise<Account[]> {
  return (await apiRequest('/api/users', { reply: accountsReply })).data;
}

export function useAccounts() {
  return useQuery({ queryKey: queryKeys.accounts, queryFn: getAccounts });
}
