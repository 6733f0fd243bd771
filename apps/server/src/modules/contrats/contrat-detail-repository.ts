import { sql } from 'kysely';
import { offreSchema, type Offre } from '@portail/shared/garanties/offre-schema';
import type { Db } from '../../db/database.ts';
import { openNir, openText, sensitiveColumns } from '../../db/sensitive-fields.ts';
import { contratOfPersonne } from './contrats-repository.ts';

/* SQL of « Mes contrats »: the contract of X-NumContrat with the people on it, and its offer. */

export interface PersonneDuContrat {
  id: number;
  numPers: string;
  codeCivilite: string | null;
  nom: string;
  prenom: string;
  dateNaissance: string;
  nir: string | null;
  nirCle: string | null;
  teletransmission: boolean;
  motifRefus: string | null;
  /** « souscripteur » for the holder, else the beneficiary's link. */
  lien: string;
}

export interface ContratComplet {
  id: number;
  numero: string;
  nomOffre: string;
  codeOffre: string | null;
  renforts: string[];
  categorie: 'sante' | 'prevoyance';
  etat: string;
  isPrecontentieux: boolean;
  dateEffet: string | null;
  dateResiliation: string | null;
  codeModePaiement: string | null;
  rib: string | null;
  souscripteurId: number;
  /** The holder first, then the beneficiaries by birth date. */
  personnes: PersonneDuContrat[];
}

/** The contract (by number) this person holds or benefits from, in this client; undefined otherwise. */
export async function findContratComplet(
  db: Db,
  clientId: number,
  personneId: number,
  numero: string,
): Promise<ContratComplet | undefined> {
  const contrat = await db
    .selectFrom('contrats as c')
    .select([
      'c.id',
      'c.numero_contrat_individuel as numero',
      'c.nom_offre as nomOffre',
      'c.code_offre as codeOffre',
      'c.renforts',
      'c.categorie',
      'c.etat',
      'c.is_precontentieux as isPrecontentieux',
      'c.date_effet as dateEffet',
      'c.date_resiliation as dateResiliation',
      'c.code_mode_paiement as codeModePaiement',
      'c.rib_chiffre',
      'c.souscripteur_id as souscripteurId',
    ])
    .where('c.client_id', '=', clientId)
    .where('c.numero_contrat_individuel', '=', numero)
    .where(contratOfPersonne(personneId))
    .executeTakeFirst();
  if (!contrat) return undefined;
  const personnes = await db
    .selectFrom('personnes as p')
    .leftJoin('beneficiaires as b', (join) =>
      join.onRef('b.personne_id', '=', 'p.id').on('b.contrat_id', '=', contrat.id),
    )
    .select([
      'p.id',
      'p.num_pers as numPers',
      'p.code_civilite as codeCivilite',
      'p.nom',
      'p.prenom',
      'p.date_naissance as dateNaissance',
      'p.nir_chiffre',
      'p.nir_cle as nirCle',
      'p.teletransmission',
      'p.motif_refus_teletransmission as motifRefus',
      sql<string>`coalesce(b.lien, 'souscripteur')`.as('lien'),
    ])
    .where((eb) => eb.or([eb('p.id', '=', contrat.souscripteurId), eb('b.contrat_id', '=', contrat.id)]))
    .orderBy(sql`p.id = ${contrat.souscripteurId}`, 'desc')
    .orderBy('p.date_naissance')
    .execute();
  const { rib_chiffre, ...rest } = contrat;
  return {
    ...rest,
    rib: openText(sensitiveColumns.rib, rib_chiffre),
    renforts: contrat.renforts ?? [],
    personnes: personnes.map(({ nir_chiffre, ...p }) => ({ ...p, nir: openNir(nir_chiffre) })),
  };
}

/**
 * The client's offers, parsed. A tree is ~17 KB of jsonb and parsing it costs about a millisecond, so
 * parsed trees are kept in memory keyed by (client, code) and checked against `updated_at` on every
 * call: a light query per request, the trees read again only when the import changed them. Nothing
 * here outlives the database's truth, so several instances stay correct.
 */
const parsed = new Map<string, { updatedAt: number; offre: Offre }>();

export async function findOffresDuClient(db: Db, clientId: number): Promise<Offre[]> {
  const rows = await db
    .selectFrom('offres')
    .select(['code', 'updated_at'])
    .where('client_id', '=', clientId)
    .orderBy('code')
    .execute();
  const key = (code: string) => `${clientId}:${code}`;
  const stale = rows.filter((r) => parsed.get(key(r.code))?.updatedAt !== new Date(r.updated_at).getTime());
  if (stale.length > 0) {
    const fresh = await db
      .selectFrom('offres')
      .select(['code', 'updated_at', 'definition'])
      .where('client_id', '=', clientId)
      .where(
        'code',
        'in',
        stale.map((r) => r.code),
      )
      .execute();
    for (const row of fresh)
      parsed.set(key(row.code), {
        updatedAt: new Date(row.updated_at).getTime(),
        offre: offreSchema.parse(row.definition),
      });
  }
  return rows.flatMap((r) => parsed.get(key(r.code))?.offre ?? []);
}

/** The contract's offer: by its code, else the client's offer whose libellé is the contract's nomOffre. */
export async function findOffreDuContrat(
  db: Db,
  clientId: number,
  contrat: Pick<ContratComplet, 'codeOffre' | 'nomOffre'>,
): Promise<Offre | undefined> {
  const offres = await findOffresDuClient(db, clientId);
  return contrat.codeOffre
    ? offres.find((o) => o.code === contrat.codeOffre)
    : offres.find((o) => o.libelle === contrat.nomOffre);
}

/** What forms/garanties checks: the contract's offer and reinforcements, and the client's offers. */
export interface OffresPourDemande {
  codeOffreActuelle: string | null;
  renfortsSouscrits: string[];
  offres: { code: string; libelle: string; renforts: { code: string; libelle: string }[] }[];
}

export async function findOffresPourDemande(db: Db, clientId: number, contratId: number): Promise<OffresPourDemande> {
  const contrat = await db
    .selectFrom('contrats')
    .select(['code_offre', 'nom_offre', 'renforts'])
    .where('id', '=', contratId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('offres')
    .select([
      'code',
      'libelle',
      sql<{ code: string; libelle: string }[]>`coalesce(definition->'renforts', '[]')`.as('renforts'),
    ])
    .where('client_id', '=', clientId)
    .orderBy('code')
    .execute();
  const offres = rows.map((r) => ({
    code: r.code,
    libelle: r.libelle,
    renforts: r.renforts.map(({ code, libelle }) => ({ code, libelle })),
  }));
  const actuelle = contrat.code_offre ?? offres.find((o) => o.libelle === contrat.nom_offre)?.code ?? null;
  return { codeOffreActuelle: actuelle, renfortsSouscrits: contrat.renforts ?? [], offres };
}
