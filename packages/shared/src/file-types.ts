/* §9 file-type map and the upload rules shared by the uploader and the upload endpoint, no zod. */

export type FileKind = 'image' | 'document' | 'pdf' | 'presentation' | 'spreadsheet';

export const fileKindByExtension: Readonly<Record<string, FileKind>> = {
  bmp: 'image',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  doc: 'document',
  docx: 'document',
  pdf: 'pdf',
  ppt: 'presentation',
  pptx: 'presentation',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
};

export const fileKindLabels: Readonly<Record<FileKind, string>> = {
  image: 'Image',
  document: 'Document',
  pdf: 'PDF',
  presentation: 'Présentation',
  spreadsheet: 'Tableur',
};

/** Lower-case extension without the dot; '' when the name has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function fileKind(name: string): FileKind | undefined {
  return fileKindByExtension[fileExtension(name)];
}

/** §3 authorizedTypes: each type names its extension and its MIME type. */
export interface AuthorizedType {
  extension: string;
  mime: string;
}

/** What the portal accepts, checked by the uploader and, from the file's content, by the server. */
export const uploadAuthorizedTypes: readonly AuthorizedType[] = [
  { extension: 'pdf', mime: 'application/pdf' },
  { extension: 'png', mime: 'image/png' },
  { extension: 'jpg', mime: 'image/jpeg' },
  { extension: 'jpeg', mime: 'image/jpeg' },
];

/** The spec does not give the limits (§9): 5 Mo a file, 20 Mo a queue, 5 files. */
export const uploadLimits = {
  maxFileSize: 5 * 1024 * 1024,
  totalQueueSize: 20 * 1024 * 1024,
  queueLimit: 5,
} as const;

const signatures: readonly { mime: string; bytes: readonly number[] }[] = [
  { mime: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** The real type of a file from its first bytes (magic numbers), whatever its name says. */
export function detectMimeType(head: Uint8Array): string | null {
  const match = signatures.find(({ bytes }) => bytes.every((b, i) => head[i] === b));
  return match?.mime ?? null;
}

/** The upload endpoint's answers; the uploader shows them as they come. */
export const uploadMessages = {
  required: 'Merci de joindre le document demandé.',
  inProgress: 'Téléversement en cours...',
  failed: 'Une erreur est survenue',
  notSent: 'Un fichier n’a pas pu être envoyé : réessayez-le ou retirez-le avant de valider.',
  noFile: 'Aucun fichier reçu : merci de joindre un document.',
  tooLarge: (maxMo: string) => `Le fichier dépasse la taille maximale autorisée (${maxMo}).`,
  tooMany: (limit: number) => `Vous ne pouvez pas envoyer plus de ${limit} fichiers à la fois.`,
  wrongExtension: (extensions: string) => `Ce type de fichier n'est pas accepté. Formats acceptés : ${extensions}.`,
  wrongContent: "Le contenu du fichier ne correspond pas à son extension : ce document n'est pas accepté.",
  totalTooLarge: (maxMo: string) => `L'ensemble des fichiers dépasse la taille totale autorisée (${maxMo}).`,
  quotaReached: (maxMo: string, files: number) =>
    `Vous avez déjà envoyé ${files} fichiers ou ${maxMo} qui ne sont joints à aucune demande. Envoyez votre demande, ou réessayez demain.`,
  badName: 'Le nom du fichier contient des caractères non autorisés.',
} as const;

/**
 * Files sent but not yet joined to a request, per account: a bound on what one account can store
 * (decision 019). Such files are removed after a day.
 */
export const uploadQuota = {
  pendingBytes: 50 * 1024 * 1024,
  pendingFiles: 25,
  pendingRetentionMs: 24 * 60 * 60 * 1000,
} as const;
