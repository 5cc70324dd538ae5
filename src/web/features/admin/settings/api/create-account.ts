import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountReply, type Account, type NewAccountRequest } from '#shared/schemas/users.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function createAccount(account: NewAccountRequest): Promise<Account> {
  return (await apiRequest('/api/users', { method: 'POST', body: account, reply: accountReply })).user;
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.accounts }),
  });
}
