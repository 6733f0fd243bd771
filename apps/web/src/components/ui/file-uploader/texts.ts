import { uploadMessages } from '@portail/shared/file-types';

/** Texts of the file uploader (§5, §8). */
export const uploaderTexts = {
  required: uploadMessages.required,
  inProgress: uploadMessages.inProgress,
  failed: uploadMessages.failed,
  notSent: uploadMessages.notSent,
  dropHere: 'Glissez-déposez vos documents ici, ou',
  dropHereSingle: 'Glissez-déposez votre document ici, ou',
  chooseFiles: 'Choisir des fichiers',
  chooseFile: 'Choisir un fichier',
  dropZone: (label: string) => `Zone de dépôt : ${label}`,
  acceptedTypes: (list: string) => `Formats acceptés : ${list}`,
  maxFileSize: (size: string) => `Taille maximale par fichier : ${size}`,
  totalQueueSize: (size: string) => `Taille totale maximale : ${size}`,
  currentTotal: (size: string) => `Total joint : ${size}`,
  queueLabel: 'Fichiers joints',
  status: { queued: 'En attente', uploading: 'Envoi en cours', success: 'Envoyé', error: 'Échec', cancelled: 'Annulé' },
  progress: (name: string) => `Progression de l'envoi de ${name}`,
  cancel: 'Annuler',
  retry: 'Réessayer',
  remove: 'Retirer',
  about: (name: string) => ` (${name})`,
  rejected: (name: string, reason: string) => `${name} : ${reason}`,
  filters: {
    queueLimit: (limit: number) => `Vous ne pouvez pas joindre plus de ${limit} fichier${limit > 1 ? 's' : ''}.`,
    fileSize: (max: string) => `Le fichier dépasse la taille maximale autorisée (${max}).`,
    totalQueueSize: (max: string) => `La taille totale des fichiers joints dépasse ${max}.`,
    fileType: (list: string) => `Ce type de fichier n'est pas accepté. Formats acceptés : ${list}.`,
    mimeType: 'Le type de ce fichier ne correspond pas à un format accepté.',
  },
} as const;
