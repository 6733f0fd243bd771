import type { APIRequestContext } from '@playwright/test';
import { linkTo, waitForMail } from './mail';
import { xsrfToken } from './sign-in';
import { expect } from './test';

/** Members of demo-members.jsonl without an account, each used by one journey only. */
export const newMembers = {
  /** identity-password.spec.ts */
  sophie: {
    nir: '2900713055210',
    prenom: 'Sophie',
    nom: 'Bernard',
    dateNaissance: '08/07/1990',
    codePostal: '13008',
    email: 'sophie.bernard@example.com',
    password: 'Marseille#Vieux13',
  },
  /** identity-sign-in-amf.spec.ts */
  thomas: {
    nir: '1760235238012',
    prenom: 'Thomas',
    nom: 'Dupont',
    dateNaissance: '09/02/1976',
    codePostal: '44000',
    email: 'thomas.dupont@example.com',
    password: 'Nantes#Erdre44',
  },
  /** identity-registration.spec.ts, which registers through the form (birth date typed as digits). */
  julien: {
    nir: '1850333063101',
    prenom: 'Julien',
    nom: 'Moreau',
    dateNaissance: '17031985',
    codePostal: '33000',
    email: 'julien.moreau@example.com',
    password: 'Bordeaux#Quai33',
  },
} as const;

/** Members whose account staff create (POST /api/identity/client/create), then activated by mail. */
export const staffCreatedMembers = {
  /** Antoine Santoni (P100007), identity-activation.spec.ts; changes his identifier later. */
  antoine: {
    email: 'antoine.santoni@example.com',
    password: 'Ajaccio#Citadelle20',
    nir: '170042A004012',
    prenom: 'Antoine',
    nom: 'Santoni',
    dateNaissance: '21/04/1970',
    codePostal: '20000',
    newEmail: 'a.santoni@example.com',
  },
} as const;

export type NewMember = (typeof newMembers)[keyof typeof newMembers];

/** Registration and e-mail confirmation through the API (the browser journey is identity-registration). */
export async function createConfirmedAccount(request: APIRequestContext, origin: string, member: NewMember) {
  const since = Date.now();
  const token = await xsrfToken(request, origin);
  const { email, password, ...identity } = member;
  const registered = await request.post(`${origin}/api/identity/register`, {
    headers: { 'X-XSRF-TOKEN': token },
    data: {
      ...identity,
      email,
      password,
      confirmPassword: password,
      cgu: true,
      consentements: [],
      dematerialization: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(202);
  const link = new URL(linkTo(await waitForMail(email, since), 'confirm-email').replace('/#/', '/'));
  const confirmed = await request.post(`${origin}/api/identity/confirm-email`, {
    headers: { 'X-XSRF-TOKEN': token },
    data: { code: link.searchParams.get('code'), userId: link.searchParams.get('userId') },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}
