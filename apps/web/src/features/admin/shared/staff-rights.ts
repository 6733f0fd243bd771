import { useQuery } from '@tanstack/react-query';
import {
  isAllowed,
  type AdminResource,
  type HabilitationAction,
  type StaffRights,
} from '@portail/shared/admin/habilitations';
import { apiJson } from '@/lib/api-client';

/** GET /api/identity/staff-rights: what the signed-in staff member may do (decision 028). */
export function useStaffRights() {
  const query = useQuery({
    queryKey: ['staff-rights'],
    queryFn: ({ signal }) => apiJson<StaffRights>('/api/identity/staff-rights', { signal }),
    staleTime: 60_000,
    meta: { resourceLabel: 'Droits du collaborateur' },
  });
  const rights = query.data;
  return {
    ...query,
    can: (resource: AdminResource, action: HabilitationAction = 'read') =>
      rights ? isAllowed(rights, resource, action) : false,
  };
}
