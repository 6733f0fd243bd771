import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RoleHabilitationsBody,
  RolesResponse,
  RoleView,
  StaffAccountsResponse,
} from '@portail/shared/admin/habilitations-editor';
import { apiJson } from '@/lib/api-client';

/* The roles-and-rights editor's calls (decision 031): /api/admin/habilitations/… */

const rolesKey = ['admin-habilitations'] as const;

/** Always read afresh: another administrator may have just changed a role. */
export function useRoles() {
  return useQuery({
    queryKey: rolesKey,
    queryFn: ({ signal }) => apiJson<RolesResponse>('/api/admin/habilitations', { signal }),
    staleTime: 0,
    meta: { resourceLabel: 'Rôles et habilitations' },
  });
}

export function useStaffAccounts() {
  return useQuery({
    queryKey: [...rolesKey, 'comptes'],
    queryFn: ({ signal }) => apiJson<StaffAccountsResponse>('/api/admin/habilitations/comptes', { signal }),
    staleTime: 0,
    meta: { resourceLabel: 'Comptes du personnel' },
  });
}

export function useSaveRole(code: string) {
  const queryClient = useQueryClient();
  return async (body: RoleHabilitationsBody) => {
    const answer = await apiJson<{ message: string; role: RoleView }>(
      `/api/admin/habilitations/${encodeURIComponent(code)}`,
      { method: 'PUT', body },
    );
    await queryClient.invalidateQueries({ queryKey: rolesKey });
    return answer;
  };
}
