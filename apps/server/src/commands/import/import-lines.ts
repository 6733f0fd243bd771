import type { z } from 'zod';
import { featureCodes } from '@portail/shared/feature-rules';
import {
  type ContratRecord,
  contratSchema,
  type DocumentRecord,
  documentSchema,
  type OffreRecord,
  offreRecordSchema,
  type PersonneRecord,
  personneSchema,
} from './import-schemas.ts';

export interface LineError {
  /** 1-based line of the file; 0 for an error about the whole file. */
  line: number;
  /** The complete French sentence, "Ligne 12, dateNaissance : …". */
  message: string;
}

export interface Parsed<T> {
  line: number;
  record: T;
}

/** Where a key (numPers, contract number or document reference) is declared, valid line or not. */
export interface Declaration {
  key: string;
  line: number;
}

export interface ParsedFile {
  personnes: Parsed<PersonneRecord>[];
  contrats: Parsed<ContratRecord>[];
  documents: Parsed<DocumentRecord>[];
  offres: Parsed<OffreRecord>[];
  personneDeclarations: Declaration[];
  contratDeclarations: Declaration[];
  documentDeclarations: Declaration[];
  offreDeclarations: Declaration[];
  recordCount: number;
  errors: LineError[];
}

export function lineError(line: number, field: string | null, message: string): LineError {
  if (line === 0) return { line, message };
  return { line, message: field ? `Ligne ${line}, ${field} : ${message}` : `Ligne ${line} : ${message}` };
}

/** adresse.codePostal, beneficiaires[0].numPers */
function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, key) => {
    if (typeof key === 'number') return `${name}[${key}]`;
    return name ? `${name}.${String(key)}` : String(key);
  }, '');
}

const typeNames: Record<string, string> = {
  string: 'texte attendu (entre guillemets)',
  boolean: 'booléen attendu (true ou false)',
  object: 'objet attendu',
  array: 'liste attendue',
  number: 'nombre attendu',
};

export function issueErrors(line: number, issue: z.core.$ZodIssue): LineError[] {
  const field = fieldName(issue.path);
  switch (issue.code) {
    case 'unrecognized_keys': {
      const known = field.endsWith('fonctionnalites') ? ` (attendu : ${featureCodes.join(', ')})` : '';
      return issue.keys.map((key) => lineError(line, fieldName([...issue.path, key]), `champ inconnu${known}`));
    }
    case 'invalid_type':
      if (issue.input === undefined) return [lineError(line, field, 'champ obligatoire')];
      return [lineError(line, field, typeNames[issue.expected] ?? issue.message)];
    case 'invalid_value':
      if (issue.input === undefined) return [lineError(line, field, 'champ obligatoire')];
      return [
        lineError(
          line,
          field,
          `valeur ${JSON.stringify(issue.input)} non reconnue, attendu : ${issue.values.map(String).join(', ')}`,
        ),
      ];
    default:
      return [lineError(line, field || null, issue.message)];
  }
}

export function jsonErrorMessage(error: unknown): string {
  const position = /position (\d+)/.exec(error instanceof Error ? error.message : '')?.[1];
  return position === undefined
    ? "la ligne n'est pas un JSON valide"
    : `la ligne n'est pas un JSON valide (erreur au caractère ${Number(position) + 1})`;
}

const recordTypes = '« personne », « contrat », « document » ou « offre »';

/** Reads every line and validates it alone; cross-line checks come after (import-checks.ts). */
export function parseImportFile(text: string): ParsedFile {
  const file: ParsedFile = {
    personnes: [],
    contrats: [],
    documents: [],
    offres: [],
    personneDeclarations: [],
    contratDeclarations: [],
    documentDeclarations: [],
    offreDeclarations: [],
    recordCount: 0,
    errors: [],
  };
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((raw, index) => {
      const line = index + 1;
      const content = raw.trim();
      if (content === '' || content.startsWith('//')) return;
      file.recordCount += 1;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch (error) {
        file.errors.push(lineError(line, null, jsonErrorMessage(error)));
        return;
      }
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        file.errors.push(lineError(line, null, 'un objet JSON est attendu, par exemple { "type": "personne", … }'));
        return;
      }
      const record = value as Record<string, unknown>;
      if (record.type === 'personne') {
        if (typeof record.numPers === 'string') file.personneDeclarations.push({ key: record.numPers.trim(), line });
        collect(file, line, personneSchema.safeParse(record, { reportInput: true }), file.personnes);
      } else if (record.type === 'contrat') {
        const numero = record.numeroContratIndividuel;
        if (typeof numero === 'string') file.contratDeclarations.push({ key: numero.trim(), line });
        collect(file, line, contratSchema.safeParse(record, { reportInput: true }), file.contrats);
      } else if (record.type === 'document') {
        if (typeof record.reference === 'string')
          file.documentDeclarations.push({ key: record.reference.trim(), line });
        collect(file, line, documentSchema.safeParse(record, { reportInput: true }), file.documents);
      } else if (record.type === 'offre') {
        if (typeof record.code === 'string') file.offreDeclarations.push({ key: record.code.trim(), line });
        collect(file, line, offreRecordSchema.safeParse(record, { reportInput: true }), file.offres);
      } else if (record.type === undefined) {
        file.errors.push(lineError(line, 'type', `champ obligatoire (${recordTypes})`));
      } else {
        const type = JSON.stringify(record.type);
        file.errors.push(lineError(line, 'type', `type ${type} inconnu, attendu ${recordTypes}`));
      }
    });
  return file;
}

function collect<T>(file: ParsedFile, line: number, result: z.ZodSafeParseResult<T>, into: Parsed<T>[]): void {
  if (result.success) into.push({ line, record: result.data });
  else file.errors.push(...result.error.issues.flatMap((issue) => issueErrors(line, issue)));
}
