import type { AudienceRegle } from '@portail/shared/admin/audiences';
import { Button } from '@/components/ui/button';
import { useAudiencePreview } from '../shared/audiences-api';
import { audiencesTexts as t } from './audiences-texts';

/** The first members of the rule as it is now, on demand. */
export function AudiencePreview({ regle, valid }: { regle: AudienceRegle; valid: boolean }) {
  const preview = useAudiencePreview();
  const c = t.previewColumns;
  return (
    <div className="stack">
      <div>
        <Button variant="secondary" disabled={!valid || preview.isPending} onClick={() => preview.mutate(regle)}>
          {t.preview}
        </Button>
      </div>
      {preview.data && (
        <div className="data-grid__scroll" tabIndex={0} role="region" aria-label={t.previewCaption}>
          <table className="data-grid__table">
            <caption>{t.previewCaption}</caption>
            <thead>
              <tr>
                {[c.numPers, c.nom, c.prenom, c.age, c.departement, c.compte].map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.data.adherents.map((a) => (
                <tr key={a.id}>
                  <td>{a.numPers}</td>
                  <td>{a.nom}</td>
                  <td>{a.prenom}</td>
                  <td>{a.age}</td>
                  <td>{a.departement ?? ''}</td>
                  <td>{a.compte ? t.oui : t.non}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
