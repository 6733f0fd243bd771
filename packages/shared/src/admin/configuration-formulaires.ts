import { z } from 'zod';
import { uploadAuthorizedTypes, uploadLimits } from '../file-types.ts';
import { formTypes, type FormType, formRules } from '../forms/form-rules.ts';
import { formOptionsSchema } from '../forms/form-options.ts';
import { formatMo } from '../format.ts';
import { configurationMessages as m } from './configuration-messages.ts';

/*
 * « Formulaires »: per form type of the request engine, whether it is offered, its handling mode,
 * the acknowledgement e-mail and its uploader options (§3), within the upload endpoint's limits.
 */

const formTypeEnum = z.enum(formTypes as [FormType, ...FormType[]]);
const extensions = uploadAuthorizedTypes.map((t) => t.extension) as [string, ...string[]];
const tenthOfMo = Math.round((1024 * 1024) / 10);

const formOptionsEditSchema = formOptionsSchema.extend({
  pieces: z.object({
    authorizedTypes: z.array(z.enum(extensions)).min(1, { error: m.authorizedTypes }),
    maxFileSize: z
      .number({ error: m.maxFileSize(formatMo(uploadLimits.maxFileSize)) })
      .int()
      .min(tenthOfMo, { error: m.maxFileSize(formatMo(uploadLimits.maxFileSize)) })
      .max(uploadLimits.maxFileSize, { error: m.maxFileSize(formatMo(uploadLimits.maxFileSize)) }),
    totalQueueSize: z
      .number({ error: m.totalQueueSize(formatMo(uploadLimits.totalQueueSize)) })
      .int()
      .min(tenthOfMo, { error: m.totalQueueSize(formatMo(uploadLimits.totalQueueSize)) })
      .max(uploadLimits.totalQueueSize, { error: m.totalQueueSize(formatMo(uploadLimits.totalQueueSize)) }),
    queueLimit: z
      .number({ error: m.queueLimit(uploadLimits.queueLimit) })
      .int()
      .min(1, { error: m.queueLimit(uploadLimits.queueLimit) })
      .max(uploadLimits.queueLimit, { error: m.queueLimit(uploadLimits.queueLimit) }),
  }),
});

export const formulairesViewSchema = z.object({ formulaires: z.record(formTypeEnum, formOptionsSchema) });

export const formulairesSchema = z.object({
  formulaires: z.record(formTypeEnum, formOptionsEditSchema).superRefine((formulaires, ctx) => {
    for (const type of formTypes) {
      const options = formulaires[type];
      if (!options) continue;
      if (options.modeGestion === 'automatique' && !formRules[type].gestionAutomatiquePossible)
        ctx.addIssue({ code: 'custom', path: [type, 'modeGestion'], message: m.modeGestion });
      if (options.pieces.totalQueueSize < options.pieces.maxFileSize)
        ctx.addIssue({
          code: 'custom',
          path: [type, 'pieces', 'totalQueueSize'],
          message: m.totalQueueSize(formatMo(uploadLimits.totalQueueSize)),
        });
    }
  }),
});
