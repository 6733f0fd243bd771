import {
  csvLineMessages as m,
  referentielCsvHeaders,
  referentielImportMaxLignes,
  referentielMessages,
  referentielValeurSchema,
  type ReferentielValeur,
} from '@portail/shared/admin/referentiels';
import { referentielTables, type ReferentielTable } from '@portail/shared/referentiels';
import { parseCsv } from '../../lib/csv.ts';

/*
 * A CSV import of a reference table (decision 031), checked line by line before anything is
 * written: the columns of the export, the table's rules on each value, no code twice. The parents
 * are checked against the database by the caller; any error and nothing is imported.
 */

export interface ImportLine {
  line: number;
  valeur: ReferentielValeur;
  actif: boolean;
}

export interface LineError {
  line: number;
  message: string;
}

/** Headers compared as people type them: case, accents and spaces aside. */
const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

export function checkCsv(table: ReferentielTable, csv: string): { lines: ImportLine[]; errors: LineError[] } {
  const definition = referentielTables[table];
  const headers = referentielCsvHeaders(table);
  const { records, unclosedQuoteLine } = parseCsv(csv);
  const errors: LineError[] = [];
  if (unclosedQuoteLine !== null) errors.push({ line: unclosedQuoteLine, message: m.guillemet });
  const [header, ...rows] = records;
  if (!header) return { lines: [], errors: [{ line: 1, message: m.vide }] };
  if (header.fields.length !== headers.length || header.fields.some((f, i) => fold(f) !== fold(headers[i]!)))
    return { lines: [], errors: [{ line: header.line, message: m.entete(headers.join(';')) }] };
  if (rows.length === 0) return { lines: [], errors: [{ line: header.line, message: m.aucuneLigne }] };
  if (rows.length > referentielImportMaxLignes)
    return { lines: [], errors: [{ line: header.line, message: m.tropDeLignes(referentielImportMaxLignes) }] };

  const schema = referentielValeurSchema(table);
  const seen = new Map<string, number>();
  const lines: ImportLine[] = [];
  for (const { line, fields } of rows) {
    if (fields.length !== headers.length) {
      errors.push({ line, message: m.colonnes(headers.length, fields.length) });
      continue;
    }
    const cells = [...fields];
    const code = cells.shift()!.trim();
    const libelle = cells.shift()!;
    const parent = definition.parent ? cells.shift()!.trim() : null;
    const ordre = cells.shift()!.trim();
    const actif = fold(cells.shift()!);
    const donnees = Object.fromEntries(definition.champs.map((c, i) => [c.nom, cells[i]!]));
    const checked = schema.safeParse({ code, libelle, parent, ...(ordre ? { ordre } : {}), donnees });
    const problems = checked.success ? [] : [...new Set(checked.error.issues.map((issue) => issue.message))];
    if (actif !== 'oui' && actif !== 'non') problems.push(m.actif);
    const first = seen.get(code);
    if (first !== undefined) problems.push(m.doublon(code, first));
    else if (code) seen.set(code, line);
    if (problems.length > 0 || !checked.success) {
      errors.push({ line, message: problems.map(lowerFirst).join(' ; ') });
      continue;
    }
    lines.push({ line, valeur: checked.data, actif: actif === 'oui' });
  }
  return { lines, errors };
}

/** The lines naming a parent the parent table does not have. */
export function parentErrors(table: ReferentielTable, lines: ImportLine[], parents: Set<string>): LineError[] {
  const parentTable = referentielTables[table].parent as ReferentielTable | null;
  if (!parentTable) return [];
  return lines
    .filter((l) => l.valeur.parent !== null && !parents.has(l.valeur.parent))
    .map((l) => ({
      line: l.line,
      message: lowerFirst(referentielMessages.parentInconnu(l.valeur.parent!, referentielTables[parentTable].libelle)),
    }));
}

/** « Ligne N : … » for each line in error, in the file's order, the list cut after `max` lines. */
export function errorList(errors: LineError[], max = 50): Record<string, string> {
  const sorted = [...errors].sort((a, b) => a.line - b.line);
  const byLine = new Map<number, string[]>();
  for (const e of sorted) byLine.set(e.line, [...(byLine.get(e.line) ?? []), lowerFirst(e.message)]);
  const list: Record<string, string> = {};
  for (const [line, messages] of [...byLine].slice(0, max)) list[`ligne ${line}`] = m.ligne(line, messages.join(' ; '));
  if (byLine.size > max) list.autres = m.etAutres(byLine.size - max);
  return list;
}

function lowerFirst(message: string): string {
  // « Le code… » reads « Ligne 3 : le code… »; a quoted start (« … ») stays as it is.
  return message.charAt(0).toLowerCase() + message.slice(1);
}
