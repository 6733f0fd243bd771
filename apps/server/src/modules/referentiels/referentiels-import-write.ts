import type { FastifyRequest } from 'fastify';
import {
  referentielMessages as msg,
  type ReferentielImportResponse,
  type ReferentielRow,
} from '@portail/shared/admin/referentiels';
import { referentielTables, type ReferentielTable } from '@portail/shared/referentiels';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../plugins/audit.ts';
import {
  existingCodes,
  insertRow,
  nextOrdre,
  rowsByCode,
  updateRow,
  type RowValues,
} from './referentiels-admin-repository.ts';
import { checkCsv, errorList, parentErrors, type ImportLine, type LineError } from './referentiels-import.ts';

/** The fields a line sets on a value that exists: its order stays when the file leaves it empty. */
function valuesOf(line: ImportLine, existing: ReferentielRow | undefined, ordre: number): RowValues {
  return {
    libelle: line.valeur.libelle,
    parent: line.valeur.parent,
    ordre: line.valeur.ordre ?? existing?.ordre ?? ordre,
    actif: line.actif,
    donnees: line.valeur.donnees,
  };
}

const same = (row: ReferentielRow, values: RowValues) =>
  row.libelle === values.libelle &&
  row.parent === values.parent &&
  row.ordre === values.ordre &&
  row.actif === values.actif &&
  JSON.stringify(row.donnees) === JSON.stringify(values.donnees);

function refused(errors: LineError[]): AppError {
  const lignes = new Set(errors.map((e) => e.line)).size;
  return new AppError(400, 'IMPORT_INVALIDE', msg.importRefuse(lignes), errorList(errors));
}

/**
 * A CSV import, all or nothing (decision 031): every line checked first, then in one transaction
 * each value added or rewritten by its code, with one audit entry; values absent from the file stay
 * as they are (nothing is deleted).
 */
export async function importCsv(
  db: Db,
  request: FastifyRequest,
  table: ReferentielTable,
  csv: string,
  canCreate: boolean,
): Promise<ReferentielImportResponse> {
  const clientId = request.client.id;
  const { lines, errors } = checkCsv(table, csv);
  const parentTable = referentielTables[table].parent as ReferentielTable | null;
  if (parentTable) {
    const named = [...new Set(lines.flatMap((l) => (l.valeur.parent ? [l.valeur.parent] : [])))];
    errors.push(...parentErrors(table, lines, await existingCodes(db, clientId, parentTable, named)));
  }
  if (errors.length > 0) throw refused(errors);

  return db.transaction().execute(async (trx) => {
    const rows = await rowsByCode(trx, clientId, table);
    if (!canCreate && lines.some((l) => !rows.has(l.valeur.code)))
      throw new AppError(403, 'FORBIDDEN', msg.importCreationInterdite);
    let ordre = await nextOrdre(trx, clientId, table);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    let inchanges = 0;
    for (const line of lines) {
      const code = line.valeur.code;
      const existing = rows.get(code);
      const values = valuesOf(line, existing, ordre);
      if (!existing) {
        if (line.valeur.ordre === undefined) ordre = Math.min(ordre + 1, 9999);
        if (!(await insertRow(trx, clientId, table, code, values))) throw new AppError(409, 'CONFLIT', msg.conflit);
      } else if (same(existing, values)) {
        inchanges += 1;
        continue;
      } else {
        if (!(await updateRow(trx, clientId, table, code, existing.version, values)))
          throw new AppError(409, 'CONFLIT', msg.conflit);
        before[code] = existing;
      }
      after[code] = values;
    }
    const crees = lines.length - inchanges - Object.keys(before).length;
    const modifies = Object.keys(before).length;
    await recordAudit(trx, request, {
      resource: 'referentiels',
      action: 'referentiel.importer',
      target: `referentiel:${table}`,
      targetLabel: referentielTables[table].libelle,
      before,
      after,
    });
    return { message: msg.importFait(crees, modifies), crees, modifies, inchanges };
  });
}
