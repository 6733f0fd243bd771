/** The demo accounts used by API tests (same values as the seed's demoAccounts). */
export const marie = { userName: 'marie.dupont@example.com', password: 'Adherent#2026' };
export const lucas = { userName: 'lucas.dupont@example.com', password: 'Adherent#2026' };
export const paul = { userName: 'paul.martin@example.com', password: 'Adherent#2026' };
export const admin = { userName: 'admin@example.com', password: 'Gestion#2026' };
/** Member of Mutuelle du Littoral, signed in on littoral.localhost. */
export const claire = { userName: 'claire.leroy@example.com', password: 'Adherent#2026' };
/** Staff of Mutuelle du Littoral, signed in on littoral.localhost. */
export const gestionLittoral = { userName: 'gestion@littoral.example.com', password: 'Gestion#2026' };
/** Camille Roux, staff (Gestionnaire) of Mutuelle Démo. */
export const camille = { userName: 'gestionnaire@example.com', password: 'Gestion#2026' };
