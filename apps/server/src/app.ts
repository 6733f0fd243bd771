import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import '@portail/shared/zod-fr';
import { serverMessages } from '@portail/shared/messages';
import type { AppConfig } from './config.ts';
import type { OutboundPolicy } from './lib/outbound-guard.ts';
import type { Db } from './db/database.ts';
import { AppError } from './lib/app-error.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createLifecycle, type Lifecycle } from './lib/lifecycle.ts';
import { mailboxRoutes } from './modules/mailbox/mailbox-routes.ts';
import { redactUrl } from './lib/log-redaction.ts';
import { accessPlugin, type DeclaredRoute } from './plugins/access.ts';
import { apiCompression } from './plugins/api-compression.ts';
import { apiCachePolicy } from './plugins/cache-policy.ts';
import { openapiOptions } from './plugins/openapi.ts';
import { clientPlugin } from './plugins/client.ts';
import { contratScopePlugin } from './plugins/contrat-scope.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { registerErrorHandlers } from './plugins/errors.ts';
import { databaseRateLimitStore } from './plugins/rate-limit-store.ts';
import { getOrCreateSecret } from './plugins/secrets-repository.ts';
import { createSecurityCodes } from './modules/mfa/security-codes.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { sessionPlugin } from './plugins/session.ts';
import { pageBootstrapFromApi } from './plugins/page-bootstrap.ts';
import { registerSpa } from './plugins/spa.ts';
import { clientsRoutes } from './modules/clients/clients-routes.ts';
import { cmsRoutes } from './modules/cms/cms-routes.ts';
import { cmsPopupsRoutes } from './modules/cms/cms-popups-routes.ts';
import { cmsAdminRoutes } from './modules/cms/cms-admin-routes.ts';
import { cmsAdminImageRoutes } from './modules/cms/cms-admin-image-routes.ts';
import { cmsAdminPublicationRoutes } from './modules/cms/cms-admin-publication-routes.ts';
import { cmsBlocRoutes } from './modules/cms/cms-bloc-routes.ts';
import { consentementsRoutes } from './modules/consentements/consentements-routes.ts';
import { contratsRoutes } from './modules/contrats/contrats-routes.ts';
import { contratRoutes } from './modules/contrats/contrat-routes.ts';
import { editionsRoutes } from './modules/contrats/editions-routes.ts';
import { garantiesRoutes } from './modules/contrats/garanties-routes.ts';
import { verifyRoutes } from './modules/contrats/verify-routes.ts';
import { faqRoutes } from './modules/faq/faq-routes.ts';
import { faqAvisRoutes } from './modules/faq/faq-avis-routes.ts';
import { faqCategoryRoutes } from './modules/faq/faq-category-routes.ts';
import { faqQuestionRoutes } from './modules/faq/faq-question-routes.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { identityRoutes } from './modules/identity/identity-routes.ts';
import { accountRoutes } from './modules/identity/account-routes.ts';
import { activationRoutes } from './modules/identity/activation-routes.ts';
import { forgotUsernameRoutes } from './modules/identity/forgot-username-routes.ts';
import { oidcRoutes } from './modules/identity/oidc-routes.ts';
import { passwordRoutes } from './modules/identity/password-routes.ts';
import { registrationRoutes } from './modules/identity/registration-routes.ts';
import { amfRoutes } from './modules/mfa/amf-routes.ts';
import { partenairesRoutes } from './modules/reseaux-soins/partenaires-routes.ts';
import { reseauxSoinsRoutes } from './modules/reseaux-soins/reseaux-soins-routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads-routes.ts';
import { changementsRoutes } from './modules/changements/changements-routes.ts';
import { demandesRoutes } from './modules/demandes/demandes-routes.ts';
import { profilRoutes } from './modules/profil/profil-routes.ts';
import { paiementsPrintRoutes } from './modules/profil/paiements-print-routes.ts';
import { documentsRoutes } from './modules/documents/documents-routes.ts';
import { remboursementsRoutes } from './modules/remboursements/remboursements-routes.ts';
import { remboursementDetailRoutes } from './modules/remboursements/remboursement-detail-routes.ts';
import { referentielsRoutes } from './modules/referentiels/referentiels-routes.ts';
import { referentielsAdminRoutes } from './modules/referentiels/referentiels-admin-routes.ts';
import { adherentsRoutes } from './modules/adherents/adherents-routes.ts';
import { ficheRoutes } from './modules/adherents/fiche-routes.ts';
import { viewAsRoutes } from './modules/adherents/view-as-routes.ts';
import { auditRoutes } from './modules/audit/audit-routes.ts';
import { journalAccesRoutes } from './modules/journal-acces/journal-acces-routes.ts';
import { viewAsReadsPlugin } from './modules/journal-acces/view-as-reads.ts';
import { configurationRoutes } from './modules/configuration/configuration-routes.ts';
import { configurationImagesRoutes } from './modules/configuration/configuration-images-routes.ts';
import { contratFonctionnalitesRoutes } from './modules/configuration/contrat-fonctionnalites-routes.ts';
import { conservationRoutes } from './modules/conservation/conservation-routes.ts';
import { inboxRoutes } from './modules/demandes/inbox-routes.ts';
import { habilitationsRoutes } from './modules/habilitations/habilitations-routes.ts';
import { audiencesRoutes } from './modules/audiences/audiences-routes.ts';
import { desabonnementRoutes } from './modules/notifications/desabonnement-routes.ts';
import { mesNotificationsRoutes } from './modules/notifications/mes-notifications-routes.ts';
import { exportDonneesRoutes } from './modules/export-donnees/export-donnees-routes.ts';
import { exportDonneesAdminRoutes } from './modules/export-donnees/export-donnees-admin-routes.ts';
import { notificationsAdminRoutes } from './modules/notifications/notifications-admin-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with the access it declares. */
    apiRoutes: readonly DeclaredRoute[];
    /** Where addresses typed in the back office may lead (an OpenID provider's): outbound-guard.ts. */
    outboundPolicy: OutboundPolicy;
  }
}

export interface AppDeps {
  config: Pick<AppConfig, 'secureCookies' | 'webDist' | 'logLevel'> &
    Partial<Pick<AppConfig, 'publicUrl' | 'smtpUrl' | 'devMailbox' | 'oidcAllowLoopback'>> & {
      /** AppConfig's, or true in tests that send X-Forwarded-For themselves. */
      trustProxy?: AppConfig['trustProxy'] | true;
      /** Count and time every answer in app.metricsRegistry (METRICS_PORT set); nothing per request otherwise. */
      metrics?: boolean;
    };
  db: Db;
  /** false in tests that do not want request logs; a stream to capture them. */
  logger?: boolean | { stream: NodeJS.WritableStream };
  /** The time scheduled CMS publications are read against; tests pass a fake one. */
  clock?: Clock;
  /** Draining or not (server.ts sets it on SIGTERM); a fresh one when absent. */
  lifecycle?: Lifecycle;
}

/** An incoming X-Request-Id is kept when it is a plain token (a load balancer's or a caller's), never text to log as is. */
const acceptedRequestId = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** Builds the app: external plugins → app plugins → routes → error handlers. server.ts only listens. */
export async function buildApp({
  config,
  db,
  logger = true,
  clock,
  lifecycle = createLifecycle(),
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger && {
      ...(typeof logger === 'object' ? { stream: logger.stream } : {}),
      level: config.logLevel,
      redact: [
        'req.headers.cookie',
        'req.headers["x-xsrf-token"]',
        'req.headers["x-securitycode"]',
        'res.headers["set-cookie"]',
      ],
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: redactUrl(req.url),
          ip: req.ip,
        }),
      },
    },
    // Unique across instances (not Fastify's per-process req-1, req-2…): the caller's X-Request-Id
    // when it is a plain token, else a new UUID; returned in X-Request-Id and logged as reqId.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && acceptedRequestId.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any plugin or route, so every context inherits it.
  registerErrorHandlers(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // Draining: keep answering, but ask each keep-alive client to reconnect (to another instance).
    if (lifecycle.draining) reply.header('connection', 'close');
    done();
  });
  // Every answer counted and timed (404s and errors included) in app.metricsRegistry, served on METRICS_PORT only.
  if (config.metrics) await app.register(metricsPlugin, { db });

  await app.register(fastifyCookie);
  await app.register(securityHeadersPlugin, {
    options: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'"],
          objectSrc: ["'none'"],
          // External links of CMS content open in the sandboxed frame modal (decision 020).
          frameSrc: ["'self'", 'https:'],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: config.secureCookies ? [] : null,
        },
      },
      strictTransportSecurity: config.secureCookies,
      crossOriginEmbedderPolicy: false,
    },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: () => new AppError(429, 'TOO_MANY_REQUESTS', serverMessages.tooManyRequests),
  });
  await app.register(fastifySwagger, openapiOptions);

  // Everything under /api runs in one plugin scope: its hooks apply to the matched route, whatever
  // spelling of the URL reached it (/%61pi/… included), and never to the SPA's pages.
  const csrfSecret = await getOrCreateSecret(db, 'csrf');
  const apiRoutes: DeclaredRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.decorate('outboundPolicy', { allowLoopback: config.oidcAllowLoopback ?? false });
  await app.register(
    async (api) => {
      await api.register(clientPlugin, { db });
      await api.register(csrfPlugin, { secret: csrfSecret, secure: config.secureCookies });
      await api.register(sessionPlugin, { db, secure: config.secureCookies });
      await api.register(accessPlugin, { db, routes: apiRoutes });
      // Staff reads « comme l'adhérent » of the member area's data go to the access log (decision 049).
      await api.register(viewAsReadsPlugin, { db });
      await api.register(contratScopePlugin, { db });
      // Idempotency-Key on signed-in writes: after every check, before compression sees the answer (decision 044).
      await api.register(idempotencyPlugin, { db });
      await api.register(apiCachePolicy);
      await api.register(apiCompression);

      // Every routes file of the modules is registered here, and only here (decision 042).
      const publicUrl = config.publicUrl ?? 'http://localhost:8080';
      const identity = { db, publicUrl, secureCookies: config.secureCookies };
      const codes = createSecurityCodes(db, await getOrCreateSecret(db, 'security-codes'));
      const cms = { db, clock: clock ?? systemClock };

      await api.register(healthRoutes, { db, lifecycle });
      await api.register(clientsRoutes, { db });
      // Identity (docs/identity-api.md): sign-in, then the account's lifecycle. One security-code service for every route that asks a code.
      for (const plugin of [identityRoutes, registrationRoutes, activationRoutes, oidcRoutes])
        await api.register(plugin, identity);
      for (const plugin of [passwordRoutes, accountRoutes, forgotUsernameRoutes, amfRoutes])
        await api.register(plugin, { ...identity, codes });
      // The member area.
      await api.register(contratsRoutes, { db });
      await api.register(contratRoutes, { db });
      await api.register(garantiesRoutes, { db });
      await api.register(editionsRoutes, { db, publicUrl });
      await api.register(verifyRoutes, { db });
      await api.register(cmsRoutes, cms);
      await api.register(cmsPopupsRoutes, cms);
      await api.register(faqRoutes, { db });
      await api.register(consentementsRoutes, { db });
      await api.register(reseauxSoinsRoutes, { db });
      await api.register(partenairesRoutes, { db });
      await api.register(uploadsRoutes, { db });
      await api.register(referentielsRoutes, { db });
      await api.register(demandesRoutes, { db, publicUrl, codes });
      await api.register(documentsRoutes, { db });
      await api.register(remboursementsRoutes, { db });
      await api.register(remboursementDetailRoutes, { db });
      await api.register(profilRoutes, { db });
      await api.register(paiementsPrintRoutes, { db, codes });
      await api.register(changementsRoutes, { db });
      await api.register(mesNotificationsRoutes, { db });
      await api.register(exportDonneesRoutes, { db, codes, publicUrl, clock: clock ?? systemClock });
      // The back office: each route names the habilitation it needs (decision 028).
      await api.register(adherentsRoutes, { db });
      await api.register(ficheRoutes, { db, publicUrl });
      await api.register(exportDonneesAdminRoutes, { db, publicUrl, clock: clock ?? systemClock });
      await api.register(viewAsRoutes, { db, secureCookies: config.secureCookies });
      await api.register(inboxRoutes, { db, publicUrl });
      await api.register(auditRoutes, { db });
      await api.register(journalAccesRoutes, { db });
      await api.register(habilitationsRoutes, { db });
      await api.register(configurationRoutes, { db });
      await api.register(configurationImagesRoutes, { db });
      await api.register(contratFonctionnalitesRoutes, { db });
      await api.register(conservationRoutes, { db });
      await api.register(referentielsAdminRoutes, { db });
      // CMS editor and FAQ management (issue 15, decision 032).
      for (const plugin of [cmsAdminRoutes, cmsBlocRoutes, cmsAdminPublicationRoutes, cmsAdminImageRoutes])
        await api.register(plugin, cms);
      for (const plugin of [faqCategoryRoutes, faqQuestionRoutes, faqAvisRoutes]) await api.register(plugin, { db });
      await api.register(audiencesRoutes, { db });
      await api.register(notificationsAdminRoutes, { db });
      api.get('/docs/json', { schema: { hide: true }, config: { access: 'public' } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );
  // The dev mailbox exists only when asked for (DEV_MAILBOX=on) and mail is not delivered by SMTP.
  if (config.devMailbox && !config.smtpUrl) {
    app.log.warn(
      'DEV_MAILBOX=on : /dev/mailbox montre tous les messages envoyés (liens de réinitialisation compris). Développement uniquement.',
    );
    await app.register(mailboxRoutes, { db });
  }
  // The unsubscribe page of notification e-mails: served here, outside the SPA and its bundle.
  await app.register(desabonnementRoutes, { db });
  await registerSpa(app, config.webDist, pageBootstrapFromApi(app));
  return app;
}
