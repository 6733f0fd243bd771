import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { admin, gestionLittoral, lucas, marie, paul } from './demo-logins.ts';
import { Browser } from './test-app.ts';

/*
 * The roles matrix every route of the member area and the back office gets (developers' guide):
 * the same call made by anonymous, the holder (Marie), a beneficiary (Lucas, on Marie's contract),
 * another member (Paul), staff of the client (Hélène Garnier) and staff of another client (Yann
 * Morvan, signed in at Mutuelle du Littoral, whose cookies reach Mutuelle Démo's host).
 */

const actorNames = [
  'anonyme',
  'souscripteur',
  'beneficiaire',
  'autreAdherent',
  'gestionnaire',
  'gestionnaireAutreClient',
] as const;
export type Actor = (typeof actorNames)[number];
export type Actors = Record<Actor, Browser>;

/** A browser signed in with `login` on `host`; the sign-in must succeed. */
export async function signedInBrowser(
  app: FastifyInstance,
  login: { userName: string; password: string },
  host = 'localhost',
): Promise<Browser> {
  const browser = new Browser(app, host);
  const response = await browser.signIn(login.userName, login.password);
  expect(response.statusCode, `${login.userName}: ${response.body}`).toBe(200);
  return browser;
}

export async function signInActors(app: FastifyInstance): Promise<Actors> {
  const signedIn = (login: { userName: string; password: string }, host = 'localhost') =>
    signedInBrowser(app, login, host);
  const other = await signedIn(gestionLittoral, 'littoral.localhost');
  const elsewhere = new Browser(app);
  for (const [name, value] of other.cookies) elsewhere.cookies.set(name, value);
  return {
    anonyme: new Browser(app),
    souscripteur: await signedIn(marie),
    beneficiaire: await signedIn(lucas),
    autreAdherent: await signedIn(paul),
    gestionnaire: await signedIn(admin),
    gestionnaireAutreClient: elsewhere,
  };
}

/** What a back-office route answers: staff of the client served only (members 403, other clients' staff 401). */
export const staffOnly: Record<Actor, number> = {
  anonyme: 401,
  souscripteur: 403,
  beneficiaire: 403,
  autreAdherent: 403,
  gestionnaire: 200,
  gestionnaireAutreClient: 401,
};

/** Runs the call as every actor and checks each status against what is expected. */
export async function expectMatrix(
  actors: Actors,
  call: (browser: Browser, actor: Actor) => Promise<LightMyRequestResponse>,
  expected: Record<Actor, number>,
): Promise<Record<Actor, LightMyRequestResponse>> {
  const responses = {} as Record<Actor, LightMyRequestResponse>;
  for (const actor of actorNames) responses[actor] = await call(actors[actor], actor);
  const statuses = Object.fromEntries(actorNames.map((a) => [a, responses[a].statusCode]));
  expect(statuses).toEqual(expected);
  return responses;
}
