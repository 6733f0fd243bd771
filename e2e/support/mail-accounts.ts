import type { APIRequestContext } from '@playwright/test';
import { linkTo, waitForMail } from './mail';
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
} as const;

export type NewMember = (typeof newMembers)[keyof typeof newMembers];

async function xsrf(request: APIRequestContext, origin: string): Promise<string> {
  expect((await request.get(`${origin}/api/clients/current`)).ok()).toBe(true);
  const state = await request.storageState();
  return state.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
}

/** Registration and e-mail confirmation through the API (the browser journey is identity-registration). */
export async function createConfirmedAccount(request: APIRequestContext, origin: string, member: NewMember) {
  const since = Date.now();
  const token = await xsrf(request, origin);
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
