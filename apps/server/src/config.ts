import { isIP } from 'node:net';
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
  /**
   * TRUST_PROXY: the load balancers whose X-Forwarded-For is believed — addresses and networks
   * (`10.0.0.5,10.0.1.0/24`, `loopback`); false when unset. Never `true`, nor a number of hops
   * (it does not say who the neighbour is): any client could then choose the address rate limits count by.
   */
  trustProxy: false | string[];
  /** DRAIN_SECONDS: after SIGTERM, how long the instance says « not ready » and keeps serving before it stops accepting. */
  drainSeconds: number;
  /** METRICS_PORT: the port of the Prometheus endpoint (/metrics), never the public one; undefined (unset): no endpoint. */
  metricsPort: number | undefined;
  /** METRICS_HOST: where the metrics endpoint listens (127.0.0.1 unless set). */
  metricsHost: string;
  /** METRICS_TOKEN: when set, a scrape must send `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
}

const namedNetworks = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrNetwork(entry: string): boolean {
  if (namedNetworks.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

export function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true')
    throw new Error(
      'TRUST_PROXY=true croirait l’en-tête X-Forwarded-For de n’importe quel client (limites par adresse contournées) : indiquez les adresses ou réseaux des répartiteurs (ex. 10.0.0.5,10.0.1.0/24, loopback).',
    );
  if (/^\d+$/.test(text))
    throw new Error(
      'TRUST_PROXY : un nombre de sauts ne dit pas quel voisin croire ; indiquez les adresses ou réseaux des répartiteurs (ex. 10.0.0.5,10.0.1.0/24).',
    );
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrNetwork(entry));
  if (wrong.length > 0)
    throw new Error(`TRUST_PROXY : « ${wrong.join(', ')} » n’est ni une adresse IP ni un réseau (CIDR).`);
  return entries;
}

/** METRICS_PORT, METRICS_HOST, METRICS_TOKEN (issue 24): Prometheus metrics on a port of their own. */
function parseMetrics(
  env: NodeJS.ProcessEnv,
  publicPort: number,
): Pick<AppConfig, 'metricsPort' | 'metricsHost' | 'metricsToken'> {
  const portText = env.METRICS_PORT?.trim() ?? '';
  const metricsPort = portText === '' ? undefined : Number(portText);
  if (metricsPort !== undefined && (!/^\d+$/.test(portText) || metricsPort < 1 || metricsPort > 65535))
    throw new Error('METRICS_PORT : un numéro de port entre 1 et 65535 (ex. 9464).');
  if (metricsPort === publicPort)
    throw new Error('METRICS_PORT : un autre port que PORT, les mesures ne sont jamais servies au public.');
  const metricsHost = env.METRICS_HOST?.trim() || '127.0.0.1';
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken !== undefined && !/^[A-Za-z0-9._~+/-]{16,}=*$/.test(metricsToken))
    throw new Error(
      'METRICS_TOKEN : au moins 16 caractères parmi lettres, chiffres et - . _ ~ + / (un jeton « Bearer »).',
    );
  return { metricsPort, metricsHost, metricsToken };
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
  const drainSeconds = Number(env.DRAIN_SECONDS ?? 6);
  if (!Number.isFinite(drainSeconds) || drainSeconds < 0 || drainSeconds > 300)
    throw new Error('DRAIN_SECONDS : un nombre de secondes entre 0 et 300.');
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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    drainSeconds,
    ...parseMetrics(env, port),
  };
}
