// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import type { ComponentType } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { configurationSections, type ConfigurationSection } from '@portail/shared/admin/configuration';
import { configurationSectionLabels } from '@portail/shared/admin/configuration-messages';
import { LoadingStatus } from '@/components/ui/loading-status';
import { Tabs } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api-error';
import { usePageTitle } from '@/lib/use-page-title';
import { useConfiguration } from './configuration-api';
import { useStaffRights } from '../shared/staff-rights';
import { configurationTexts as t } from './configuration-texts';
import { ConnexionTab } from './config-connexion-tab';
import { ConsentementsTab } from './config-consentements-tab';
import { FonctionnalitesTab } from './config-fonctionnalites-tab';
import { FormulairesTab } from './config-formulaires-tab';
import { IdentiteTab } from './config-identite-tab';
import { LiensTab } from './config-liens-tab';
import { SepaTab } from './config-sepa-tab';
import { ConservationTab } from './config-conservation-tab';
import type { TabProps } from './config-tab-props';
import './configuration.css';

const tabs: Record<ConfigurationSection, ComponentType<TabProps>> = {
  identite: IdentiteTab,
  connexion: ConnexionTab,
  consentements: ConsentementsTab,
  fonctionnalites: FonctionnalitesTab,
  formulaires: FormulairesTab,
  liens: LiensTab,
  sepa: SepaTab,
  conservation: ConservationTab,
};

function isSection(value: string): value is ConfigurationSection {
  return (configurationSections as readonly string[]).includes(value);
}

/** Back office: « Configuration du client » (issue 14, decision 030), one tab per part, each an address. */
export function ConfigurationPage() {
  const { onglet = 'identite' } = useParams();
  const navigate = useNavigate();
  const query = useConfiguration();
  const rights = useStaffRights();
  usePageTitle(isSection(onglet) ? `${configurationSectionLabels[onglet]} – ${t.title}` : t.title);
  if (!isSection(onglet)) return <Navigate to="/admin/configuration" replace />;
  if (query.isPending) return <LoadingStatus />;
  const config = query.data;
  if (!config)
    return (
      <section className="card">
        <h1>{t.title}</h1>
        <p className="alert alert--danger" role="alert">
          {query.error instanceof ApiError ? query.error.message : t.loadFailed}
        </p>
      </section>
    );
  const readOnly = !rights.can('configuration', 'update');
  const reload = () => void query.refetch();
  return (
    <div className="stack configuration">
      <section className="card">
        <h1>{t.title}</h1>
        <p className="lead">{t.lead(config.identite.libelle)}</p>
        {readOnly && <p className="alert alert--info">{t.readOnly}</p>}
      </section>
      <div className="card">
        <Tabs
          label={t.tabsLabel}
          selectedKey={onglet}
          onSelectionChange={(key) =>
            navigate(key === 'identite' ? '/admin/configuration' : `/admin/configuration/${key}`)
          }
          items={configurationSections.map((section) => {
            const Tab = tabs[section];
            return {
              key: section,
              label: configurationSectionLabels[section],
              content: <Tab config={config} readOnly={readOnly} onReload={reload} />,
            };
          })}
        />
      </div>
    </div>
  );
}
