import { useQuery } from '@tanstack/react-query';
import type { Account } from '#shared/schemas/users.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const accountsQueryKey = ['admin', 'users'] as const;

export async function getAccounts(): Promise<Account[]> {
  return (await apiRequest<{ data: Account[] }>('/api/users')).data;
}

export function useAccounts() {
  return useQuery({ queryKey: accountsQueryKey, queryFn: getAccounts });
}
