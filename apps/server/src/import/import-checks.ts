import { type Declaration, type LineError, lineError, type ParsedFile } from './import-lines.ts';

/** A key described twice in one file: the later lines are errors, pointing at the first. */
function duplicates(declarations: Declaration[], field: string, message: (key: string, line: number) => string) {
  const first = new Map<string, number>();
  const errors: LineError[] = [];
  for (const { key, line } of declarations) {
    const seen = first.get(key);
    if (seen === undefined) first.set(key, line);
    else errors.push(lineError(line, field, message(key, seen)));
  }
  return errors;
}

export function duplicateErrors(file: ParsedFile): LineError[] {
  return [
    ...duplicates(
      file.personneDeclarations,
      'numPers',
      (key, line) => `la personne ${key} est déjà décrite ligne ${line}`,
    ),
    ...duplicates(
      file.contratDeclarations,
      'numeroContratIndividuel',
      (key, line) => `le contrat ${key} est déjà décrit ligne ${line}`,
    ),
  ];
}

/** Every numPers a contract points to, with the field that names it. */
function references(file: ParsedFile) {
  return file.contrats.flatMap(({ line, record }) => [
    { line, field: 'souscripteur.numPers', numPers: record.souscripteur.numPers },
    ...record.beneficiaires.map((b, index) => ({ line, field: `beneficiaires[${index}].numPers`, numPers: b.numPers })),
  ]);
}

/** Persons referenced by contracts but not described in the file: they must already be in the database. */
export function numPersToLookUp(file: ParsedFile): string[] {
  const declared = new Set(file.personneDeclarations.map((d) => d.key));
  return [...new Set(references(file).map((r) => r.numPers))].filter((numPers) => !declared.has(numPers));
}

export function referenceErrors(file: ParsedFile, inDatabase: ReadonlySet<string>): LineError[] {
  const declared = new Set(file.personneDeclarations.map((d) => d.key));
  return references(file)
    .filter((r) => !declared.has(r.numPers) && !inDatabase.has(r.numPers))
    .map((r) =>
      lineError(r.line, r.field, `personne ${r.numPers} inconnue : ni dans le fichier, ni en base pour ce client`),
    );
}
