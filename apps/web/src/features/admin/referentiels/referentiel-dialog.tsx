import { useId, useState, type FormEvent } from 'react';
import {
  referentielModificationSchema,
  referentielValeurSchema,
  type ReferentielRow,
} from '@portail/shared/admin/referentiels';
import { referentielTables, type ReferentielTable } from '@portail/shared/referentiels';
import { FormButtons } from '@/components/ui/form-buttons';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toasts';
import { useReferentielWrites } from './referentiels-api';
import { referentielsTexts } from './referentiels-texts';
import { DialogField } from './referentiel-dialog-field';

const t = referentielsTexts.dialog;

/** Adds a value, or edits one (its code stays): the table's own rules, here and on the server. */
export function ReferentielDialog({
  table,
  parents,
  row,
  onClose,
}: {
  table: ReferentielTable;
  parents: readonly ReferentielRow[];
  row?: ReferentielRow;
  onClose(): void;
}) {
  const definition = referentielTables[table];
  const id = useId();
  const writes = useReferentielWrites(table);
  const [values, setValues] = useState<Record<string, string>>(() => ({
    code: row?.code ?? '',
    libelle: row?.libelle ?? '',
    parent: row?.parent ?? '',
    ordre: row ? String(row.ordre) : '',
    ...Object.fromEntries(definition.champs.map((c) => [`donnees.${c.nom}`, row?.donnees[c.nom] ?? ''])),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = (name: string) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      ...(row ? {} : { code: values.code }),
      libelle: values.libelle,
      ...(definition.parent ? { parent: values.parent } : {}),
      ...((values.ordre ?? '').trim() !== '' || row ? { ordre: values.ordre } : {}),
      donnees: Object.fromEntries(definition.champs.map((c) => [c.nom, values[`donnees.${c.nom}`] ?? ''])),
    };
    // The route's own rules: the same French messages here and there.
    const checked = (row ? referentielModificationSchema(table) : referentielValeurSchema(table)).safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure(null);
    setPending(true);
    try {
      const answer = row
        ? await writes.modifier(row.code, { ...checked.data, version: row.version })
        : await writes.creer(checked.data);
      showToast({ type: 'success', text: answer.message });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  }

  const field = (name: string) => ({
    id: `${id}-${name}`,
    value: values[name] ?? '',
    error: errors[name],
    onChange: set(name),
  });
  const parentLabel = definition.parent ? referentielTables[definition.parent as ReferentielTable].libelle : '';
  return (
    <Modal title={row ? t.modifier(row.libelle) : t.ajouter(definition.libelle)} onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        {failure && (
          <p className="alert alert--danger" role="alert">
            {failure}
          </p>
        )}
        {row ? (
          <p>
            {t.code} : <code>{row.code}</code> <span className="muted">({t.codeFixe})</span>
          </p>
        ) : (
          <DialogField label={t.code} {...field('code')} help={definition.code.message} />
        )}
        <DialogField label={t.libelle} {...field('libelle')} maxLength={definition.libelleMax} />
        {definition.parent && (
          <DialogField
            label={t.parent(parentLabel)}
            {...field('parent')}
            options={[{ value: '', label: t.choisir }, ...parents.map((p) => ({ value: p.code, label: p.libelle }))]}
          />
        )}
        {definition.champs.map((champ) => (
          <DialogField
            key={champ.nom}
            label={champ.libelle}
            {...field(`donnees.${champ.nom}`)}
            maxLength={champ.max}
            help={champ.aide}
          />
        ))}
        <DialogField label={t.ordre} {...field('ordre')} inputMode="numeric" help={t.ordreAide} />
        <FormButtons submitLabel={t.enregistrer} backLabel={t.annuler} submitDisabled={pending} onBack={onClose} />
      </form>
    </Modal>
  );
}
