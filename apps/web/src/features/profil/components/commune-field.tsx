import { useEffect } from 'react';
import { ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { type Commune, communeKey } from '@portail/shared/profil/adresse';
import { useCommunes } from '@/lib/api/profil';
import { profilTexts } from '../texts';

const t = profilTexts.adresse;

/**
 * The commune, suggested from the postal code (the official list, read from the server): a
 * combo box (type, arrows, Enter), filled in at once when the code has a single commune. A
 * commune typed by hand stays possible; the server refuses one that does not match.
 */
export function CommuneField<T extends FieldValues>({
  control,
  name,
  codePostal,
  onChosen,
}: {
  control: Control<T>;
  name: Path<T>;
  codePostal: string;
  onChosen(nom: string): void;
}) {
  const { data } = useCommunes(codePostal);
  const communes: Commune[] = /^\d{5}$/.test(codePostal) ? (data?.communes ?? []) : [];
  const single = communes.length === 1 ? communes[0]!.nomCommune : null;
  useEffect(() => {
    if (single) onChosen(single);
    // Only when the list changes to a single commune.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [single]);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const typed = (field.value as string | undefined) ?? '';
        const key = communeKey(typed);
        const shown = communes.some((c) => communeKey(c.nomCommune) === key)
          ? communes
          : communes.filter((c) => communeKey(c.nomCommune).includes(key));
        return (
          <ComboBox
            className="field combobox"
            items={shown}
            inputValue={typed}
            onInputChange={field.onChange}
            onSelectionChange={(id) => {
              const commune = communes.find((c) => `${c.codeCommune}-${c.nomCommune}` === id);
              if (commune) field.onChange(commune.nomCommune);
            }}
            allowsCustomValue
            menuTrigger="focus"
            isRequired
            isInvalid={!!fieldState.error}
            validationBehavior="aria"
            onBlur={field.onBlur}
            name={field.name}
          >
            <Label>
              {t.localite}
              <span aria-hidden="true"> *</span>
            </Label>
            <Input ref={field.ref} autoComplete="off" />
            {communes.length > 1 && (
              <Text slot="description" className="field__hint">
                {t.communesHint(communes.length)}
              </Text>
            )}
            <FieldError className="field__error">{fieldState.error?.message}</FieldError>
            <Popover className="combobox__popover" placement="bottom start" shouldFlip={false}>
              <ListBox className="combobox__list">
                {(commune: Commune) => (
                  <ListBoxItem
                    id={`${commune.codeCommune}-${commune.nomCommune}`}
                    textValue={commune.nomCommune}
                    className="combobox__option"
                  >
                    {commune.nomCommune}
                  </ListBoxItem>
                )}
              </ListBox>
            </Popover>
          </ComboBox>
        );
      }}
    />
  );
}
