import { useEffect } from 'react';
import type { Control, FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useFormPersonnes } from '@/lib/api/demandes';
import { demandesTexts as t } from '../texts';
import { SelectField } from '@/components/ui/form-controls';

/**
 * The person concerned: the whole family for the holder, himself for a beneficiary (§3 scope
 * Both); the signed-in person is chosen to start with.
 */
export function PersonField<T extends FieldValues, TOut>({
  form,
  name,
  label,
}: {
  form: UseFormReturn<T, unknown, TOut>;
  name: Path<T>;
  label: string;
}) {
  const { data } = useFormPersonnes();
  const personnes = data?.personnes;
  const { getValues, setValue } = form;
  useEffect(() => {
    const me = personnes?.find((p) => p.estMoi);
    if (me && !getValues(name)) setValue(name, me.numPers as PathValue<T, Path<T>>);
  }, [personnes, getValues, setValue, name]);
  const options = (personnes ?? []).map((p) => ({
    value: p.numPers,
    label: p.estMoi ? t.me(p.prenom, p.nom) : `${p.prenom} ${p.nom}`,
  }));
  return (
    <SelectField
      control={form.control as unknown as Control<T>}
      name={name}
      label={label}
      required
      options={options}
      placeholder={t.personPlaceholder}
    />
  );
}
