import type { Role } from '@portail/shared/roles';

/** Demo passwords, one per kind of account; both meet the spec's rule (8+, lower, upper, digit, special). */
const demoPasswords = { member: 'Adherent#2026', staff: 'Gestion#2026' } as const;

export interface DemoAccount {
  userName: string;
  password: string;
  /** What the account shows, for the README and the testers. */
  description: string;
  clientCode: string;
  roles: Role[];
  /** The member this account belongs to (demo-members.jsonl); null for staff. */
  numPers: string | null;
  /** Staff only: members take their names from their personne. */
  nom?: string;
  prenom?: string;
}

/** The seeded accounts; the README and the tests read the same list. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    userName: 'marie.dupont@example.com',
    password: demoPasswords.member,
    description:
      'Adhérente avec trois contrats (Santé Essentielle valide, Santé Confort suspendu, Prévoyance Famille résilié), son conjoint et son fils bénéficiaires',
    clientCode: 'demo',
    roles: ['User'],
    numPers: 'P100001',
  },
  {
    userName: 'lucas.dupont@example.com',
    password: demoPasswords.member,
    description: 'Bénéficiaire (enfant) du contrat Santé Essentielle de Marie Dupont',
    clientCode: 'demo',
    roles: ['Beneficiaire'],
    numPers: 'P100003',
  },
  {
    userName: 'paul.martin@example.com',
    password: demoPasswords.member,
    description: 'Adhérent sans aucun contrat (fenêtre bloquante « aucun contrat »)',
    clientCode: 'demo',
    roles: ['User'],
    numPers: 'P100004',
  },
  {
    userName: 'admin@example.com',
    password: demoPasswords.staff,
    description: 'Administratrice digitale (back office /admin), sans contrat',
    clientCode: 'demo',
    roles: ['Admin'],
    numPers: null,
    nom: 'Garnier',
    prenom: 'Hélène',
  },
  {
    userName: 'gestionnaire@example.com',
    password: demoPasswords.staff,
    description: 'Gestionnaire du service adhérents (la file des demandes), sans contrat',
    clientCode: 'demo',
    roles: ['Gestionnaire'],
    numPers: null,
    nom: 'Roux',
    prenom: 'Camille',
  },
  {
    userName: 'claire.leroy@example.com',
    password: demoPasswords.member,
    description: 'Adhérente de la Mutuelle du Littoral (hôte littoral.localhost), un contrat valide',
    clientCode: 'littoral',
    roles: ['User'],
    numPers: 'P200001',
  },
  {
    userName: 'gestion@littoral.example.com',
    password: demoPasswords.staff,
    description: 'Gestionnaire de la Mutuelle du Littoral (back office de littoral.localhost seulement)',
    clientCode: 'littoral',
    roles: ['Gestionnaire'],
    numPers: null,
    nom: 'Morvan',
    prenom: 'Yann',
  },
];

/**
 * Members with a contract but no account yet, to try registration (demo client, mode oneOfTwo:
 * contract number or NIR). Their data is in demo-members.jsonl.
 */
export const demoRegistrations = [
  {
    description: 'Julien Moreau, contrat Santé Essentielle valide',
    numeroContrat: '40023456',
    nir: '1850333063101',
    nom: 'Moreau',
    prenom: 'Julien',
    dateNaissance: '1985-03-17',
    codePostal: '33000',
    ibanFin: '8293',
  },
  {
    description: 'Sophie Bernard, contrat Santé Confort valide',
    numeroContrat: '40034567',
    nir: '2900713055210',
    nom: 'Bernard',
    prenom: 'Sophie',
    dateNaissance: '1990-07-08',
    codePostal: '13008',
    ibanFin: '0167',
  },
] as const;
