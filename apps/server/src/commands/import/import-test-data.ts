import type { ClientInput } from '../../modules/clients/client-schemas.ts';
import { upsertClient } from '../../modules/clients/clients-repository.ts';
import { demoClients } from '../seed/demo-clients.ts';
import type { Db } from '../../db/database.ts';
import { minimalPdf as tinyPdf } from '../../lib/minimal-pdf.ts';

export { tinyPdf };

/** Builders of import lines for the tests: a valid record, changed by overrides. */

export function personne(numPers: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'personne',
    numPers,
    codeCivilite: 'MME',
    nom: 'Dupont',
    prenom: 'Marie',
    dateNaissance: '1978-05-14',
    nir: '2780544109023',
    cleNir: '19',
    email: 'marie.dupont@example.com',
    teletransmission: true,
    adresse: {
      numVoie: '12',
      libelleVoie: 'rue des Lilas',
      codePostal: '44000',
      localite: 'Nantes',
      libellePays: 'France',
      codePays: 'FR',
    },
    banque: { iban: 'FR76 3000 4012 3400 0123 4567 862', bic: 'BNPAFRPPXXX' },
    ...overrides,
  };
}

export function contrat(numero: string, souscripteur: string, overrides: Record<string, unknown> = {}) {
  return {
    type: 'contrat',
    numeroContratIndividuel: numero,
    nomOffre: 'Santé Essentielle',
    etat: 'valide',
    IsPrecontentieux: false,
    dateEffet: '2024-01-01',
    souscripteur: { numPers: souscripteur },
    beneficiaires: [],
    modalitePaiementPrestation: { codeModePaiement: 'VIR', rib: 'FR7630004012340001234567862' },
    ...overrides,
  };
}

/** A 1×1 PNG. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export function document(reference: string, numPers: string, overrides: Record<string, unknown> = {}) {
  return {
    type: 'document',
    reference,
    numPers,
    source: 'courrier',
    categorie: 'attestations',
    titre: 'Attestation de droits',
    dateDocument: '2026-01-05',
    nomFichier: 'attestation.pdf',
    // A record given by path carries no inline content unless the test says so.
    contenuBase64: 'fichier' in overrides ? undefined : tinyPdf(reference).toString('base64'),
    ...overrides,
  };
}

export function jsonl(...records: unknown[]): string {
  return records.map((r) => (typeof r === 'string' ? r : JSON.stringify(r))).join('\n') + '\n';
}

/** The demo client and a second one, without assets. */
export async function createTestClients(db: Db): Promise<void> {
  const [demo] = demoClients as [ClientInput];
  await upsertClient(db, { ...demo, assets: [] }, []);
  await upsertClient(
    db,
    { ...demo, code: 'autre', libelle: 'Autre mutuelle', hosts: [], isDefault: false, assets: [] },
    [],
  );
}
