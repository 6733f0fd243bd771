/* Plain rules, no zod: the derived flags of the current user. */

/** §3/§6 roles. */
export const roles = [
  'Admin',
  'Gestionnaire',
  'User',
  'Beneficiaire',
  'adh_benef',
  'admin_digital',
  'autres_admins',
] as const;
export type Role = (typeof roles)[number];
export const roleLabels: Record<Role, string> = {
  Admin: 'Administrateur Digital',
  Gestionnaire: 'Gestionnaire',
  User: 'Adhérent',
  Beneficiaire: 'Bénéficiaire',
  adh_benef: 'Adhérent/Bénéficiaire',
  admin_digital: 'admin_digital',
  autres_admins: 'autres_admins',
};
export const backEndRoles: readonly Role[] = ['Admin', 'Gestionnaire', 'admin_digital', 'autres_admins'];

export interface CurrentUserFlags {
  isAdmin: boolean;
  isBeneficiaire: boolean;
  isBackEndUser: boolean;
  isConsultant: boolean;
  isUser: boolean;
}

/** Derived flags of §3: staff roles make a back-end user; a Consultant is an account's flag (decision 028). */
export function currentUserFlags(user: { roles: readonly Role[]; isConsultant?: boolean }): CurrentUserFlags {
  const has = (r: Role) => user.roles.includes(r);
  return {
    isAdmin: has('Admin') || has('admin_digital'),
    isBeneficiaire: has('Beneficiaire') || has('adh_benef'),
    isBackEndUser: user.roles.some((r) => backEndRoles.includes(r)),
    isConsultant: user.isConsultant ?? false,
    isUser: has('User') || has('adh_benef'),
  };
}
