/**
 * The member-area lists of the bench (issue 10): Marie Dupont gets 200 requests and 500 documents
 * (200 courriers, 300 in the GED) over eight years, beside 2,000 other members of the client with 3
 * answered requests and 25 documents each, so that the plans are those of a populated table. Written into
 * the bench's own database while its server is stopped; then ANALYZE, as autovacuum would.
 */
import { Kysely, type LogEvent, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { type Db, openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import type { Database } from '../apps/server/src/db/schema.ts';
import { minimalPdf } from '../apps/server/src/lib/minimal-pdf.ts';
import { sha256 } from '../apps/server/src/lib/tokens.ts';
import { listDocuments } from '../apps/server/src/modules/documents/documents-repository.ts';
import { listDemandesOfPersonne } from '../apps/server/src/modules/demandes/demandes-read-repository.ts';

export const memberArea = { demandes: 200, courriers: 200, ged: 300, others: 2000 } as const;

const months = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const day = 86_400_000;

interface DocumentSpec {
  source: 'courrier' | 'ged';
  categorie: string;
  titre: string;
  date: Date;
  nomFichier: string;
}

/** Monthly statements and yearly papers going back in time until each source has its count. */
function documentsOfMarie(today: Date): DocumentSpec[] {
  const ged: DocumentSpec[] = [];
  const courriers: DocumentSpec[] = [];
  for (let m = 0; ged.length < memberArea.ged || courriers.length < memberArea.courriers; m += 1) {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - m, 5 + (m % 20)));
    const mois = `${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
    const stamp = date.toISOString().slice(0, 7);
    const add = (list: DocumentSpec[], spec: Omit<DocumentSpec, 'date'>, shift = 0) => {
      if (list.length < (list === ged ? memberArea.ged : memberArea.courriers))
        list.push({ ...spec, date: new Date(date.getTime() + shift * day) });
    };
    add(ged, {
      source: 'ged',
      categorie: 'releves',
      titre: `Relevé de remboursements — ${mois}`,
      nomFichier: `releve-${stamp}.pdf`,
    });
    add(
      ged,
      {
        source: 'ged',
        categorie: 'releves',
        titre: `Décompte tiers payant — ${mois}`,
        nomFichier: `decompte-tp-${stamp}.pdf`,
      },
      3,
    );
    if (m % 4 === 0)
      add(
        ged,
        {
          source: 'ged',
          categorie: 'attestations',
          titre: `Attestation de droits — ${mois}`,
          nomFichier: `attestation-droits-${stamp}.pdf`,
        },
        1,
      );
    if (m % 12 === 0)
      add(
        ged,
        {
          source: 'ged',
          categorie: 'contrat',
          titre: `Conditions particulières ${date.getUTCFullYear()}`,
          nomFichier: `conditions-${stamp}.pdf`,
        },
        2,
      );
    add(
      courriers,
      {
        source: 'courrier',
        categorie: 'courriers',
        titre: `Information adhérent — ${mois}`,
        nomFichier: `information-${stamp}.pdf`,
      },
      1,
    );
    if (m % 2 === 0)
      add(
        courriers,
        {
          source: 'courrier',
          categorie: 'echeanciers',
          titre: `Échéancier de cotisations — ${mois}`,
          nomFichier: `echeancier-${stamp}.pdf`,
        },
        2,
      );
    if (m % 3 === 0)
      add(
        courriers,
        {
          source: 'courrier',
          categorie: 'demandes',
          titre: `Réponse à votre demande du ${date.toLocaleDateString('fr-FR', { timeZone: 'UTC' })}`,
          nomFichier: `reponse-${stamp}.pdf`,
        },
        4,
      );
  }
  return [...ged, ...courriers];
}

const demandeKinds = [
  {
    type: 'contact/v2',
    objet: (i: number) =>
      ['Pour mon échéancier', 'Pour un remboursement', 'Pour ma carte de tiers payant', 'Pour mon contrat'][i % 4]!,
  },
  {
    type: 'demande-remboursement',
    objet: (i: number) =>
      `${['Pharmacie', 'Kinésithérapie', 'Optique (lunettes, lentilles)', 'Soins et prothèses dentaires', 'Médecines douces (ostéopathie, chiropraxie…)'][i % 5]} du ${String((i % 27) + 1).padStart(2, '0')}/${String((i % 12) + 1).padStart(2, '0')}`,
  },
  {
    type: 'pec/hospi',
    objet: (i: number) =>
      `${['Clinique Jules Verne, Nantes', 'CHU de Nantes', 'Clinique Brétéché, Nantes'][i % 3]}, admission`,
  },
] as const;

function statutOf(index: number): { statut: string; motif: string | null } {
  if (index < 3) return { statut: 'recue', motif: null };
  if (index < 6) return { statut: 'en_cours', motif: null };
  if (index < 8) return { statut: 'en_attente_pieces', motif: null };
  if (index % 17 === 0) return { statut: 'refusee', motif: 'Soins antérieurs à la date d’effet du contrat.' };
  return { statut: 'traitee', motif: null };
}

async function seedMarie(db: Db, clientId: number, personneId: number, contratId: number, today: Date) {
  const have = await db
    .selectFrom('demandes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('personne_id', '=', personneId)
    .executeTakeFirstOrThrow();
  const missing = memberArea.demandes - Number(have.n);
  // Newest first: index 0 is yesterday, the oldest about three years ago.
  for (let index = 0; index < missing; index += 1) {
    const kind = demandeKinds[index % demandeKinds.length]!;
    const { statut, motif } = statutOf(index);
    const createdAt = new Date(today.getTime() - (index * 5.5 + 1) * day - (index % 7) * 3_600_000);
    const objet = kind.objet(index);
    const demande = await db
      .insertInto('demandes')
      .values({
        client_id: clientId,
        personne_id: personneId,
        contrat_id: contratId,
        type: kind.type,
        objet,
        payload: JSON.stringify({ valeurs: { objet }, resume: [{ libelle: 'Objet', valeur: objet }] }),
        statut,
        motif_refus: motif,
        mode_gestion: 'manuel',
        created_at: createdAt,
        updated_at: new Date(createdAt.getTime() + 2 * day),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('demande_evenements')
      .values({ demande_id: demande.id, statut: 'recue', auteur: 'adherent', created_at: createdAt })
      .execute();
    if (statut !== 'recue')
      await db
        .insertInto('demande_messages')
        .values({
          demande_id: demande.id,
          auteur: 'gestionnaire',
          texte:
            'Bonjour Madame Dupont,\nNous avons bien reçu votre demande.\nBien cordialement,\nLe service adhérents',
          lu_par_adherent_at: index < 12 ? null : new Date(createdAt.getTime() + 3 * day),
          created_at: new Date(createdAt.getTime() + day),
        })
        .execute();
  }

  const existing = new Set(
    (await db.selectFrom('documents').select('reference').where('personne_id', '=', personneId).execute()).map(
      (d) => d.reference,
    ),
  );
  const counts = await db
    .selectFrom('documents')
    .select(['source', (eb) => eb.fn.countAll<number>().as('n')])
    .where('personne_id', '=', personneId)
    .groupBy('source')
    .execute();
  const room = {
    courrier: memberArea.courriers - Number(counts.find((c) => c.source === 'courrier')?.n ?? 0),
    ged: memberArea.ged - Number(counts.find((c) => c.source === 'ged')?.n ?? 0),
  };
  const rows = documentsOfMarie(today)
    .filter((spec) => !existing.has(`bench:${spec.nomFichier}`) && room[spec.source]-- > 0)
    .map((spec, index) => {
      const data = minimalPdf(spec.titre);
      return {
        client_id: clientId,
        personne_id: personneId,
        contrat_id: contratId,
        source: spec.source,
        categorie: spec.categorie,
        titre: spec.titre,
        date_document: spec.date.toISOString().slice(0, 10),
        nom_fichier: spec.nomFichier,
        content_type: 'application/pdf',
        taille: data.length,
        sha256: sha256(data),
        data,
        reference: `bench:${spec.nomFichier}`,
        lu_at: index < 15 ? null : spec.date,
      };
    });
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('documents')
      .values(rows.slice(i, i + 100))
      .execute();
}

/** The other members: one statement per table, generated by the database. */
async function seedOthers(db: Db, clientId: number) {
  const pdf = minimalPdf('Relevé de remboursements');
  await sql`insert into personnes (client_id, num_pers, code_civilite, nom, prenom, date_naissance, teletransmission)
    select ${clientId}, 'B' || lpad(g::text, 6, '0'), 'M', 'Martin', 'Adhérent ' || g, date '1970-01-01' + g, true
    from generate_series(1, ${memberArea.others}) g on conflict do nothing`.execute(db);
  await sql`insert into demandes (client_id, personne_id, type, objet, payload, statut, mode_gestion, created_at)
    select ${clientId}, p.id, 'contact/v2', 'Pour mon contrat', '{}'::jsonb, 'traitee', 'manuel',
      date_trunc('milliseconds', now() - (k * 40 + p.id % 30) * interval '1 day')
    from personnes p cross join generate_series(1, 3) k
    where p.client_id = ${clientId} and p.num_pers like 'B%'`.execute(db);
  await sql`insert into demande_messages (demande_id, auteur, texte, lu_par_adherent_at, created_at)
    select d.id, 'gestionnaire', 'Bonjour, votre demande est traitée. Le service adhérents', d.created_at + interval '2 days', d.created_at + interval '1 day'
    from demandes d join personnes p on p.id = d.personne_id
    where p.client_id = ${clientId} and p.num_pers like 'B%'`.execute(db);
  await sql`insert into documents (client_id, personne_id, source, categorie, titre, date_document, nom_fichier, content_type, taille, sha256, data, reference)
    select ${clientId}, p.id, case when k % 3 = 0 then 'courrier' else 'ged' end, 'releves', 'Relevé de remboursements n° ' || k,
      current_date - k * 30, 'releve-' || k || '.pdf', 'application/pdf', ${pdf.length}, ${sha256(pdf)}, ${pdf},
      'bench:' || p.num_pers || ':' || k
    from personnes p cross join generate_series(1, 25) k
    where p.client_id = ${clientId} and p.num_pers like 'B%'`.execute(db);
}

async function marie(db: Db) {
  return db
    .selectFrom('personnes as p')
    .innerJoin('clients as cl', 'cl.id', 'p.client_id')
    .innerJoin('contrats as c', 'c.souscripteur_id', 'p.id')
    .select(['p.id as personneId', 'p.client_id as clientId', 'c.id as contratId'])
    .where('cl.code', '=', 'demo')
    .where('p.num_pers', '=', 'P100001')
    .where('c.numero_contrat_individuel', '=', '40012345')
    .executeTakeFirstOrThrow();
}

/** Seeds once (a second call finds the counts reached); the server must be stopped on PGlite. */
export async function seedMemberArea(target: { dataDir?: string; databaseUrl?: string }): Promise<string> {
  const database = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl, poolSize: 2 });
  try {
    await migrateToLatest(database.db);
    const ids = await marie(database.db);
    const started = performance.now();
    const fresh = !(await database.db
      .selectFrom('personnes')
      .select('id')
      .where('num_pers', '=', 'B000001')
      .executeTakeFirst());
    await seedMarie(database.db, ids.clientId, ids.personneId, ids.contratId, new Date());
    if (fresh) await seedOthers(database.db, ids.clientId);
    await sql`analyze`.execute(database.db);
    const count = async (table: 'demandes' | 'documents') =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return `${await count('demandes')} requests, ${await count('documents')} documents in all, seeded in ${Math.round(performance.now() - started)} ms`;
  } finally {
    await database.close();
  }
}

/**
 * PostgreSQL: the plan of each list's first page, from the very SQL the repositories send
 * (captured through Kysely's log), run with EXPLAIN ANALYZE.
 */
export async function explainLists(databaseUrl: string): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const captured: { sql: string; parameters: readonly unknown[] }[] = [];
  const db: Kysely<Database> = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event: LogEvent) => {
      if (event.level === 'query') captured.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  try {
    const ids = await marie(db);
    await listDemandesOfPersonne(db, ids.clientId, ids.personneId, { limite: 21 });
    await listDocuments(db, ids.clientId, ids.personneId, 'courrier', { limite: 51 });
    await listDocuments(db, ids.clientId, ids.personneId, 'ged', { limite: 51 });
    const names = ['GET /api/demandes', 'GET /api/adherent/courriers', 'GET /api/cgdm-svc/ged'];
    const lines: string[] = [];
    for (const [index, query] of captured.slice(-3).entries()) {
      const { rows } = await pool.query(`explain (analyze, format json) ${query.sql}`, [...query.parameters]);
      const plan = (rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] })['QUERY PLAN'][0];
      lines.push(`${names[index]}: ${describe(plan.Plan)}; ${plan['Execution Time'].toFixed(2)} ms`);
    }
    return lines;
  } finally {
    await db.destroy();
  }
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** « Limit > Nested Loop > Index Scan documents_personne (documents) … »: every scan of the plan. */
function describe(node: PlanNode): string {
  const scans: string[] = [];
  const walk = (n: PlanNode) => {
    if (n['Relation Name'])
      scans.push(`${n['Node Type']}${n['Index Name'] ? ` ${n['Index Name']}` : ''} (${n['Relation Name']})`);
    n.Plans?.forEach(walk);
  };
  walk(node);
  return scans.join(', ');
}
