import { cmsBlocStatutLabels, cmsDateTime, type CmsBlocSummary } from '@portail/shared/admin/cms';
import { cmsTexts as t } from './cms-texts';

/** A block's state as words (the colour only helps): online, withdrawn…, and what is pending. */
export function CmsStatut({ bloc }: { bloc: CmsBlocSummary }) {
  return (
    <span className="cms-statut">
      <span className={`chip chip--cms-${bloc.statut.replace('_', '-')}`}>{cmsBlocStatutLabels[bloc.statut]}</span>
      {bloc.hasDraft && <span className="cms-statut__note">{t.draft}</span>}
      {bloc.publishAt && <span className="cms-statut__note">{t.publishOn(cmsDateTime(bloc.publishAt))}</span>}
      {bloc.unpublishAt && <span className="cms-statut__note">{t.unpublishOn(cmsDateTime(bloc.unpublishAt))}</span>}
    </span>
  );
}
