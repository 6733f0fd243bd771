/* Plain rules, no zod: what a back-office role may do (issue 14, decision 028). */

/** §3 habilitation actions. */
export const habilitationActions = ['create', 'read', 'update', 'delete'] as const;
export type HabilitationAction = (typeof habilitationActions)[number];

/** §3 habilitation scopes: on the contract, on its beneficiaries, or both. */
export const habilitationScopes = ['Contrat', 'Benef', 'Both'] as const;
export type HabilitationScope = (typeof habilitationScopes)[number];

/** What the back office acts on; every /api/admin route names one of them. */
export const adminResources = [
  'adherents',
  'comptes',
  'demandes',
  'flux',
  'configuration',
  'referentiels',
  'audit',
  'journal_acces',
  'habilitations',
  'cms',
  'faq',
  'audiences',
  'notifications',
] as const;
export type AdminResource = (typeof adminResources)[number];

export const adminResourceLabels: Record<AdminResource, string> = {
  adherents: 'Adhérents',
  comptes: 'Comptes du portail',
  demandes: 'Demandes',
  flux: 'Flux vers le système de gestion',
  configuration: 'Configuration du client',
  referentiels: 'Référentiels',
  audit: 'Journal d’audit',
  journal_acces: 'Journal des accès aux dossiers',
  habilitations: 'Rôles et habilitations',
  cms: 'Contenus (CMS)',
  faq: 'Foire aux questions',
  audiences: 'Audiences',
  notifications: 'Notifications',
};

export interface Habilitation {
  resource: AdminResource;
  action: HabilitationAction;
  scope: HabilitationScope;
}

/** The rights of one staff account: its roles' habilitations, narrowed to reading for a Consultant. */
export interface StaffRights {
  habilitations: readonly Habilitation[];
  /** One of its roles spans clients. */
  spansClients: boolean;
  /** The habilitations of its roles that span clients: the only ones that reach another client's data. */
  crossClientHabilitations: readonly Habilitation[];
  isConsultant: boolean;
}

function grants(habilitations: readonly Habilitation[], resource: AdminResource, action: HabilitationAction) {
  return habilitations.some((h) => h.resource === resource && h.action === action);
}

/** On the data of the client served. */
export function isAllowed(rights: StaffRights, resource: AdminResource, action: HabilitationAction): boolean {
  if (rights.isConsultant && action !== 'read') return false;
  return grants(rights.habilitations, resource, action);
}

/** On another client's data: only what a role spanning clients grants. */
export function isAllowedAcrossClients(
  rights: StaffRights,
  resource: AdminResource,
  action: HabilitationAction,
): boolean {
  if (rights.isConsultant && action !== 'read') return false;
  return grants(rights.crossClientHabilitations, resource, action);
}
