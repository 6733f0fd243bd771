import path from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  smsWebhookUrl: string | undefined;
  demoData: boolean;
  /**
   * Demo mode only: an OpenID provider (issuer URL) that Prévoyance Horizon's members sign in with,
   * registered at each start as client `portail-horizon` with this secret (browser journeys, local try-outs).
   */
  demoOidc: { issuer: string; clientSecret: string } | undefined;
  /** Folder of the built SPA; absent in API-only tests. */
  webDist: string | undefined;
  logLevel: string;
  /** Secure cookies: on when PUBLIC_URL is https. */
  secureCookies: boolean;
  /** DEV_MAILBOX=on: /dev/mailbox shows every message sent (development only, never under https). */
  devMailbox: boolean;
  /**
   * OIDC_ALLOW_LOOPBACK=on: an OpenID provider on this machine (127.0.0.0/8, ::1) may be reached —
   * the demo's and the tests' provider. Never another private address; never under https (decision 035).
   */
  oidcAllowLoopback: boolean;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8080);
  const databaseUrl = env.DATABASE_URL || undefined;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const devMailbox = env.DEV_MAILBOX === 'on';
  if (devMailbox && publicUrl.startsWith('https://'))
    throw new Error(
      'DEV_MAILBOX=on est refusé quand PUBLIC_URL est en https : la boîte de développement montre les liens de réinitialisation de tous les comptes.',
    );
  const oidcAllowLoopback = env.OIDC_ALLOW_LOOPBACK === 'on';
  if (oidcAllowLoopback && publicUrl.startsWith('https://'))
    throw new Error(
      'OIDC_ALLOW_LOOPBACK=on est refusé quand PUBLIC_URL est en https : le portail joindrait un fournisseur d’identité sur sa propre machine.',
    );
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    publicUrl,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Mutuelle Démo <ne-pas-repondre@mutuelle-demo.fr>',
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
    demoData: env.DEMO_DATA
      ? env.DEMO_DATA !== 'off' && env.DEMO_DATA !== 'false' && env.DEMO_DATA !== '0'
      : !databaseUrl,
    demoOidc: env.DEMO_OIDC_ISSUER
      ? { issuer: env.DEMO_OIDC_ISSUER, clientSecret: env.DEMO_OIDC_CLIENT_SECRET ?? 'horizon-demo-secret' }
      : undefined,
    webDist: path.resolve(import.meta.dirname, '../../web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    secureCookies: publicUrl.startsWith('https://'),
    devMailbox,
    oidcAllowLoopback,
  };
}
