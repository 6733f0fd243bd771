import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { type DomaineSoins, domainesSoins } from '@portail/shared/remboursements';
import { importDecomptes } from '../import/import-decomptes.ts';
import { todayIso } from '../import/import-fields.ts';
import type { Db } from '../../db/database.ts';
import { decomptesDemoDupont } from './demo-decomptes-dupont.ts';
import type { LigneDecompteDemo } from './demo-decomptes.ts';

/* Marie's family's two years of reimbursement lines, through the member import like every demo record. */

const codeDomaine = new Map<string, DomaineSoins>(
  Object.entries(domainesSoins).map(([code, libelle]) => [libelle, code as DomaineSoins]),
);

/** The import records (JSON Lines) of the demo lines: each payment, then the lines. */
function demoDecompteRecords(lignes: readonly LigneDecompteDemo[]): string[] {
  const paiements = new Map<string, { ligne: LigneDecompteDemo; montant: number }>();
  for (const ligne of lignes) {
    if (!ligne.paiement) continue;
    const paiement = paiements.get(ligne.paiement.reference);
    if (paiement) paiement.montant += ligne.montantMutuelle;
    else paiements.set(ligne.paiement.reference, { ligne, montant: ligne.montantMutuelle });
  }
  const records: object[] = [...paiements].map(([reference, { ligne, montant }]) => ({
    type: 'paiement',
    reference,
    numeroContratIndividuel: ligne.numeroContrat,
    datePaiement: ligne.paiement!.date,
    destinataire: ligne.beneficiairePaiement,
    ...(ligne.beneficiairePaiement === 'professionnel' ? { professionnel: ligne.professionnel } : {}),
    montant,
  }));
  for (const l of lignes) {
    const domaine = codeDomaine.get(l.domaine);
    if (!domaine) throw new Error(`Domaine de soins sans code : ${l.domaine}`);
    records.push({
      type: 'decompte',
      cle: l.cle,
      numeroContratIndividuel: l.numeroContrat,
      numPers: l.numPers,
      dateSoins: l.dateSoins,
      acte: { code: l.acteCode, libelle: l.acteLibelle },
      domaine,
      professionnel: l.professionnel,
      nombre: l.nombre,
      fraisReels: l.fraisReels,
      baseRemboursement: l.baseRemboursement,
      tauxSecu: l.tauxSecu,
      montantSecu: l.montantSecu,
      participationForfaitaire: l.participationForfaitaire,
      franchise: l.franchise,
      montantMutuelle: l.montantMutuelle,
      resteACharge: l.resteACharge,
      acteNonCouvert: l.acteNonCouvert,
      forfaitEpuise: l.forfaitEpuise,
      origine: l.origine,
      destinataire: l.beneficiairePaiement,
      statut: l.statut,
      ...(l.motifRejet ? { motifRejet: l.motifRejet } : {}),
      ...(l.paiement ? { paiement: l.paiement.reference } : {}),
    });
  }
  return records.map((r) => JSON.stringify(r));
}

/** Imported once; lines paid more than three weeks ago are already seen, the latest are « nouveau ». */
export async function seedDemoDecomptes(db: Db, clientId: number, today = todayIso()): Promise<void> {
  if (await db.selectFrom('decomptes').select('id').where('client_id', '=', clientId).executeTakeFirst()) return;
  const members = await readFile(path.join(import.meta.dirname, 'demo-members.jsonl'), 'utf8');
  const result = await importDecomptes(db, demoDecompteRecords(decomptesDemoDupont(members, today)), {
    clientCode: 'demo',
  });
  if (!result.ok)
    throw new Error(`Remboursements de démonstration invalides :\n${result.errors.map((e) => e.message).join('\n')}`);
  await db
    .updateTable('decomptes')
    .set({ vu_at: sql<Date>`now()` })
    .where('client_id', '=', clientId)
    .where('date_tri', '<', sql<string>`${today}::date - 21`)
    .execute();
}
