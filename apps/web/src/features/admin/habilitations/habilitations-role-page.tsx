import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import {
  habilitationActionLabels,
  habilitationActionsInOrder,
  habilitationScopeLabels,
  type RoleHabilitation,
  type RoleView,
} from '@portail/shared/admin/habilitations-editor';
import {
  adminResourceLabels,
  adminResources,
  habilitationScopes,
  type AdminResource,
  type HabilitationAction,
  type HabilitationScope,
} from '@portail/shared/admin/habilitations';
import { LoadingStatus } from '@/components/ui/loading-status';
import { ApiError } from '@/lib/api-error';
import { usePageTitle } from '@/lib/use-page-title';
import { useStaffRights } from '../shared/staff-rights';
import { useRoles, useSaveRole } from './habilitations-api';
import { habilitationsTexts as t } from './habilitations-texts';

type Matrix = Record<AdminResource, { actions: HabilitationAction[]; scope: HabilitationScope }>;

function matrixOf(role: RoleView): Matrix {
  const rows = new Map(role.habilitations.map((h) => [h.resource, h]));
  return Object.fromEntries(
    adminResources.map((r) => [r, { actions: [...(rows.get(r)?.actions ?? [])], scope: rows.get(r)?.scope ?? 'Both' }]),
  ) as Matrix;
}

/** Back office: one role's rights in this client as a matrix (resources × actions, a scope per resource). */
export function RoleMatrixPage() {
  const { role: code = '' } = useParams();
  const roles = useRoles();
  const role = roles.data?.roles.find((r) => r.code === code);
  // « Recharger » starts the form again from what is stored now.
  const [generation, setGeneration] = useState(0);
  usePageTitle(role ? t.matrixTitle(role.libelle) : t.title);
  if (roles.isPending) return <LoadingStatus />;
  return (
    <section className="card stack">
      <p>
        <Link to="/admin/habilitations">{t.back}</Link>
      </p>
      {role ? (
        <RoleMatrix
          key={`${role.code}-${generation}`}
          role={role}
          onReload={() => void roles.refetch().then(() => setGeneration((g) => g + 1))}
        />
      ) : (
        <p className="alert alert--danger" role="alert">
          {roles.data ? t.inconnu : t.loadFailed}
        </p>
      )}
    </section>
  );
}

function RoleMatrix({ role, onReload }: { role: RoleView; onReload(): void }) {
  const rights = useStaffRights();
  const save = useSaveRole(role.code);
  const [matrix, setMatrix] = useState(() => matrixOf(role));
  // The version this form was read at: a background refresh never makes it overwrite a newer set.
  const [version, setVersion] = useState(role.version);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string; conflict?: boolean } | null>(null);
  const [pending, setPending] = useState(false);
  const readOnly = role.motifNonModifiable !== null || !rights.can('habilitations', 'update');
  const toggle = (resource: AdminResource, action: HabilitationAction, on: boolean) =>
    setMatrix((m) => {
      const actions = on ? [...m[resource].actions, action] : m[resource].actions.filter((a) => a !== action);
      return { ...m, [resource]: { ...m[resource], actions } };
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const habilitations: RoleHabilitation[] = adminResources
      .filter((r) => matrix[r].actions.length > 0)
      .map((r) => ({
        resource: r,
        actions: habilitationActionsInOrder.filter((a) => matrix[r].actions.includes(a)),
        scope: matrix[r].scope,
      }));
    setPending(true);
    setOutcome(null);
    try {
      const answer = await save({ version, habilitations });
      setVersion(answer.role.version);
      setOutcome({ ok: true, message: answer.message });
    } catch (error) {
      setOutcome({
        ok: false,
        message: error instanceof Error ? error.message : String(error),
        conflict: error instanceof ApiError && error.status === 409,
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <h1>{t.matrixTitle(role.libelle)}</h1>
      {readOnly && <p className="alert alert--info">{role.motifNonModifiable ?? t.lectureSeule}</p>}
      <p role="status" className={outcome?.ok ? 'alert alert--success' : 'visually-hidden'}>
        {outcome?.ok ? outcome.message : ''}
      </p>
      {outcome && !outcome.ok && (
        <div className="alert alert--danger" role="alert">
          <p>{outcome.message}</p>
          {outcome.conflict && (
            <button type="button" className="btn btn--secondary btn--small" onClick={onReload}>
              {t.recharger}
            </button>
          )}
        </div>
      )}
      <div className="data-grid__scroll" tabIndex={0} role="region" aria-labelledby="matrix-caption">
        <table className="data-grid__table role-matrix">
          <caption id="matrix-caption">{t.matrixCaption(role.libelle)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.ressource}</th>
              {habilitationActionsInOrder.map((action) => (
                <th scope="col" key={action} className="role-matrix__cell">
                  {habilitationActionLabels[action]}
                </th>
              ))}
              <th scope="col">{t.portee}</th>
            </tr>
          </thead>
          <tbody>
            {adminResources.map((resource) => {
              const label = adminResourceLabels[resource];
              return (
                <tr key={resource}>
                  <th scope="row">{label}</th>
                  {habilitationActionsInOrder.map((action) => (
                    <td key={action} className="role-matrix__cell">
                      <input
                        type="checkbox"
                        aria-label={t.checkbox(label, habilitationActionLabels[action])}
                        checked={matrix[resource].actions.includes(action)}
                        disabled={readOnly}
                        onChange={(event) => toggle(resource, action, event.target.checked)}
                      />
                    </td>
                  ))}
                  <td>
                    <select
                      aria-label={t.porteeLabel(label)}
                      value={matrix[resource].scope}
                      disabled={readOnly}
                      onChange={(event) =>
                        setMatrix((m) => ({
                          ...m,
                          [resource]: { ...m[resource], scope: event.target.value as HabilitationScope },
                        }))
                      }
                    >
                      {habilitationScopes.map((scope) => (
                        <option key={scope} value={scope}>
                          {habilitationScopeLabels[scope]}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {!readOnly && (
        <div className="button-row">
          <button type="submit" className="btn btn--primary" disabled={pending}>
            {t.enregistrer}
          </button>
        </div>
      )}
    </form>
  );
}
