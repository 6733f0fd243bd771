import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configurationSections, type ConfigurationSection } from '@portail/shared/admin/configuration';
import { configurationClientSchema, sectionBodySchema } from '@portail/shared/admin/configuration-api';
import { configurationMessages as m, configurationSectionLabels } from '@portail/shared/admin/configuration-messages';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { findOidcProvider, upsertOidcProvider } from '../identity/oidc-repository.ts';
import { applySection, type SectionData } from './apply-section.ts';
import { sectionsOf, settingsOf } from './client-settings.ts';
import { findClientById, updateClientSettings } from './configuration-repository.ts';
import { readConfiguration } from './configuration-view.ts';
import { checkMembersCanSignIn } from './sign-in-check.ts';

const staleConfiguration = () => new AppError(409, 'STALE_VERSION', m.stale);

/** The keys of a tab whose value changed, before and after: what the audit log keeps. */
function changedKeys(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  const pick = (values: Record<string, unknown>) => Object.fromEntries(keys.map((key) => [key, values[key]]));
  return { before: pick(before), after: pick(after) };
}

/**
 * The client configuration in the back office (issue 14, decision 030): the staff member's client
 * only, read whole, saved one tab at a time from the version it was read at, audited in the save's
 * transaction. Every instance sees a save within 10 s (its client cache); this one at once.
 */
export const configurationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/configuration',
    {
      config: { access: 'staff', habilitation: { resource: 'configuration', action: 'read' } },
      schema: {
        tags: ['admin'],
        summary: 'Configuration du client du collaborateur, onglet par onglet, avec sa version',
        response: { 200: configurationClientSchema },
      },
    },
    async (request) => readConfiguration(db, request.client.id),
  );

  async function save<S extends ConfigurationSection>(
    request: FastifyRequest,
    section: S,
    body: SectionData<S> & { version: number },
  ) {
    const { version, ...data } = body;
    const clientId = request.client.id;
    const [row, provider] = await Promise.all([findClientById(db, clientId), findOidcProvider(db, clientId)]);
    if (row.version !== version) throw staleConfiguration();
    const current = settingsOf(row);
    const applied = applySection(section, current, data as unknown as SectionData<S>, provider);
    if (section === 'connexion') await checkMembersCanSignIn(applied, provider, app.outboundPolicy);
    const providerAfter = applied.provider && {
      issuer: applied.provider.issuer,
      oauth_client_id: applied.provider.oauthClientId,
      oauth_client_secret: applied.provider.oauthClientSecret,
      scope: applied.provider.scope,
    };
    const change = changedKeys(
      sectionsOf(current, provider)[section],
      sectionsOf(applied.settings, providerAfter ?? provider)[section],
    );
    const secretReplaced =
      section === 'connexion' && Boolean((data as unknown as SectionData<'connexion'>).oidc?.clientSecret);
    // The secret itself never reaches the log: only that it was replaced.
    if (secretReplaced) change.after = { ...change.after, secretOidc: 'remplacé' };
    if (Object.keys(change.after).length === 0) return readConfiguration(db, clientId);
    await db.transaction().execute(async (trx) => {
      if ((await updateClientSettings(trx, clientId, version, applied.settings)) === undefined)
        throw staleConfiguration();
      if (applied.provider) await upsertOidcProvider(trx, { clientId, ...applied.provider });
      await recordAudit(trx, request, {
        resource: 'configuration',
        action: 'configuration.modifier',
        target: `client:${row.code}`,
        targetLabel: `${applied.settings.libelle} — ${configurationSectionLabels[section]}`,
        ...change,
      });
    });
    app.forgetClientRows();
    return readConfiguration(db, clientId);
  }

  for (const section of configurationSections)
    app.put(
      `/admin/configuration/${section}`,
      {
        config: { access: 'staff', habilitation: { resource: 'configuration', action: 'update' } },
        schema: {
          tags: ['admin'],
          summary: `Configuration du client : onglet « ${configurationSectionLabels[section]} » (409 si la version est dépassée)`,
          body: sectionBodySchema(section),
          response: { 200: configurationClientSchema },
        },
      },
      async (request) => save(request, section, request.body as SectionData<typeof section> & { version: number }),
    );
};
