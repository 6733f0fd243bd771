import { devices } from '@playwright/test';

/** The demo data the journeys rely on (README "Demo accounts", apps/server/src/commands/seed). */
export interface DemoAccount {
  userName: string;
  password: string;
}

export const accounts = {
  /** Three contracts: valide, suspendu, résilié. */
  marie: { userName: 'marie.dupont@example.com', password: 'Adherent#2026' },
  /** A member with no contract: the blocking modal. */
  paul: { userName: 'paul.martin@example.com', password: 'Adherent#2026' },
  /** Staff administrator, no contract. */
  admin: { userName: 'admin@example.com', password: 'Gestion#2026' },
  /** Camille Roux, Gestionnaire of the demo client: the requests inbox. */
  gestionnaire: { userName: 'gestionnaire@example.com', password: 'Gestion#2026' },
  /** Lucas Dupont, beneficiary of the demo client: the demo Popups and the external services. */
  lucas: { userName: 'lucas.dupont@example.com', password: 'Adherent#2026' },
  /** Claire Leroy, member of Mutuelle du Littoral, which asks one consent (newsletter). */
  claire: { userName: 'claire.leroy@example.com', password: 'Adherent#2026' },
} as const satisfies Record<string, DemoAccount>;

/** Clients are chosen by host name: localhost, littoral.localhost, horizon.localhost. */
export const clients = {
  demo: {
    host: 'localhost',
    libelle: 'Mutuelle Démo',
    primaryColor: '#0E6674',
    loginText: /^Bienvenue dans votre espace adhérent/,
    errorPageText: /^Le service est momentanément indisponible\. Merci de réessayer dans quelques instants\./,
    appleStoreUrl: 'https://apps.apple.com/fr/app/mutuelle-demo/id6450000001',
    googleStoreUrl: 'https://play.google.com/store/apps/details?id=fr.mutuelledemo.adherent',
  },
  littoral: {
    host: 'littoral.localhost',
    libelle: 'Mutuelle du Littoral',
    primaryColor: '#1D5B99',
    loginText: /^Votre mutuelle de la côte, à vos côtés/,
    errorPageText: /^Votre espace est en maintenance pour quelques instants\./,
  },
  horizon: {
    host: 'horizon.localhost',
    libelle: 'Prévoyance Horizon',
  },
} as const;

export type ClientCode = keyof typeof clients;

/** Origin of a client on the test server, e.g. http://littoral.localhost:18180. */
export function clientOrigin(baseURL: string | undefined, client: ClientCode): string {
  if (!baseURL) throw new Error('baseURL manquant dans la configuration Playwright');
  const url = new URL(baseURL);
  url.hostname = clients[client].host;
  return url.origin;
}

/** Widths of the visual and accessibility review. */
export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** A phone as the journeys emulate it: the phone width, an iPhone's user agent, touch. */
export const phoneDevice = {
  viewport: viewports.phone,
  userAgent: devices['iPhone 13'].userAgent,
  isMobile: true,
  hasTouch: true,
} as const;
