import type { CmsBlocDetail } from '@portail/shared/admin/cms';
import { cmsDateTime } from '@portail/shared/admin/cms';
import { useStaffRights } from '../shared/staff-rights';
import { CmsPreview } from './cms-preview';
import { ScrollTable } from '../shared/scroll-table';
import { cmsTexts } from './cms-texts';

const t = cmsTexts.history;

/** Every version of the block: who, when, which one is online, scheduled or the draft; preview or take one back. */
export function CmsHistory({
  bloc,
  onRestore,
}: {
  bloc: CmsBlocDetail;
  onRestore(versionId: number, numero: number): void;
}) {
  const rights = useStaffRights();
  return (
    <section className="card stack" aria-labelledby="cms-historique">
      <h2 id="cms-historique">{t.title}</h2>
      <ScrollTable
        labelledBy="cms-historique"
        caption={t.title}
        headers={[
          t.columns.numero,
          t.columns.title,
          t.columns.author,
          t.columns.createdAt,
          t.columns.state,
          t.columns.actions,
        ]}
      >
        {bloc.versions.map((version) => (
          <tr key={version.id}>
            <th scope="row">{version.numero}</th>
            <td>{version.title}</td>
            <td>{version.author ?? t.import}</td>
            <td>{cmsDateTime(version.createdAt)}</td>
            <td>
              {t.roles[version.role]}
              {version.publishedAt && (
                <span className="cms-statut__note">{t.publishedAt(cmsDateTime(version.publishedAt))}</span>
              )}
            </td>
            <td className="cms-history__actions">
              <CmsPreview
                blocId={bloc.id}
                name={bloc.name}
                listName={bloc.listName}
                version={version.id}
                label={t.preview(version.numero)}
              />
              {rights.can('cms', 'update') && version.role !== 'brouillon' && bloc.deletedAt === null && (
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  onClick={() => onRestore(version.id, version.numero)}
                >
                  {t.restore(version.numero)}
                </button>
              )}
            </td>
          </tr>
        ))}
      </ScrollTable>
    </section>
  );
}
