/**
 * « Mes remboursements » at insurer scale (issue 12, decision 025):
 *  1. the streaming import of a reimbursement file (1,000,000 lines for 100,000 members on
 *     PostgreSQL; fewer on PGlite), in its own process as `npm run import` runs it: wall time,
 *     lines/s and peak memory (VmHWM), also for a file ten times smaller to show memory is flat;
 *  2. the list for a member with 5,000 lines, first page and a page deep in the history, with
 *     10,000 then 1,000,000 lines in the table (p99 and their ratio), and the query plans.
 * Data for the reads is written by SQL while the server is stopped, then ANALYZE.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { sql } from 'kysely';
import { type Db, openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { demoClients } from '../apps/server/src/commands/seed/demo-clients.ts';
import { upsertClient } from '../apps/server/src/modules/clients/clients-repository.ts';
import type { ClientInput } from '../apps/server/src/modules/clients/client-schemas.ts';
import {
  encodeCurseur,
  findContratPortee,
  listLignesQuery,
} from '../apps/server/src/modules/remboursements/remboursements-repository.ts';

const root = path.resolve(import.meta.dirname, '..');

export interface DatabaseTarget {
  databaseUrl?: string;
  dataDir?: string;
}

async function open(target: DatabaseTarget) {
  return openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, poolSize: 2 });
}

/** The demo client and `members` members with one contract each, by SQL (set-up, not measured). */
async function seedMembers(db: Db, members: number): Promise<number> {
  await migrateToLatest(db);
  const [demo] = demoClients as [ClientInput];
  await upsertClient(db, { ...demo, assets: [] }, []);
  const { id: clientId } = await db
    .selectFrom('clients')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  await sql`insert into personnes (client_id, num_pers, code_civilite, nom, prenom, date_naissance, teletransmission)
    select ${clientId}, 'B' || lpad(g::text, 7, '0'), 'MME', 'Bench', 'Adhérente', date '1960-01-01' + (g % 15000), true
      from generate_series(1, ${members}::int) g`.execute(db);
  await sql`insert into contrats (client_id, numero_contrat_individuel, souscripteur_id, nom_offre, etat)
    select ${clientId}, 'C' || substr(num_pers, 2), id, 'Santé Essentielle', 'valide'
      from personnes where client_id = ${clientId} and num_pers like 'B%'`.execute(db);
  return clientId;
}

/** 10 lines a member (consultations, pharmacy, optics), one payment for each 4 paid lines. */
async function writeImportFile(file: string, members: number, linesPerMember = 10): Promise<number> {
  const out = createWriteStream(file, { encoding: 'utf8' });
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  let records = 0;
  for (let m = 1; m <= members; m += 1) {
    const numPers = `B${String(m).padStart(7, '0')}`;
    const contrat = `C${numPers.slice(1)}`;
    let chunk = '';
    const lignes: string[] = [];
    let paiement = '';
    let montant = 0;
    for (let i = 0; i < linesPerMember; i += 1) {
      const day = 1 + ((m + i * 3) % 28);
      const month = 1 + ((m + i) % 10);
      const dateSoins = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      if (i % 4 === 0) {
        if (paiement) chunk += paiementLine(paiement, contrat, montant, lignes);
        paiement = `V-${m}-${i}`;
        montant = 0;
        lignes.length = 0;
      }
      const kind = i % 3;
      const line =
        kind === 0
          ? { fraisReels: 3000, baseRemboursement: 3000, tauxSecu: 70, montantSecu: 1900, participationForfaitaire: 200, franchise: 0, montantMutuelle: 900, resteACharge: 0, acte: { code: 'CONSULT_GENERALISTE', libelle: 'Consultation de médecin généraliste' }, domaine: 'soins-courants', professionnel: 'Dr Claire Morel, médecin généraliste' } // prettier-ignore
          : kind === 1
            ? { fraisReels: 1268, baseRemboursement: 1268, tauxSecu: 65, montantSecu: 624, participationForfaitaire: 0, franchise: 200, montantMutuelle: 444, resteACharge: 0, acte: { code: 'PHARMACIE_65', libelle: 'Médicaments remboursés à 65 %' }, domaine: 'soins-courants', professionnel: 'Pharmacie des Lilas' } // prettier-ignore
            : { fraisReels: 38000, baseRemboursement: 15, tauxSecu: 60, montantSecu: 9, participationForfaitaire: 0, franchise: 0, montantMutuelle: 20000, resteACharge: 17991, acte: { code: 'OPTIQUE_VERRES_COMPLEXES', libelle: 'Équipement à verres complexes (classe B)' }, domaine: 'optique', professionnel: 'Optique du Commerce' }; // prettier-ignore
      montant += line.montantMutuelle;
      lignes.push(
        JSON.stringify({
          type: 'decompte',
          cle: `${contrat}-${i}`,
          numeroContratIndividuel: contrat,
          numPers,
          dateSoins,
          ...line,
          origine: 'noemie',
          destinataire: 'adherent',
          statut: 'paye',
          paiement,
        }),
      );
      records += 1;
    }
    chunk += paiementLine(paiement, contrat, montant, lignes);
    await write(chunk);
  }
  out.end();
  await once(out, 'finish');
  return records;
}

function paiementLine(reference: string, contrat: string, montant: number, lignes: string[]): string {
  const p = JSON.stringify({
    type: 'paiement',
    reference,
    numeroContratIndividuel: contrat,
    datePaiement: '2026-11-20',
    destinataire: 'adherent',
    montant,
  });
  return `${p}\n${lignes.join('\n')}\n`;
}

/** Runs `npm run import` (the CLI) on the file; wall time and the process's peak RSS (VmHWM). */
async function runImport(file: string, target: DatabaseTarget, dataDir: string) {
  const env = {
    ...process.env,
    DEMO_DATA: 'off',
    // The CLI opens DATA_DIR/pglite: the embedded database the bench seeded.
    DATA_DIR: target.dataDir ? path.dirname(target.dataDir) : dataDir,
    DATABASE_URL: target.databaseUrl ?? '',
    IMPORT_PHASES: 'on',
  };
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/commands/import/cli.ts', file, '--client', 'demo'],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let peakKb = 0;
  const sample = setInterval(() => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      /* exited */
    }
  }, 100);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const [code] = (await once(child, 'exit')) as [number];
  clearInterval(sample);
  if (code !== 0) throw new Error(`import refusé (${code}) : ${stderr.slice(0, 2000)}`);
  const phases = [...stderr.matchAll(/^phase (\S+) ([\d.]+ s)$/gm)].map((m) => `${m[1]} ${m[2]}`).join(', ');
  return { seconds: (performance.now() - started) / 1000, peakMb: peakKb / 1024, stdout: stdout.trim(), phases };
}

/** Import figures: a file of `members` × 10 lines, and one ten times smaller (memory must not follow size). */
export async function benchImport(
  kind: string,
  target: DatabaseTarget,
  members: number,
  line: (name: string, value: string) => void,
) {
  const work = mkdtempSync(path.join(tmpdir(), 'bench-remb-'));
  try {
    const database = await open(target);
    try {
      await seedMembers(database.db, members);
    } finally {
      await database.close();
    }
    for (const size of [Math.round(members / 10), members]) {
      const file = path.join(work, `remboursements-${size}.jsonl`);
      const lignes = await writeImportFile(file, size);
      const megabytes = statSync(file).size / 1024 / 1024;
      const result = await runImport(file, target, path.join(work, 'data'));
      line(
        `[${kind}] import ${lignes.toLocaleString('en')} lines, ${size.toLocaleString('en')} members (${megabytes.toFixed(0)} MB)`,
        `${result.seconds.toFixed(1)} s, ${Math.round(lignes / result.seconds).toLocaleString('en')} lines/s, peak RSS ${result.peakMb.toFixed(0)} MB (${result.phases})`,
      );
      rmSync(file);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export const readsBench = { memberLines: 5000, small: 10_000, large: 1_000_000, deepRank: 4000 } as const;

/** Lines for Marie's contract (5,000) and for other contracts up to `total` lines in the table. */
export async function fillLines(target: DatabaseTarget, total: number): Promise<void> {
  const database = await open(target);
  const db = database.db;
  try {
    const { id: clientId } = await db
      .selectFrom('clients')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const marie = await db
      .selectFrom('contrats as c')
      .select(['c.id', 'c.souscripteur_id'])
      .where('c.client_id', '=', clientId)
      .where('c.numero_contrat_individuel', '=', '40012345')
      .executeTakeFirstOrThrow();
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('decomptes')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const insertFor = async (tag: string, n: number, contrat: string, personne: string) =>
      sql`insert into decomptes (client_id, cle, contrat_id, personne_id, date_tri, groupe, date_soins, acte_code,
            acte_libelle, domaine, professionnel, nombre, frais_reels, base_remboursement, taux_secu, montant_secu,
            participation_forfaitaire, franchise, montant_mutuelle, reste_a_charge, destinataire, origine, statut,
            vu_at)
          select ${clientId}, ${tag} || '-' || g, ${sql.raw(contrat)}, ${sql.raw(personne)},
                 date '2026-11-20' - (g % 3650), 0, date '2026-11-20' - (g % 3650), 'CONSULT_GENERALISTE',
                 'Consultation de médecin généraliste', 'soins-courants', 'Dr Claire Morel', 1, 3000, 3000, 70,
                 1900, 200, 0, 900, 0, 'adherent', 'noemie', 'enCours',
                 now()
            from generate_series(1, ${n}::int) g`.execute(db);
    const mine = await db
      .selectFrom('decomptes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('contrat_id', '=', marie.id)
      .executeTakeFirstOrThrow();
    if (Number(mine.n) < readsBench.memberLines)
      await insertFor(
        'bench-marie',
        readsBench.memberLines - Number(mine.n),
        String(marie.id),
        String(marie.souscripteur_id),
      );
    const missing = total - (await count());
    if (missing > 0) {
      // Other contracts of the client: 1,000 of them, by SQL.
      const others = 1000;
      await sql`insert into personnes (client_id, num_pers, code_civilite, nom, prenom, date_naissance, teletransmission)
        select ${clientId}, 'Z' || lpad(g::text, 7, '0'), 'M', 'Autre', 'Adhérent', date '1970-01-01', true
          from generate_series(1, ${others}::int) g on conflict do nothing`.execute(db);
      await sql`insert into contrats (client_id, numero_contrat_individuel, souscripteur_id, nom_offre, etat)
        select ${clientId}, 'Z' || substr(num_pers, 2), id, 'Santé Essentielle', 'valide'
          from personnes where client_id = ${clientId} and num_pers like 'Z%' on conflict do nothing`.execute(db);
      const { min } = await db
        .selectFrom('contrats')
        .select((eb) => eb.fn.min('id').as('min'))
        .where('numero_contrat_individuel', 'like', 'Z%')
        .executeTakeFirstOrThrow();
      const first = Number(min);
      const start = await count();
      // By 200,000 rows, so PGlite's single process is never asked for one huge statement.
      for (let done = 0; done < missing; done += 200_000) {
        const n = Math.min(200_000, missing - done);
        await insertFor(
          `bench-autres-${start + done}`,
          n,
          `${first} + (g % ${others})`,
          `(select souscripteur_id from contrats where id = ${first} + (g % ${others}))`,
        );
      }
    }
    await sql`analyze decomptes`.execute(db);
  } finally {
    await database.close();
  }
}

/** The cursor of the line at rank `rank` in Marie's list: the « deep page » starts after it. */
export async function deepCursor(target: DatabaseTarget): Promise<string> {
  const database = await open(target);
  try {
    const { id: clientId } = await database.db
      .selectFrom('clients')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const marie = await database.db
      .selectFrom('personnes')
      .select('id')
      .where('num_pers', '=', 'P100001')
      .executeTakeFirstOrThrow();
    const contrat = (await findContratPortee(database.db, clientId, marie.id, '40012345'))!;
    const rows = await listLignesQuery(
      database.db,
      { contratId: contrat.id, personneId: null },
      {},
      undefined,
      readsBench.deepRank,
    ).execute();
    return encodeCurseur(rows[rows.length - 1]!);
  } finally {
    await database.close();
  }
}

/** EXPLAIN ANALYZE of the list's own SQL, first page and deep page (PostgreSQL). */
export async function explainReads(databaseUrl: string, cursor: string): Promise<string[]> {
  const database = await open({ databaseUrl });
  const db = database.db;
  try {
    const marie = await db
      .selectFrom('personnes')
      .select(['id', 'client_id'])
      .where('num_pers', '=', 'P100001')
      .executeTakeFirstOrThrow();
    const contrat = (await findContratPortee(db, marie.client_id, marie.id, '40012345'))!;
    const { decodeCurseur } = await import('../apps/server/src/modules/remboursements/remboursements-repository.ts');
    const plans: string[] = [];
    for (const [name, apres] of [
      ['first page', undefined],
      ['deep page', decodeCurseur(cursor)],
    ] as const) {
      const compiled = listLignesQuery(db, { contratId: contrat.id, personneId: null }, {}, apres, 31).compile();
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain (analyze, costs off, timing on) ${sql.raw(
        compiled.sql.replace(/\$(\d+)/g, (_, i) => {
          const value = compiled.parameters[Number(i) - 1];
          return typeof value === 'number' ? String(value) : `'${String(value)}'`;
        }),
      )}`.execute(db);
      plans.push(`${name}: ${rows.map((r) => r['QUERY PLAN'].trim()).join(' | ')}`);
    }
    return plans;
  } finally {
    await database.close();
  }
}
