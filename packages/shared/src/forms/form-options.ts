import { z } from 'zod';
import { uploadAuthorizedTypes, uploadLimits } from '../file-types.ts';

/*
 * Per client and per form type (client configuration `formulaires`): whether the form is offered,
 * its handling mode (isModeGestionManuel), the acknowledgement e-mail (isEnvoiArActivated) and the
 * uploader options of §3 — within the upload endpoint's own limits.
 */

const extensions = uploadAuthorizedTypes.map((t) => t.extension) as [string, ...string[]];

export const uploaderOptionsSchema = z.object({
  authorizedTypes: z.array(z.enum(extensions)).min(1),
  maxFileSize: z.number().int().positive().max(uploadLimits.maxFileSize),
  totalQueueSize: z.number().int().positive().max(uploadLimits.totalQueueSize),
  queueLimit: z.number().int().min(1).max(uploadLimits.queueLimit),
});
export type UploaderOptions = z.infer<typeof uploaderOptionsSchema>;

export const formOptionsSchema = z.object({
  offert: z.boolean(),
  modeGestion: z.enum(['automatique', 'manuel']),
  accuseReception: z.boolean(),
  pieces: uploaderOptionsSchema,
});
export type FormOptions = z.infer<typeof formOptionsSchema>;

export const defaultUploaderOptions: UploaderOptions = {
  authorizedTypes: ['pdf', 'png', 'jpg', 'jpeg'],
  maxFileSize: uploadLimits.maxFileSize,
  totalQueueSize: uploadLimits.totalQueueSize,
  queueLimit: uploadLimits.queueLimit,
};

/** §8 success toast, from the answer's two flags. */
export function formSuccessMessage({
  isModeGestionManuel,
  isEnvoiArActivated,
}: {
  isModeGestionManuel: boolean;
  isEnvoiArActivated: boolean;
}): string {
  return [
    'Votre demande a bien été prise en compte',
    isModeGestionManuel ? ' et sera traitée dans les plus brefs délais.' : '.',
    isEnvoiArActivated ? ' Un accusé de réception vous a été envoyé par e-mail.' : '',
  ].join('');
}
