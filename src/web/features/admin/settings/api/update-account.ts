import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountReply, type Account, type AccountChangeRequest } from '#shared/schemas/users.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** A new password makes the server end every session of that account. */
export async function updateAccount({ id, changes }: { id: number; changes: AccountChangeRequest }): Promise<Account> {
  return (await apiRequest(`/api/users/${id}`, { method: 'PUT', body: changes, reply: accountReply })).user;
}

/** Also refreshes the signed-in user, whose name the page header shows. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (_account, { changes }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.accounts }),
        // After a password change this account's sessions are gone: asking who is signed in would only fail.
        changes.password === undefined ? queryClient.invalidateQueries({ queryKey: queryKeys.me }) : null,
      ]),
  });
}
