import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '#shared/domain/access.ts';
import type { Account } from '#shared/schemas/users.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { accountsQueryKey } from './get-accounts.ts';

export interface AccountChanges {
  displayName?: string;
  email?: string;
  role?: Role;
  active?: boolean;
  /** The server then ends every session of that account. */
  password?: string;
  /** Asked when the signed-in user changes their own password. */
  currentPassword?: string;
}

export async function updateAccount({ id, changes }: { id: number; changes: AccountChanges }): Promise<Account> {
  return (await apiRequest<{ user: Account }>(`/api/users/${id}`, { method: 'PUT', body: changes })).user;
}

/** Also refreshes the signed-in user (['auth','me']), whose name the page header shows. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (_account, { changes }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
        // After a password change this account's sessions are gone: asking who is signed in would only fail.
        changes.password === undefined ? queryClient.invalidateQueries({ queryKey: ['auth', 'me'] }) : null,
      ]),
  });
}
