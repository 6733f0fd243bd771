import { naturesConservation, reglesConservation, uniteLibelles } from '@portail/shared/admin/conservation';
import type { SectionValues } from '@portail/shared/admin/configuration-api';
import { LoadingStatus } from '@/components/ui/loading-status';
import { ScrollTable } from '../shared/scroll-table';
import { configurationTexts } from './configuration-texts';
import { CodedField } from './config-fields';
import { SectionForm } from './config-section-form';
import type { TabProps } from './config-tab-props';
import { usePurges } from './purges-api';
import { useSectionForm } from './use-config-section-form';

const t = configurationTexts.conservation;
type Values = SectionValues<'conservation'>;

const dateHeure = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** How long each kind of personal data is kept (decision 051), and what the purge last did. */
export function ConservationTab(props: TabProps) {
  const { form, frame } = useSectionForm<Values>('conservation', props);
  return (
    <div className="stack">
      <SectionForm {...frame}>
        <p>{t.lead}</p>
        {naturesConservation.map((nature) => {
          const regle = reglesConservation[nature];
          const unite = uniteLibelles[regle.unite];
          return (
            <CodedField
              key={nature}
              control={form.control}
              name={`conservation.${nature}`}
              as="integer"
              label={t.label(regle.libelle, unite)}
              hint={t.hint(regle.aide, regle.min, regle.max, regle.defaut, unite)}
              required
            />
          );
        })}
      </SectionForm>
      <PurgeReports />
    </div>
  );
}

function PurgeReports() {
  const query = usePurges();
  return (
    <section className="stack" aria-labelledby="purges-title">
      <h2 id="purges-title">{t.reportsTitle}</h2>
      <p>{t.reportsLead}</p>
      {query.isPending ? (
        <LoadingStatus />
      ) : !query.data ? (
        <p className="alert alert--danger" role="alert">
          {t.reportsFailed}
        </p>
      ) : query.data.rapports.length === 0 ? (
        <p>{t.noReport}</p>
      ) : (
        <ScrollTable labelledBy="purges-title" caption={t.reportsTitle} headers={t.columns}>
          {query.data.rapports.map((r, index) => (
            <tr key={`${r.debut}-${r.nature}-${index}`}>
              <td>{dateHeure.format(new Date(r.debut))}</td>
              <td>{reglesConservation[r.nature].libelle}</td>
              <td>{r.supprimees.toLocaleString('fr-FR')}</td>
              <td>{r.anonymisees.toLocaleString('fr-FR')}</td>
              <td>{r.instance}</td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </section>
  );
}
