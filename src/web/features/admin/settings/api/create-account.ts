import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '#shared/domain/access.ts';
import type { Account } from '#shared/schemas/users.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { accountsQueryKey } from './get-accounts.ts';

export interface NewAccount {
  username: string;
  password: string;
  role: Role;
  displayName?: string;
}

export async function createAccount(account: NewAccount): Promise<Account> {
  return (await apiRequest<{ user: Account }>('/api/users', { method: 'POST', body: account })).user;
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}
