import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { clientInputSchema } from '../../modules/clients/client-schemas.ts';
import { upsertClient } from '../../modules/clients/clients-repository.ts';
import { upsertAccount } from '../../modules/identity/accounts-repository.ts';
import { upsertOidcProvider } from '../../modules/identity/oidc-repository.ts';
import { importMembers } from '../import/import-members.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { sha256 } from '../../lib/tokens.ts';
import type { Db } from '../../db/database.ts';
import { demoAccounts } from './demo-accounts.ts';
import { demoClients, demoMemberFiles } from './demo-clients.ts';
import { seedDemoContent } from './content/demo-content.ts';
import {
  findClientIdsByCode,
  findPersonneId,
  hasClients,
  hasOffres,
  seedConservation,
  seededReferentielTables,
  withSeedLock,
} from './seed-repository.ts';
import { upsertEntries } from '../../modules/referentiels/referentiels-repository.ts';
import { seedDemoDemandes } from './demo-demandes.ts';
import { seedDemoDocuments } from './demo-documents-seed.ts';
import { seedDemoDecomptes } from './demo-decomptes-seed.ts';
import { demoReferentiels } from './demo-referentiels.ts';
import { demoOffresJsonl } from './demo-offres-import.ts';
import { seedDemoProfil } from './demo-profil.ts';
import { seedDemoNotifications } from './demo-notifications.ts';

const seedDir = import.meta.dirname;

/**
 * Fills an empty database with the demo clients, their members (through the member import) and
 * the demo accounts, then their content (CMS, FAQ, care networks). Runs on first start only: once a client exists it does nothing.
 */
export async function seedDemoData(db: Db, { memberArea = true }: { memberArea?: boolean } = {}): Promise<void> {
  await withSeedLock(db, async (connection) => {
    if (!(await hasClients(connection))) {
      await seedClients(connection);
      // Before the members: their import checks codes against the tables (télétransmission reasons).
      await seedReferentiels(connection);
      await seedMembers(connection);
      await seedAccounts(connection);
      await seedDemoContent(connection);
    }
    // Each part of the member area seeds itself once, also into a database made by an earlier version.
    await seedMemberArea(connection, memberArea);
  });
}

/** Reference data always (each table once); Marie's documents and requests (real PDFs, about a second) unless told not to. */
async function seedMemberArea(db: Db, withDocuments: boolean): Promise<void> {
  await seedReferentiels(db);
  const clientIds = await findClientIdsByCode(db);
  await seedDemoProfil(db);
  const demoId = clientIds.get('demo');
  // A database made before migration 008 gets the offers, and its contracts their codeOffre and renforts.
  if (demoId !== undefined && !(await hasOffres(db, demoId))) await importMemberFile(db, 'demo', 'demo-members.jsonl');
  if (demoId !== undefined) await seedDemoNotifications(db, demoId);
  if (demoId === undefined || !withDocuments) return;
  await seedDemoDocuments(db, demoId);
  await seedDemoDemandes(db, demoId);
  await seedDemoDecomptes(db, demoId);
}

/** Table by table: a database made by an earlier version gets the tables added since, staff's edits stay. */
async function seedReferentiels(db: Db): Promise<void> {
  for (const clientId of (await findClientIdsByCode(db)).values()) {
    const seeded = await seededReferentielTables(db, clientId);
    await upsertEntries(
      db,
      clientId,
      demoReferentiels.filter((e) => !seeded.has(e.table)),
    );
  }
}

async function seedClients(db: Db): Promise<void> {
  for (const client of demoClients) {
    const input = clientInputSchema.parse(client);
    const assets = await Promise.all(
      input.assets.map(async (asset) => {
        const data = await readFile(path.join(seedDir, asset.file));
        return { name: asset.name, contentType: asset.contentType, data: new Uint8Array(data), sha256: sha256(data) };
      }),
    );
    await upsertClient(db, input, assets);
  }
  // Mutuelle Démo keeps closed requests five years: its 2023 prévoyance claim stays in the demo.
  await seedConservation(db, 'demo', { demandes: 60 });
}

async function seedMembers(db: Db): Promise<void> {
  for (const { clientCode, file } of demoMemberFiles) await importMemberFile(db, clientCode, file);
}

/** One demo file through the member import; Mutuelle Démo's starts with its offers (record « offre »). */
async function importMemberFile(db: Db, clientCode: string, file: string): Promise<void> {
  const members = await readFile(path.join(seedDir, file), 'utf8');
  const text = clientCode === 'demo' ? `${demoOffresJsonl()}\n${members}` : members;
  const result = await importMembers(db, text, { clientCode });
  if (!result.ok) {
    throw new Error(
      `Données de démonstration invalides (${file}) :\n${result.errors.map((e) => e.message).join('\n')}`,
    );
  }
}

async function seedAccounts(db: Db): Promise<void> {
  const clientIds = await findClientIdsByCode(db);
  for (const account of demoAccounts) {
    const clientId = clientIds.get(account.clientCode);
    if (clientId === undefined) throw new Error(`Client de démonstration absent : ${account.clientCode}`);
    const personneId = account.numPers === null ? null : await findPersonneId(db, clientId, account.numPers);
    if (personneId === undefined) throw new Error(`Personne de démonstration absente : ${account.numPers}`);
    await upsertAccount(db, {
      clientId,
      personneId,
      userName: account.userName,
      email: account.userName,
      nom: account.nom ?? null,
      prenom: account.prenom ?? null,
      passwordHash: await hashPassword(account.password),
      roles: account.roles,
      isEmailConfirmed: true,
      createdByAdmin: false,
    });
  }
}

/** The OAuth client of Prévoyance Horizon at the demo provider (DEMO_OIDC_ISSUER); its scope asks for numPers. */
const demoOidcClient = { oauthClientId: 'portail-horizon', scope: 'openid email portail' } as const;

/** Registers Prévoyance Horizon at the demo OpenID provider, at every start (the issuer may change). */
export async function registerDemoOidcProvider(db: Db, provider: { issuer: string; clientSecret: string }) {
  const clientId = (await findClientIdsByCode(db)).get('horizon');
  if (clientId === undefined) throw new Error('Client de démonstration absent : horizon');
  await upsertOidcProvider(db, {
    clientId,
    issuer: provider.issuer,
    oauthClientId: demoOidcClient.oauthClientId,
    oauthClientSecret: provider.clientSecret,
    scope: demoOidcClient.scope,
  });
}
