import { sql } from 'kysely';
import { compteActionsFor, type Fiche, type FicheCompteEtat } from '@portail/shared/admin/fiche';
import { type AdresseFields, lignesAdresse } from '@portail/shared/profil/adresse';
import type { Db } from '../../db/database.ts';
import { openNir } from '../../db/sensitive-fields.ts';
import { maskPhone } from '../identity/masking.ts';
import { loginAccountKey, loginThrottle } from '../identity/throttle.ts';

const isoOf = (d: Date | string) => new Date(d).toISOString();

/** A member of this client and his portal account, for the sheet and its actions. */
export async function findAdherent(db: Db, clientId: number, personneId: number) {
  return db
    .selectFrom('personnes as p')
    .leftJoin('accounts as a', 'a.personne_id', 'p.id')
    .select([
      'p.id',
      'p.num_pers',
      'p.nom',
      'p.prenom',
      'p.email as personne_email',
      'a.id as account_id',
      'a.user_name',
      'a.email as account_email',
      'a.disabled',
      'a.is_email_confirmed',
      'a.activated_at',
      'a.password_hash',
      'a.amf_enabled',
      'a.amf_telephone',
      'a.created_at as account_created_at',
      'a.created_by_admin',
      'a.last_login_at',
    ])
    .where('p.client_id', '=', clientId)
    .where('p.id', '=', personneId)
    .executeTakeFirst();
}
export type AdherentAccount = NonNullable<Awaited<ReturnType<typeof findAdherent>>>;

async function isLocked(db: Db, clientId: number, userName: string): Promise<boolean> {
  const row = await db
    .selectFrom('rate_limits')
    .select('hits')
    .where('key', '=', loginAccountKey(clientId, userName))
    .where('reset_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return (row?.hits ?? 0) >= loginThrottle.perAccount;
}

export async function compteEtatOf(db: Db, clientId: number, a: AdherentAccount): Promise<FicheCompteEtat> {
  if (!a.account_id || !a.user_name) return 'aucun';
  if (a.disabled) return 'desactive';
  if (await isLocked(db, clientId, a.user_name)) return 'verrouille';
  if (!a.is_email_confirmed && !a.activated_at) return 'a_activer';
  return 'actif';
}

/** Everything the sheet shows of one member (issue 14). */
export async function readFiche(db: Db, clientId: number, a: AdherentAccount): Promise<Fiche> {
  const personne = await db
    .selectFrom('personnes')
    .select([
      'id',
      'num_pers',
      'code_civilite',
      'nom',
      'prenom',
      'date_naissance',
      'nir_chiffre',
      'nir_cle',
      'email',
      'telephone',
      'adresse',
    ])
    .where('id', '=', a.id)
    .executeTakeFirstOrThrow();
  const contrats = await db
    .selectFrom('contrats as c')
    .select([
      'c.id',
      'c.numero_contrat_individuel as numero',
      'c.nom_offre as offre',
      'c.etat',
      'c.date_effet as dateEffet',
      'c.date_resiliation as dateResiliation',
      sql<
        'souscripteur' | 'beneficiaire'
      >`case when c.souscripteur_id = ${a.id} then 'souscripteur' else 'beneficiaire' end`.as('role'),
    ])
    .where('c.client_id', '=', clientId)
    .where((eb) =>
      eb.or([
        eb('c.souscripteur_id', '=', a.id),
        eb.exists(
          eb
            .selectFrom('beneficiaires as b')
            .select(sql`1`.as('one'))
            .whereRef('b.contrat_id', '=', 'c.id')
            .where('b.personne_id', '=', a.id),
        ),
      ]),
    )
    .orderBy('c.numero_contrat_individuel')
    .execute();
  const beneficiaires = contrats.length
    ? await db
        .selectFrom('beneficiaires as b')
        .innerJoin('personnes as p', 'p.id', 'b.personne_id')
        .select(['b.contrat_id', 'p.id', 'p.nom', 'p.prenom', 'b.lien'])
        .where(
          'b.contrat_id',
          'in',
          contrats.map((c) => c.id),
        )
        .orderBy('p.date_naissance')
        .execute()
    : [];
  const etat = await compteEtatOf(db, clientId, a);
  const accountId = a.account_id;
  const [connexions, consentements] = accountId
    ? await Promise.all([
        db
          .selectFrom('connexions')
          .select(['at', 'ip', 'methode', 'user_agent'])
          .where('account_id', '=', accountId)
          .orderBy('at', 'desc')
          .limit(10)
          .execute(),
        db
          .selectFrom('consentement_reponses')
          .select(['nom', 'libelle', 'is_accepted', 'answered_at', 'superseded_at'])
          .where('account_id', '=', accountId)
          .orderBy('answered_at', 'desc')
          .orderBy('id', 'desc')
          .limit(50)
          .execute(),
      ])
    : [[], []];
  const demandes = await db
    .selectFrom('demandes')
    .select(['id', 'numero', 'objet', 'statut', 'created_at'])
    .where('client_id', '=', clientId)
    .where('personne_id', '=', a.id)
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute();
  const documents = await db
    .selectFrom('documents as d')
    // The category as the member reads it (the reference table), its code when the table lacks it.
    .leftJoin('referentiel_entries as r', (join) =>
      join
        .onRef('r.client_id', '=', 'd.client_id')
        .on('r.table_name', '=', 'categories-documents')
        .onRef('r.code', '=', 'd.categorie'),
    )
    .select(['d.id', 'd.titre', sql<string>`coalesce(r.libelle, d.categorie)`.as('categorie'), 'd.date_document'])
    .where('d.client_id', '=', clientId)
    .where('d.personne_id', '=', a.id)
    .orderBy('d.date_document', 'desc')
    .limit(20)
    .execute();
  const targets = [`adherent:${a.id}`, ...(accountId ? [`compte:${accountId}`] : [])];
  const historique = await db
    .selectFrom('audit_log')
    .select(['at', 'actor', 'action', 'reason'])
    .where('client_id', '=', clientId)
    .where('target', 'in', targets)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  const nir = openNir(personne.nir_chiffre);
  return {
    personne: {
      id: personne.id,
      numPers: personne.num_pers,
      civilite: personne.code_civilite,
      nom: personne.nom,
      prenom: personne.prenom,
      dateNaissance: personne.date_naissance,
      nir: nir ? `${nir}${personne.nir_cle ? ` ${personne.nir_cle}` : ''}` : null,
      email: personne.email,
      telephone: personne.telephone,
      adresse: personne.adresse ? lignesAdresse(personne.adresse as unknown as AdresseFields).join(', ') || null : null,
    },
    contrats: contrats.map(({ id, ...c }) => ({
      ...c,
      beneficiaires: beneficiaires
        .filter((b) => b.contrat_id === id)
        .map((b) => ({ id: b.id, nom: b.nom, prenom: b.prenom, lien: b.lien })),
    })),
    compte:
      accountId && a.user_name && a.account_created_at
        ? {
            id: accountId,
            userName: a.user_name,
            etat,
            creeLe: isoOf(a.account_created_at),
            creeParGestionnaire: a.created_by_admin ?? false,
            activeLe: a.activated_at ? isoOf(a.activated_at) : null,
            derniereConnexion: a.last_login_at ? isoOf(a.last_login_at) : null,
            protectionSms: a.amf_enabled ?? false,
            telephoneProtection: a.amf_telephone ? maskPhone(a.amf_telephone) : null,
            actions: compteActionsFor(etat, { amfEnabled: a.amf_enabled ?? false }),
          }
        : null,
    connexions: connexions.map((c) => ({ at: isoOf(c.at), ip: c.ip, methode: c.methode, navigateur: c.user_agent })),
    consentements: consentements.map((c) => ({
      nom: c.nom,
      libelle: c.libelle,
      accepte: c.is_accepted,
      le: isoOf(c.answered_at),
      remplace: c.superseded_at !== null,
    })),
    demandes: demandes.map((d) => ({
      id: d.id,
      numero: d.numero,
      objet: d.objet,
      statut: d.statut,
      le: isoOf(d.created_at),
    })),
    documents: documents.map((d) => ({ id: d.id, titre: d.titre, categorie: d.categorie, date: d.date_document })),
    historique: historique.map((h) => ({ at: isoOf(h.at), actor: h.actor, action: h.action, reason: h.reason })),
  };
}
