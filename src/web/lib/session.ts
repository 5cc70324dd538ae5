import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, SessionUser } from '#shared/schemas/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { forgetKitchenData } from '#web/lib/offline/kitchen-app.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const meKey = queryKeys.me;

export function useSessionUser() {
  return useQuery({
    queryKey: meKey,
    queryFn: async () => (await apiRequest<{ user: SessionUser | null }>('/api/auth/me')).user,
    staleTime: 60_000,
  });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginRequest) =>
      (await apiRequest<{ user: SessionUser }>('/api/auth/login', { method: 'POST', body: credentials })).user,
    onSuccess: (user) => queryClient.setQueryData(meKey, user),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/auth/logout', { method: 'POST' }),
    onSuccess: () => {
      queryClient.setQueryData(meKey, null);
      // Whatever the signed-in user loaded must not linger for the next person at this screen.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meKey[0] });
      // Nor the kitchen's last answers kept on the device for offline use (a shared tablet).
      void forgetKitchenData();
    },
  });
}
