import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Path } from 'react-hook-form';
import type { ConfigurationSection } from '@portail/shared/admin/configuration';
import { sectionSchemas } from '@portail/shared/admin/configuration-api';
import { configurationMessages, configurationSectionLabels } from '@portail/shared/admin/configuration-messages';
import { ApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toasts';
import { configurationTexts as t } from './configuration-texts';
import { saveSection, useApplySaved } from './configuration-api';
import type { TabProps } from './config-tab-props';

export interface SaveProblem {
  message: string;
  /** Someone saved since this was read (409): the way out is to reload. */
  stale: boolean;
  /** The version the save started from: a newer one (reloaded, or saved) leaves the problem behind. */
  version: number;
}

/**
 * One tab's form: the shared schema checks it here as the route does; a save starts from the
 * version read, and the server's field messages come back under their fields. `frame` is what
 * SectionForm shows around the fields.
 */
export function useSectionForm<V extends FieldValues>(
  section: ConfigurationSection,
  { config, readOnly, onReload }: TabProps,
) {
  const values = config[section] as unknown as V;
  const form = useForm<V, unknown, V>({
    resolver: zodResolver(sectionSchemas[section] as never) as never,
    defaultValues: values as never,
  });
  const applySaved = useApplySaved();
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  // What this tab holds as saved (after this save, or a reload after someone else's) is shown from
  // then on; another tab's save (a new version, this tab unchanged) keeps what is being typed here.
  const saved = JSON.stringify(config[section]);
  useEffect(() => form.reset(JSON.parse(saved)), [saved, form]);

  const onSubmit = form.handleSubmit(
    async (submitted) => {
      setProblem(null);
      try {
        applySaved(await saveSection(section, submitted, config.version));
        showToast({ type: 'success', text: configurationMessages.saved });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        for (const [field, message] of Object.entries(error.errors ?? {}))
          form.setError(field as Path<V>, { message }, { shouldFocus: true });
        setProblem({ message: error.message, stale: error.status === 409, version: config.version });
      }
    },
    () => setProblem({ message: t.fixErrors, stale: false, version: config.version }),
  );
  const frame = {
    legend: configurationSectionLabels[section],
    onSubmit,
    readOnly,
    onReload,
    submitting: form.formState.isSubmitting,
    problem: problem?.version === config.version ? problem : null,
  };
  return { form, frame };
}
