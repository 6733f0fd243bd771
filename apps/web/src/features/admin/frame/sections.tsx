import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { AdminResource } from '@portail/shared/admin/habilitations';
import { AdherentsPage } from '../adherents/adherents-page';
import { AuditPage } from '../audit/audit-page';
import { DemandePage } from '../demandes/inbox-demande-page';
import { FluxPage } from '../flux/flux-page';
import { InboxPage } from '../demandes/inbox-page';
import { CmsBlocPage, CmsNewBlocPage } from '../contenus/cms-bloc-page';
import { CmsListsPage } from '../contenus/cms-lists-page';
import { cmsTexts } from '../contenus/cms-texts';
import { FaqAdminPage } from '../faq/faq-admin-page';
import { FaqAvisPage } from '../faq/faq-avis-page';
import { FaqCommentairesPage } from '../faq/faq-commentaires-page';
import { FaqQuestionPage } from '../faq/faq-question-page';
import { faqTexts } from '../faq/faq-texts';
import { FichePage } from '../adherents/fiche-page';
import { configurationTexts } from '../configuration/configuration-texts';
import { HabilitationsPage } from '../habilitations/habilitations-page';
import { RoleMatrixPage } from '../habilitations/habilitations-role-page';
import { ReferentielTablePage } from '../referentiels/referentiel-table-page';
import { ReferentielsPage } from '../referentiels/referentiels-page';
import { habilitationsTexts } from '../habilitations/habilitations-texts';
import { referentielsTexts } from '../referentiels/referentiels-texts';
import { fluxTexts } from '../flux/flux-texts';
import { inboxTexts } from '../demandes/inbox-texts';
import { AudienceEditPage } from '../audiences/audience-edit-page';
import { AudiencesPage } from '../audiences/audiences-page';
import { audiencesTexts } from '../audiences/audiences-texts';
import { NotificationEditPage } from '../notifications/notification-edit-page';
import { NotificationsPage } from '../notifications/notifications-page';
import { notificationsAdminTexts } from '../notifications/notifications-texts';
import { JournalAccesPage } from '../journal-acces/journal-acces-page';
import { journalAccesTexts } from '../journal-acces/journal-acces-texts';
import { adminTexts } from '../shared/texts';

/** The configuration's forms and schemas: a chunk of their own, fetched when the section opens. */
const ConfigurationPage = lazy(() =>
  import('../configuration/configuration-page').then((module) => ({ default: module.ConfigurationPage })),
);

/** One section of the back office: its place in the navigation, its card on the home page, its screens. */
export interface AdminSection {
  /** Under /admin. */
  path: string;
  /** The search the navigation opens the section with (e.g. the open requests). */
  search?: string;
  /** The section shows when the staff member may read it (the server checks every call again). */
  resource: AdminResource;
  title: string;
  cardLead: string;
  /** Paths relative to /admin; the first is the section's list. */
  screens: RouteObject[];
}

/** Every section of the back office, in the navigation's order. A new section is one entry here. */
export const adminSections: AdminSection[] = [
  {
    path: 'adherents',
    resource: 'adherents',
    title: adminTexts.adherents.title,
    cardLead: adminTexts.adherents.cardLead,
    screens: [
      { path: 'adherents', element: <AdherentsPage /> },
      { path: 'adherents/:id', element: <FichePage /> },
    ],
  },
  {
    path: 'demandes',
    search: '?statut=ouvertes',
    resource: 'demandes',
    title: inboxTexts.title,
    cardLead: inboxTexts.cardLead,
    screens: [
      { path: 'demandes', element: <InboxPage /> },
      { path: 'demandes/:id', element: <DemandePage /> },
    ],
  },
  {
    path: 'flux',
    resource: 'flux',
    title: fluxTexts.title,
    cardLead: fluxTexts.cardLead,
    screens: [{ path: 'flux', element: <FluxPage /> }],
  },
  {
    path: 'configuration',
    resource: 'configuration',
    title: configurationTexts.title,
    cardLead: configurationTexts.cardLead,
    screens: [
      { path: 'configuration', element: <ConfigurationPage /> },
      { path: 'configuration/:onglet', element: <ConfigurationPage /> },
    ],
  },
  {
    path: 'referentiels',
    resource: 'referentiels',
    title: referentielsTexts.title,
    cardLead: referentielsTexts.cardLead,
    screens: [
      { path: 'referentiels', element: <ReferentielsPage /> },
      { path: 'referentiels/:table', element: <ReferentielTablePage /> },
    ],
  },
  {
    path: 'habilitations',
    resource: 'habilitations',
    title: habilitationsTexts.title,
    cardLead: habilitationsTexts.cardLead,
    screens: [
      { path: 'habilitations', element: <HabilitationsPage /> },
      { path: 'habilitations/:role', element: <RoleMatrixPage /> },
    ],
  },
  {
    path: 'contenus',
    resource: 'cms',
    title: cmsTexts.title,
    cardLead: cmsTexts.cardLead,
    screens: [
      { path: 'contenus', element: <CmsListsPage /> },
      { path: 'contenus/nouveau', element: <CmsNewBlocPage /> },
      { path: 'contenus/:id', element: <CmsBlocPage /> },
    ],
  },
  {
    path: 'faq',
    resource: 'faq',
    title: faqTexts.title,
    cardLead: faqTexts.cardLead,
    screens: [
      { path: 'faq', element: <FaqAdminPage /> },
      { path: 'faq/questions/nouvelle', element: <FaqQuestionPage /> },
      { path: 'faq/questions/:id', element: <FaqQuestionPage /> },
      { path: 'faq/avis', element: <FaqAvisPage /> },
      { path: 'faq/avis/:id', element: <FaqCommentairesPage /> },
    ],
  },
  {
    path: 'notifications',
    resource: 'notifications',
    title: notificationsAdminTexts.title,
    cardLead: notificationsAdminTexts.cardLead,
    screens: [
      { path: 'notifications', element: <NotificationsPage /> },
      { path: 'notifications/:id', element: <NotificationEditPage /> },
    ],
  },
  {
    path: 'audiences',
    resource: 'audiences',
    title: audiencesTexts.title,
    cardLead: audiencesTexts.cardLead,
    screens: [
      { path: 'audiences', element: <AudiencesPage /> },
      { path: 'audiences/:id', element: <AudienceEditPage /> },
    ],
  },
  {
    path: 'audit',
    resource: 'audit',
    title: adminTexts.audit.title,
    cardLead: adminTexts.audit.cardLead,
    screens: [{ path: 'audit', element: <AuditPage /> }],
  },
  {
    path: 'journal-acces',
    resource: 'journal_acces',
    title: journalAccesTexts.title,
    cardLead: journalAccesTexts.cardLead,
    screens: [{ path: 'journal-acces', element: <JournalAccesPage /> }],
  },
];
