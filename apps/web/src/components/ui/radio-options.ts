import { widgetTexts } from './widget-texts';

export interface RadioOption {
  value: unknown;
  label: string;
}

export interface RadioSource<T> {
  options?: readonly T[] | undefined;
  /** Label field, `libelle` by default. */
  labelField?: keyof T | undefined;
  /** Value field, `code` by default. */
  valueField?: keyof T | undefined;
  sourceValues?: readonly unknown[] | undefined;
  sourceLabels?: readonly string[] | undefined;
}

/** §5 radio group: options from objects, or from values and labels of equal length, else Oui / Non. */
export function radioOptions<T>(source: RadioSource<T>): { options: RadioOption[]; error: string | null } {
  const { options, sourceValues, sourceLabels } = source;
  if (options) {
    const labelField = source.labelField ?? ('libelle' as keyof T);
    const valueField = source.valueField ?? ('code' as keyof T);
    return { options: options.map((o) => ({ value: o[valueField], label: String(o[labelField]) })), error: null };
  }
  if (sourceValues || sourceLabels) {
    if (sourceValues?.length !== sourceLabels?.length) return { options: [], error: widgetTexts.radioLengthMismatch };
    return {
      options: (sourceValues ?? []).map((value, i) => ({ value, label: sourceLabels?.[i] ?? '' })),
      error: null,
    };
  }
  return {
    options: [
      { value: true, label: widgetTexts.yes },
      { value: false, label: widgetTexts.no },
    ],
    error: null,
  };
}
