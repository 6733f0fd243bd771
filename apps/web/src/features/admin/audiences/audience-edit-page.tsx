import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { audienceInputSchema, type AudienceRegle } from '@portail/shared/admin/audiences';
import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/ui/loading-status';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toasts';
import { usePageTitle } from '@/lib/use-page-title';
import { useAudience, useAudienceChoix, useDeleteAudience, useSaveAudience } from '../shared/audiences-api';
import { useStaffRights } from '../shared/staff-rights';
import { AudienceCount } from './audience-count';
import { AudiencePreview } from './audience-preview';
import { audiencesTexts as t } from './audiences-texts';
import { RuleBuilder } from './rule-builder';
import './audiences.css';

const emptyRule: AudienceRegle = {
  combinaison: 'et',
  conditions: [{ champ: 'offre', operateur: 'parmi', valeurs: [] }],
  groupes: [],
};

interface Draft {
  nom: string;
  description: string;
  regle: AudienceRegle;
}

/** The messages of the shared schema (or of the server) by path: 'nom', 'regle.conditions.0.valeurs'… */
function errorsOf(draft: Draft): Record<string, string> {
  const result = audienceInputSchema.safeParse(draft);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.reverse().map((issue) => [issue.path.join('.'), issue.message]));
}

function rulePart(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path === 'regle' || path.startsWith('regle.'))
      .map(([path, message]) => [path.slice('regle.'.length), message]),
  );
}

function AudienceForm({ id, initial }: { id: number | undefined; initial: Draft }) {
  const ids = { nom: useId(), description: useId() };
  const navigate = useNavigate();
  const rights = useStaffRights();
  const choix = useAudienceChoix();
  const save = useSaveAudience(id);
  const remove = useDeleteAudience();
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const shown = errors ?? {};
  const canWrite = rights.can('audiences', id === undefined ? 'create' : 'update');

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = errorsOf(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return showToast({ type: 'danger', text: t.fixErrors });
    save.mutate(draft, {
      onSuccess: (saved) => {
        showToast({ type: 'success', text: t.saved });
        if (id === undefined) void navigate(`/admin/audiences/${saved.id}`, { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors) setErrors(error.errors);
        showToast({ type: 'danger', text: error.message });
      },
    });
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <section className="card stack">
        <div className="field">
          <label htmlFor={ids.nom}>{t.nom}</label>
          <input
            id={ids.nom}
            value={draft.nom}
            maxLength={80}
            aria-invalid={shown.nom ? true : undefined}
            aria-describedby={shown.nom ? `${ids.nom}-error` : undefined}
            onChange={(event) => setDraft({ ...draft, nom: event.target.value })}
          />
          {shown.nom && (
            <p id={`${ids.nom}-error`} className="field__error">
              {shown.nom}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={ids.description}>{t.description}</label>
          <textarea
            id={ids.description}
            rows={2}
            maxLength={300}
            value={draft.description}
            onChange={(event) => setDraft({ ...draft, description: event.target.value })}
          />
        </div>
      </section>
      <section className="card stack" aria-labelledby="audience-regle">
        <h2 id="audience-regle">{t.rule}</h2>
        <AudienceCount regle={draft.regle} />
        <RuleBuilder
          groupe={draft.regle}
          choix={choix.data}
          errors={rulePart(shown)}
          onChange={(regle) => setDraft({ ...draft, regle })}
        />
        <AudiencePreview regle={draft.regle} valid={Object.keys(rulePart(errorsOf(draft))).length === 0} />
      </section>
      {canWrite && (
        <div className="button-row">
          <Button type="submit" disabled={save.isPending}>
            {t.save}
          </Button>
          {id !== undefined && rights.can('audiences', 'delete') && (
            <Button variant="secondary" onClick={() => setConfirmDelete(true)}>
              {t.delete}
            </Button>
          )}
        </div>
      )}
      {confirmDelete && id !== undefined && (
        <Modal
          title={t.delete}
          onClose={() => setConfirmDelete(false)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
                {t.cancel}
              </Button>
              <Button
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(id, {
                    onSuccess: () => {
                      showToast({ type: 'success', text: t.deleted });
                      void navigate('/admin/audiences');
                    },
                    onError: (error) => {
                      setConfirmDelete(false);
                      showToast({ type: 'danger', text: error.message });
                    },
                  })
                }
              >
                {t.delete}
              </Button>
            </>
          }
        >
          <p>{t.deleteConfirm(draft.nom)}</p>
        </Modal>
      )}
    </form>
  );
}

/** /admin/audiences/nouvelle and /admin/audiences/:id: name, rule, live count, preview. */
export function AudienceEditPage() {
  const { id: param } = useParams();
  const id = param === undefined || param === 'nouvelle' ? undefined : Number(param);
  const audience = useAudience(id);
  const title = id === undefined ? t.createTitle : audience.data ? t.editTitle(audience.data.nom) : t.title;
  usePageTitle(title);
  return (
    <div className="stack">
      <p>
        <Link to="/admin/audiences">{t.back}</Link>
      </p>
      <h1>{title}</h1>
      {id !== undefined && !audience.data ? (
        <LoadingStatus />
      ) : (
        <AudienceForm
          key={id ?? 'nouvelle'}
          id={id}
          initial={
            audience.data
              ? { nom: audience.data.nom, description: audience.data.description, regle: audience.data.regle }
              : { nom: '', description: '', regle: emptyRule }
          }
        />
      )}
    </div>
  );
}
