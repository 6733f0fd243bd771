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
    ...duplicates(file.offreDeclarations, 'code', (key, line) => `l’offre ${key} est déjà décrite ligne ${line}`),
    ...duplicates(
      file.contratDeclarations,
      'numeroContratIndividuel',
      (key, line) => `le contrat ${key} est déjà décrit ligne ${line}`,
    ),
    ...duplicates(
      file.documentDeclarations,
      'reference',
      (key, line) => `le document ${key} est déjà décrit ligne ${line}`,
    ),
  ];
}

/** Every numPers a contract or a document points to, with the field that names it. */
function references(file: ParsedFile) {
  return [
    ...file.contrats.flatMap(({ line, record }) => [
      { line, field: 'souscripteur.numPers', numPers: record.souscripteur.numPers },
      ...record.beneficiaires.map((b, index) => ({
        line,
        field: `beneficiaires[${index}].numPers`,
        numPers: b.numPers,
      })),
    ]),
    ...file.documents.map(({ line, record }) => ({ line, field: 'numPers', numPers: record.numPers })),
  ];
}

/** Persons referenced by contracts or documents but not described in the file: they must already be in the database. */
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

/** Contract numbers named by documents but not described in the file: they must already be in the database. */
export function contratsToLookUp(file: ParsedFile): string[] {
  const declared = new Set(file.contratDeclarations.map((d) => d.key));
  const named = file.documents.flatMap(({ record }) => record.numeroContratIndividuel ?? []);
  return [...new Set(named)].filter((numero) => !declared.has(numero));
}

/**
 * A document's contract is in the file or in the database, and its owner is on it (holder or
 * beneficiary): a member never sees a document filed under someone else's contract.
 */
export function documentContratErrors(file: ParsedFile, inDatabase: ReadonlyMap<string, ReadonlySet<string>>) {
  const inFile = new Map(
    file.contrats.map(({ record }) => [
      record.numeroContratIndividuel,
      new Set([record.souscripteur.numPers, ...record.beneficiaires.map((b) => b.numPers)]),
    ]),
  );
  const declared = new Set(file.contratDeclarations.map((d) => d.key));
  const errors: LineError[] = [];
  for (const { line, record } of file.documents) {
    const numero = record.numeroContratIndividuel;
    if (numero === undefined) continue;
    // A contract declared on an invalid line has its own error already.
    if (declared.has(numero) && !inFile.has(numero)) continue;
    const members = inFile.get(numero) ?? inDatabase.get(numero);
    if (!members) {
      errors.push(
        lineError(
          line,
          'numeroContratIndividuel',
          `contrat ${numero} inconnu : ni dans le fichier, ni en base pour ce client`,
        ),
      );
    } else if (!members.has(record.numPers)) {
      errors.push(
        lineError(
          line,
          'numeroContratIndividuel',
          `la personne ${record.numPers} n'est ni souscripteur ni bénéficiaire du contrat ${numero}`,
        ),
      );
    }
  }
  return errors;
}

/** Categories come from the client's reference table categories-documents. */
export function documentCategorieErrors(file: ParsedFile, codes: readonly string[]): LineError[] {
  const known = new Set(codes);
  const expected = codes.length
    ? `attendu : ${codes.join(', ')}`
    : 'la table categories-documents de ce client est vide';
  return file.documents
    .filter(({ record }) => !known.has(record.categorie))
    .map(({ line, record }) => lineError(line, 'categorie', `catégorie "${record.categorie}" inconnue, ${expected}`));
}

/** Télétransmission refusal reasons come from the client's table motifs-refus-teletransmission (decision 031). */
export function motifRefusErrors(file: ParsedFile, codes: readonly string[]): LineError[] {
  const known = new Set(codes);
  return file.personnes
    .filter(
      ({ record }) => record.motifRefusTeletransmission !== undefined && !known.has(record.motifRefusTeletransmission),
    )
    .map(({ line, record }) =>
      lineError(
        line,
        'motifRefusTeletransmission',
        `valeur "${record.motifRefusTeletransmission}" non reconnue, attendu : ${codes.join(', ')}`,
      ),
    );
}

/** An offer as the checks need it: its code and the codes of its reinforcements. */
export interface OffreConnue {
  code: string;
  renforts: string[];
}

/** Offer codes named by contracts but not described in the file: they must already be in the database. */
export function codesOffreToLookUp(file: ParsedFile): string[] {
  const declared = new Set(file.offreDeclarations.map((d) => d.key));
  const named = file.contrats.flatMap(({ record }) => (record.codeOffre ? [record.codeOffre] : []));
  return [...new Set(named)].filter((code) => !declared.has(code));
}

/** A contract's offer exists (file or database) and its reinforcements are that offer's. */
export function offreErrors(file: ParsedFile, inDatabase: ReadonlyMap<string, OffreConnue>): LineError[] {
  const known = new Map(inDatabase);
  for (const { record } of file.offres)
    known.set(record.code, { code: record.code, renforts: record.renforts.map((r) => r.code) });
  const declared = new Set(file.offreDeclarations.map((d) => d.key));
  return file.contrats.flatMap(({ line, record }) => {
    if (!record.codeOffre) {
      return record.renforts.length > 0
        ? [lineError(line, 'renforts', 'codeOffre est obligatoire quand le contrat a des renforts')]
        : [];
    }
    const offre = known.get(record.codeOffre);
    if (!offre) {
      // An offer line with errors is already reported; do not add a second message.
      if (declared.has(record.codeOffre)) return [];
      return [
        lineError(
          line,
          'codeOffre',
          `offre ${record.codeOffre} inconnue : ni dans le fichier, ni en base pour ce client`,
        ),
      ];
    }
    return record.renforts
      .map((code, index) => ({ code, index }))
      .filter(({ code }) => !offre.renforts.includes(code))
      .map(({ code, index }) =>
        lineError(line, `renforts[${index}]`, `le renfort ${code} n’est pas proposé par l’offre ${offre.code}`),
      );
  });
}
