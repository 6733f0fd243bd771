import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { AdresseFields } from '@portail/shared/profil/adresse';
import type { Db } from '../../db/database.ts';
import { openNir, openText, sealText, sensitiveColumns } from '../../db/sensitive-fields.ts';

/* SQL of « Mon profil » (decision 026): identity, address, bank details, premiums, mandates, alerts. */

export async function findIdentite(db: Db, clientId: number, personneId: number) {
  const row = await db
    .selectFrom('personnes')
    .select([
      'num_pers',
      'code_civilite',
      'nom',
      'prenom',
      'nom_patronymique',
      'date_naissance',
      'nir_chiffre',
      'nir_cle',
      'teletransmission',
      'motif_refus_teletransmission',
      'adresse',
      'email',
      'telephone',
    ])
    .where('client_id', '=', clientId)
    .where('id', '=', personneId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { nir_chiffre, ...identite } = row;
  return { ...identite, nir: openNir(nir_chiffre) };
}

export async function findPreferences(db: Db, accountId: string) {
  return db
    .selectFrom('accounts')
    .select(['dematerialisation', 'alertes_email'])
    .where('id', '=', accountId)
    .executeTakeFirst();
}

export async function findPaiementsContrat(db: Db, contratId: number) {
  const { rib_chiffre, cotisation_iban_chiffre, ...row } = await db
    .selectFrom('contrats')
    .select([
      'rib_chiffre',
      'rib_titulaire',
      'rib_bic',
      'code_mode_paiement',
      'cotisation_mode',
      'cotisation_jour',
      'cotisation_titulaire',
      'cotisation_iban_chiffre',
      'cotisation_bic',
      'cotisation_mensuelle_centimes',
      'date_effet',
      'date_resiliation',
    ])
    .where('id', '=', contratId)
    .executeTakeFirstOrThrow();
  return {
    ...row,
    rib: openText(sensitiveColumns.rib, rib_chiffre),
    cotisation_iban: openText(sensitiveColumns.cotisationIban, cotisation_iban_chiffre),
  };
}

function openMandat<T extends { iban_chiffre: string }>({ iban_chiffre, ...mandat }: T) {
  return { ...mandat, iban: openText(sensitiveColumns.mandatIban, iban_chiffre) };
}

export async function listMandats(db: Db, contratId: number) {
  const rows = await db
    .selectFrom('mandats_sepa')
    .selectAll()
    .where('contrat_id', '=', contratId)
    .orderBy('signe_le', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(openMandat);
}

export async function findMandat(db: Db, clientId: number, contratId: number, rum: string) {
  const row = await db
    .selectFrom('mandats_sepa')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('contrat_id', '=', contratId)
    .where('rum', '=', rum)
    .executeTakeFirst();
  return row && openMandat(row);
}

/** The person's address as stored (null when none is known). */
export async function findAdresse(db: Db, personneId: number): Promise<AdresseFields | null> {
  const row = await db.selectFrom('personnes').select('adresse').where('id', '=', personneId).executeTakeFirst();
  return (row?.adresse as AdresseFields | null | undefined) ?? null;
}

export async function updateAdresse(trx: Db, personneId: number, adresse: Record<string, unknown>): Promise<void> {
  await trx
    .updateTable('personnes')
    .set({ adresse: JSON.stringify(adresse), updated_at: sql<Date>`now()` })
    .where('id', '=', personneId)
    .execute();
}

export type Compte = {
  titulaire: string;
  iban: string;
  bic: string;
};

export async function updateRibPrestations(trx: Db, contratId: number, compte: Compte): Promise<void> {
  await trx
    .updateTable('contrats')
    .set({
      rib_chiffre: sealText(sensitiveColumns.rib, compte.iban),
      rib_titulaire: compte.titulaire,
      rib_bic: compte.bic,
      code_mode_paiement: 'VIR',
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', contratId)
    .execute();
}

export async function updateCotisation(
  trx: Db,
  contratId: number,
  cotisation: { mode: 'prelevement' | 'cheque' | 'virement'; jour: number | null; compte: Compte | null },
): Promise<void> {
  await trx
    .updateTable('contrats')
    .set({
      cotisation_mode: cotisation.mode,
      ...(cotisation.mode === 'prelevement'
        ? {
            cotisation_jour: cotisation.jour,
            cotisation_titulaire: cotisation.compte?.titulaire ?? null,
            cotisation_iban_chiffre: sealText(sensitiveColumns.cotisationIban, cotisation.compte?.iban ?? null),
            cotisation_bic: cotisation.compte?.bic ?? null,
          }
        : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', contratId)
    .execute();
}

/** « 40012345-20261124-7F3A »: contract, day of signature, random part; unique per client (≤ 35 characters). */
export function newRum(numeroContrat: string, signeLe: Date): string {
  const day = signeLe.toISOString().slice(0, 10).replace(/-/g, '');
  return `${numeroContrat}-${day}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

export async function insertMandat(
  trx: Db,
  mandat: {
    clientId: number;
    contratId: number;
    personneId: number;
    accountId: string;
    demandeId: number;
    rum: string;
    ics: string;
    creancier: string;
    compte: Compte;
    jour: number;
    actif: boolean;
  },
): Promise<void> {
  if (mandat.actif)
    await trx
      .updateTable('mandats_sepa')
      .set({ statut: 'remplace', remplace_le: sql<Date>`now()` })
      .where('contrat_id', '=', mandat.contratId)
      .where('statut', '=', 'actif')
      .execute();
  await trx
    .insertInto('mandats_sepa')
    .values({
      client_id: mandat.clientId,
      contrat_id: mandat.contratId,
      personne_id: mandat.personneId,
      account_id: mandat.accountId,
      demande_id: mandat.demandeId,
      rum: mandat.rum,
      ics: mandat.ics,
      creancier: mandat.creancier,
      titulaire: mandat.compte.titulaire,
      iban_chiffre: sealText(sensitiveColumns.mandatIban, mandat.compte.iban),
      bic: mandat.compte.bic,
      jour_prelevement: mandat.jour,
      statut: mandat.actif ? 'actif' : 'en_attente',
    })
    .execute();
}

export async function updateAbonnement(
  trx: Db,
  accountId: string,
  abonnement: { dematerialisation: boolean; alertes: Record<string, boolean> },
): Promise<void> {
  await trx
    .updateTable('accounts')
    .set({
      dematerialisation: abonnement.dematerialisation,
      alertes_email: JSON.stringify(abonnement.alertes),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', accountId)
    .execute();
}
