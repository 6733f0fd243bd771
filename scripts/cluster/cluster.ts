/**
 * `npm run test:cluster` (issue 24): three instances on one throwaway PostgreSQL database behind
 * HAProxy configured by deploy/haproxy.cfg, mail to an SMTP sink in this process, signed-in load
 * through HAProxy, and four faults:
 *   a) kill -9 of an instance, restarted a second later as systemd would;
 *   b) a rolling restart, SIGTERM one instance at a time — zero failed requests required;
 *   c) pg_terminate_backend of every connection of the instances — none may exit;
 *   d) kill -9 of the instance sending a notification to a few thousand members — each gets it exactly
 *      once (a second copy with the same Message-ID is counted apart: delivery is at least once).
 * Each scenario prints its requests, failures, acknowledged writes found exactly once in the database,
 * mails delivered and recovery times. Fails on a lost or duplicated acknowledged write, an instance
 * exiting by itself, a failed request during the rolling restart, a member without the notification
 * or with two different ones, or a notification not complete within its bound.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { generateDataKeysText, installDataKeys, parseDataKeys } from '../../apps/server/src/lib/field-encryption.ts';
import { generateMembers } from '../../apps/server/src/test/generated-members.ts';
import { header, startSmtp, type TestSmtp } from '../../apps/server/src/test/smtp-server.ts';
import { staffSession } from '../bench-audiences.ts';
import { findHaproxy, retriesBetween, startHaproxy, type Haproxy } from './haproxy.ts';
import { Instance, isReady, serverCommand, sleep } from './instances.ts';
import { startLoad, type LoadResult } from './load.ts';

export interface ClusterOptions {
  /** Shorter scenarios and fewer members: the summary line of `npm run bench`. */
  quick?: boolean;
  /** Where the report goes, line by line (console.log by default). */
  print?: (line: string) => void;
}

interface ScenarioReport {
  name: string;
  load: LoadResult;
  figures: [label: string, value: string][];
  problems: string[];
  /** When the fault struck (performance.now()): failures are timed from it; faultWall is its Date.now(). */
  faultAt?: number;
  faultWall?: number;
  /** Wall-clock bounds of the load (Date.now()), to read HAProxy's log. */
  wall: [number, number];
}

export interface ClusterResult {
  ok: boolean;
  problems: string[];
  scenarios: { name: string; requests: number; failed: number; figures: Record<string, string> }[];
  seconds: number;
}

const adminUrl = process.env.CLUSTER_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const drainSeconds = 4;
const staff = { userName: 'admin@example.com', password: 'Gestion#2026' };

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const count = (n: number) => n.toLocaleString('en');

async function freePorts(n: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<net.Server>((resolve) => {
          const server = net.createServer();
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** One statement on a connection of its own: the checks survive pg_terminate_backend. */
async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The sink's mails, indexed by Message-ID (the outbox row's UUID) as they arrive. */
class Mailbox {
  private seen = 0;
  readonly copies = new Map<string, number>();
  /** Mails carrying List-Unsubscribe: the notification's. */
  bulk = 0;

  constructor(readonly smtp: TestSmtp) {}

  refresh(): this {
    for (; this.seen < this.smtp.received.length; this.seen++) {
      const raw = this.smtp.received[this.seen]!.raw;
      const uuid = /<([^@>]+)@/.exec(header(raw, 'message-id') ?? '')?.[1] ?? `sans-message-id-${this.seen}`;
      this.copies.set(uuid, (this.copies.get(uuid) ?? 0) + 1);
      if (header(raw, 'list-unsubscribe')) this.bulk++;
    }
    return this;
  }
}

export async function runCluster(options: ClusterOptions = {}): Promise<ClusterResult> {
  const print = options.print ?? ((line: string) => console.log(line));
  const quick = options.quick ?? false;
  const loadMs = (quick ? 10 : 24) * 1000;
  const warmMs = (quick ? 3 : 6) * 1000;
  const users = quick ? 4 : 6;
  const generated = Number(process.env.CLUSTER_MEMBERS ?? (quick ? 600 : 2000));
  // The whole notification, and the mails an instance had taken when it was killed (its leases).
  const notificationBoundMs = Number(process.env.CLUSTER_NOTIFICATION_BOUND_S ?? 240) * 1000;
  const leaseBoundMs = Number(process.env.CLUSTER_LEASE_BOUND_S ?? 90) * 1000;
  const startedAt = performance.now();
  const problems: string[] = [];
  const reports: ScenarioReport[] = [];
  const runId = `${process.pid}${Date.now().toString(36)}`;

  const binary = findHaproxy();
  if (!binary) throw new Error('HAProxy absent : apt-get install -y haproxy (le service système n’est pas utilisé)');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const dbName = `portail_cluster_${process.pid}`;
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  const runDir = mkdtempSync(path.join(tmpdir(), 'portail-cluster-'));
  const [haproxyPort, statsPort, ...instancePorts] = await freePorts(5);
  const smtp = await startSmtp();
  const mailbox = new Mailbox(smtp);
  // One key set for the three instances and for the members generated here (decision 048).
  const dataKeysText = process.env.DATA_ENCRYPTION_KEYS || generateDataKeysText();
  installDataKeys(parseDataKeys(dataKeysText));
  const env = {
    DATA_ENCRYPTION_KEYS: dataKeysText,
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(runDir, 'data'),
    PUBLIC_URL: `http://localhost:${haproxyPort}`,
    SMTP_URL: smtp.url,
    DEV_MAILBOX: 'off',
    DRAIN_SECONDS: String(drainSeconds),
    TRUST_PROXY: 'loopback',
    DEMO_DATA: 'off',
    LOG_LEVEL: 'info',
  };
  const instances = instancePorts.map((port, i) => new Instance(`portail${i + 1}`, port, runDir, env));
  let haproxy: Haproxy | undefined;
  let keepLogs = false;
  const check = (condition: boolean, problem: string, report?: ScenarioReport) => {
    if (condition) return;
    problems.push(report ? `${report.name}: ${problem}` : problem);
    report?.problems.push(problem);
  };
  const rel = (at: number, since: number) => seconds(at - since);

  try {
    print(
      `cluster: 3 instances (${serverCommand}), HAProxy ${haproxyPort} (deploy/haproxy.cfg), PostgreSQL ${dbName}, SMTP sink ${smtp.port}, logs ${runDir}`,
    );
    // Migrations and demo data once, by the first instance (DEMO_DATA=on); the others start on them.
    const first = instances[0]!;
    first.start({ DEMO_DATA: 'on' });
    const firstMs = await first.waitReady(120_000);
    const members = performance.now();
    await (async () => {
      const database = await openDatabase({ databaseUrl, poolSize: 2 });
      try {
        await generateMembers(database.db, 'demo', generated, 'G');
      } finally {
        await database.close();
      }
    })();
    const membersMs = performance.now() - members;
    for (const instance of instances.slice(1)) instance.start();
    await Promise.all(instances.slice(1).map((instance) => instance.waitReady(120_000)));
    haproxy = await startHaproxy({
      binary,
      port: haproxyPort!,
      statsPort: statsPort!,
      servers: instancePorts,
      logFile: path.join(runDir, 'haproxy.log'),
    });
    const proxy = haproxy;
    await Promise.all(instances.map((instance) => proxy.waitFor(instance.name, 'UP', 20_000)));
    print(
      `set-up: first start with migrations and demo data ${seconds(firstMs)}, ${count(generated)} generated members ${seconds(membersMs)}, all UP in HAProxy after ${seconds(performance.now() - startedAt)}`,
    );

    async function scenario(
      name: string,
      addressNet: number,
      fault: (report: ScenarioReport, loadStartedAt: number, stopLoad: () => Promise<void>) => Promise<void>,
    ): Promise<ScenarioReport> {
      const report: ScenarioReport = {
        name,
        load: { requests: 0, failures: [], writes: [], byRoute: {} },
        figures: [],
        problems: [],
        wall: [Date.now(), 0],
      };
      const load = startLoad({
        port: proxy.port,
        users,
        addressNet,
        markerPrefix: `cluster-${runId}-${name[0]}`,
      });
      const loadStartedAt = performance.now();
      let stopped: Promise<void> | undefined;
      // The load lasts at least loadMs; a scenario may stop it before its own end (d waits for mails).
      const stopLoad = () =>
        (stopped ??= (async () => {
          const left = loadMs - (performance.now() - loadStartedAt);
          if (left > 0) await sleep(left);
          report.load = await load.stop();
          report.wall[1] = Date.now();
        })());
      try {
        await fault(report, loadStartedAt, stopLoad);
      } finally {
        await stopLoad();
      }
      for (const instance of instances) check(instance.pid !== undefined, `${instance.name} ne tourne plus`, report);
      reports.push(report);
      return report;
    }

    // a) kill -9, then the supervisor's restart one second later.
    await scenario('a) kill -9 of one instance', 21, async (report, loadStartedAt) => {
      await sleep(warmMs);
      const victim = instances[1]!;
      const killedAt = performance.now();
      await victim.kill9();
      const down = proxy.waitFor(victim.name, 'DOWN', 15_000).then(() => performance.now() - killedAt);
      await sleep(1000);
      victim.start();
      const startMs = await victim.waitReady();
      const downAfter = await down.catch(() => NaN);
      await proxy.waitFor(victim.name, 'UP', 30_000);
      const upAfter = performance.now() - killedAt;
      report.figures.push(
        ['killed', `${victim.name} at +${rel(killedAt, loadStartedAt)}`],
        ['out of HAProxy (DOWN) after', Number.isNaN(downAfter) ? 'not seen' : seconds(downAfter)],
        ['back in HAProxy (UP) after', `${seconds(upAfter)} (restarted after 1 s, its start-up ${seconds(startMs)})`],
      );
      report.faultAt = killedAt;
      report.faultWall = Date.now() - (performance.now() - killedAt);
    });

    // b) rolling restart: SIGTERM, wait for the exit, restart, wait until HAProxy sends again; next.
    await scenario('b) rolling restart (SIGTERM each in turn)', 22, async (report) => {
      await sleep(warmMs / 2);
      const steps: string[] = [];
      for (const instance of instances) {
        const stoppingAt = performance.now();
        const down = proxy.waitFor(instance.name, 'DOWN', 30_000).then(() => performance.now() - stoppingAt);
        const exit = await instance.terminate();
        const stopMs = performance.now() - stoppingAt;
        check(exit.code === 0, `${instance.name} : code de sortie ${exit.code} après SIGTERM`, report);
        const downMs = await down.catch(() => NaN);
        instance.start();
        const startMs = await instance.waitReady();
        await proxy.waitFor(instance.name, 'UP', 30_000);
        steps.push(
          `${instance.name} out of HAProxy after ${seconds(downMs)}, exited after ${seconds(stopMs)}, started in ${seconds(startMs)}, UP after ${seconds(performance.now() - stoppingAt)}`,
        );
      }
      report.figures.push(['steps', steps.join('; ')]);
      await sleep(2000);
    });

    // c) every connection of the instances to PostgreSQL cut at once.
    await scenario('c) pg_terminate_backend of every connection', 23, async (report, loadStartedAt) => {
      await sleep(warmMs);
      const cutAt = performance.now();
      const [{ terminated }] = await query<{ terminated: number }>(
        adminUrl,
        `select count(*) filter (where pg_terminate_backend(pid))::int as terminated
         from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [dbName],
      ).then((rows) => rows as [{ terminated: number }]);
      let allReadyMs = NaN;
      while (performance.now() - cutAt < 30_000) {
        if ((await Promise.all(instances.map((instance) => isReady(instance.port)))).every(Boolean)) {
          allReadyMs = performance.now() - cutAt;
          break;
        }
        await sleep(50);
      }
      await sleep(3000);
      report.figures.push(
        ['connections terminated', `${terminated} at +${rel(cutAt, loadStartedAt)}`],
        ['every instance ready again after', Number.isNaN(allReadyMs) ? 'not within 30 s' : seconds(allReadyMs)],
      );
      report.faultAt = cutAt;
      report.faultWall = Date.now() - (performance.now() - cutAt);
    });

    // d) kill -9 of the instance sending a notification to every member with an account: once a few
    // percent of its mails are in the sink (default), or as soon as it has taken the notification
    // (CLUSTER_NOTIFICATION_KILL=claim: its lease on the notification itself must run out).
    const killAtClaim = process.env.CLUSTER_NOTIFICATION_KILL === 'claim';
    let notificationId = 0;
    await scenario('d) kill -9 during a notification send', 24, async (report, _loadStartedAt, stopLoad) => {
      const base = `http://127.0.0.1:${proxy.port}`;
      const headers = await staffSession(base, databaseUrl, staff);
      const post = async (url: string, body?: unknown) => {
        const xsrf = /XSRF-TOKEN=([^;]+)/.exec(headers.cookie ?? '')?.[1] ?? '';
        const response = await fetch(`${base}${url}`, {
          method: 'POST',
          headers: {
            ...headers,
            'x-xsrf-token': xsrf,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        const text = await response.text();
        if (!response.ok) throw new Error(`${url} : ${response.status} ${text.slice(0, 200)}`);
        return JSON.parse(text) as Record<string, unknown>;
      };
      const regle = { combinaison: 'et', conditions: [{ champ: 'comptePortail', valeur: true }], groupes: [] };
      const audience = await post('/api/admin/audiences', { nom: `Cluster ${runId}`, regle });
      const { joignables } = (await post('/api/admin/audiences/compter', { regle })) as { joignables: number };
      const notification = await post('/api/admin/notifications', {
        titre: `Test de grappe ${runId}`,
        contenu: '<p>Votre espace adhérent évolue.</p>',
        lien: '/espace-adherent',
        audienceId: audience.id,
        canalPortail: true,
        canalEmail: true,
      });
      notificationId = notification.id as number;
      const sender = new Promise<Instance>((resolve) => {
        for (const instance of instances)
          instance.onLogLine('notification : envoi', (line) => {
            if (line.msg === 'notification : envoi' && line.notificationId === notificationId) resolve(instance);
          });
      });
      const bulkBefore = mailbox.refresh().bulk;
      await post(`/api/admin/notifications/${notificationId}/envoyer`);
      const sentAt = performance.now();
      const victim = await Promise.race([sender, sleep(30_000).then(() => undefined)]);
      if (!victim) throw new Error('aucune instance n’a pris la notification en 30 s');
      const tookMs = performance.now() - sentAt;
      // The kill: once a few percent of the mails have reached the sink.
      const killWhen = killAtClaim ? 0 : Math.max(1, Math.round(joignables * 0.05));
      let firstMailAt: number | undefined;
      while (mailbox.refresh().bulk - bulkBefore < killWhen && performance.now() - sentAt < 60_000) {
        if (firstMailAt === undefined && mailbox.bulk > bulkBefore) firstMailAt = performance.now();
        await sleep(10);
      }
      const killedAt = performance.now();
      report.faultAt = killedAt;
      report.faultWall = Date.now() - (performance.now() - killedAt);
      await victim.kill9();
      const deliveredAtKill = mailbox.refresh().bulk - bulkBefore;
      const [state] = await query<{ statut: string; rows: number; sent: number }>(
        databaseUrl,
        `select n.statut, count(o.id)::int as rows, count(o.sent_at)::int as sent
         from notifications n left join outbox o on o.notification_id = n.id where n.id = $1 group by n.statut`,
        [notificationId],
      );
      // Mails taken and not yet sent at the kill: the dead instance's wait for their lease to run out.
      const held = (
        await query<{ id: number }>(
          databaseUrl,
          'select id from outbox where notification_id = $1 and sent_at is null and locked_until > now()',
          [notificationId],
        )
      ).map((row) => row.id);
      const loadDone = stopLoad();
      // The supervisor's restart, a second later, while the others carry on.
      const restarted = sleep(1000).then(() => {
        victim.start();
        return victim.waitReady();
      });
      // Complete: the notification « envoyée », every mail row sent, every Message-ID in the sink.
      let completeMs = NaN;
      let heldDoneMs = NaN;
      while (performance.now() - killedAt < notificationBoundMs) {
        const [progress] = await query<{ statut: string; unsent: number; held: number }>(
          databaseUrl,
          `select statut,
             (select count(*)::int from outbox where notification_id = $1 and sent_at is null) as unsent,
             (select count(*)::int from outbox where id = any($2) and sent_at is null) as held
           from notifications where id = $1`,
          [notificationId, held],
        );
        if (Number.isNaN(heldDoneMs) && progress?.held === 0) heldDoneMs = performance.now() - killedAt;
        if (progress?.statut === 'envoyee' && progress.unsent === 0) {
          const uuids = await query<{ uuid: string }>(
            databaseUrl,
            'select message_uuid::text as uuid from outbox where notification_id = $1',
            [notificationId],
          );
          mailbox.refresh();
          if (uuids.every((row) => mailbox.copies.has(row.uuid))) {
            completeMs = performance.now() - killedAt;
            break;
          }
        }
        await sleep(200);
      }
      await Promise.all([restarted, loadDone]);
      check(
        !Number.isNaN(completeMs),
        `notification pas terminée ${seconds(notificationBoundMs)} après le kill (CLUSTER_NOTIFICATION_BOUND_S)`,
        report,
      );
      check(
        heldDoneMs <= leaseBoundMs,
        `les ${held.length} e-mails pris au moment du kill pas envoyés ${seconds(leaseBoundMs)} après (CLUSTER_LEASE_BOUND_S)`,
        report,
      );
      // Each member mailed exactly once: one outbox row per recipient, its Message-ID in the sink.
      const rows = await query<{ recipient: string; uuid: string }>(
        databaseUrl,
        'select recipient, message_uuid::text as uuid from outbox where notification_id = $1',
        [notificationId],
      );
      const [{ mailed }] = (await query<{ mailed: number }>(
        databaseUrl,
        `select count(*)::int as mailed from notification_destinataires where notification_id = $1 and email = 'en_file'`,
        [notificationId],
      )) as [{ mailed: number }];
      const perRecipient = new Map<string, number>();
      for (const row of rows) perRecipient.set(row.recipient, (perRecipient.get(row.recipient) ?? 0) + 1);
      const twice = [...perRecipient.values()].filter((n) => n > 1).length;
      mailbox.refresh();
      const missing = rows.filter((row) => !mailbox.copies.has(row.uuid)).length;
      const extraCopies = rows.reduce((sum, row) => sum + Math.max(0, (mailbox.copies.get(row.uuid) ?? 0) - 1), 0);
      check(perRecipient.size === mailed, `${mailed} destinataires à écrire, ${perRecipient.size} écrits`, report);
      check(twice === 0, `${twice} membres avec deux e-mails différents (Message-ID distincts)`, report);
      check(missing === 0, `${missing} e-mails jamais reçus`, report);
      report.figures.push(
        [
          'notification',
          `${count(mailed)} members to mail (audience: ${count(joignables)} reachable), taken by ${victim.name} ${seconds(tookMs)} after « envoyer »`,
        ],
        [
          'kill -9 of the sender',
          `${victim.name} with ${count(deliveredAtKill)} mails in the sink${firstMailAt ? ` (${Math.round((deliveredAtKill / (killedAt - firstMailAt)) * 1000)} mails/s before the kill)` : ''}; notification ${state?.statut ?? '?'}, outbox ${count(state?.rows ?? 0)} rows, ${count(state?.sent ?? 0)} sent, ${held.length} taken and unsent`,
        ],
        [
          'mails',
          `${count(perRecipient.size - twice)} members got exactly one Message-ID, ${twice} got two; ${missing} missing; ${extraCopies} extra copies with the same Message-ID (at least once)`,
        ],
        ['taken-and-unsent mails sent', Number.isNaN(heldDoneMs) ? 'never' : `${seconds(heldDoneMs)} after the kill`],
        ['complete after the kill', Number.isNaN(completeMs) ? 'NOT within the bound' : seconds(completeMs)],
      );
    });

    // Every acknowledged write exactly once in the database; its acknowledgement mail delivered.
    const rows = await query<{ numero: string; marker: string }>(
      databaseUrl,
      `select numero, substring(payload->'valeurs'->>'message' from '\\[(cluster-[^\\]]+)\\]') as marker
       from demandes where payload->'valeurs'->>'message' like $1`,
      [`%[cluster-${runId}-%`],
    );
    const byMarker = new Map<string, string[]>();
    for (const row of rows) byMarker.set(row.marker, [...(byMarker.get(row.marker) ?? []), row.numero]);
    const acknowledged = reports.flatMap((r) => r.load.writes.filter((w) => w.numero).map((w) => w.numero!));
    const mailOf = new Map<string, string[]>();
    for (const row of await query<{ numero: string; uuid: string }>(
      databaseUrl,
      `select d.numero, o.message_uuid::text as uuid from demandes d
       join outbox o on o.template = 'Demande:accuse-reception' and o.subject like '%' || d.numero || '%'
       where d.numero = any($1)`,
      [acknowledged],
    ))
      mailOf.set(row.numero, [...(mailOf.get(row.numero) ?? []), row.uuid]);
    // Mails still on their way (a lease to run out after a kill): wait for them, bounded.
    const expected = [...mailOf.values()].flat();
    const mailWaitStart = performance.now();
    while (expected.some((uuid) => !mailbox.refresh().copies.has(uuid)) && performance.now() - mailWaitStart < 90_000)
      await sleep(250);
    for (const report of reports) {
      const acked = report.load.writes.filter((w) => w.numero);
      const failedWrites = report.load.writes.filter((w) => !w.numero);
      const once = acked.filter((w) => (byMarker.get(w.marker) ?? []).length === 1).length;
      const lost = acked.filter((w) => (byMarker.get(w.marker) ?? []).length === 0).length;
      const duplicated = acked.filter((w) => (byMarker.get(w.marker) ?? []).length > 1).length;
      const landed = failedWrites.filter((w) => (byMarker.get(w.marker) ?? []).length > 0).length;
      const ackMails = acked.map((w) => mailOf.get(w.numero!) ?? []);
      const mailed = ackMails.filter((uuids) => uuids.length === 1 && mailbox.copies.has(uuids[0]!)).length;
      const extra = ackMails.reduce(
        (sum, uuids) => sum + Math.max(0, (mailbox.copies.get(uuids[0] ?? '') ?? 0) - 1),
        0,
      );
      const notMailed = ackMails.filter((uuids) => uuids.length !== 1 || !mailbox.copies.has(uuids[0]!)).length;
      check(lost === 0, `${lost} écritures acquittées perdues`, report);
      check(duplicated === 0, `${duplicated} écritures acquittées en double`, report);
      check(notMailed === 0, `${notMailed} accusés de réception absents ou en double`, report);
      const { failures } = report.load;
      if (report.name.startsWith('b)')) check(failures.length === 0, `${failures.length} requêtes en échec`, report);
      const proxied = retriesBetween(readFileSync(path.join(runDir, 'haproxy.log'), 'utf8'), ...report.wall);
      report.figures.push([
        'HAProxy',
        `${count(proxied.retried)} requests retried (${count(proxied.redispatched)} on another instance${
          proxied.lastRetryAt && report.faultWall
            ? `, the last one accepted ${seconds(proxied.lastRetryAt - report.faultWall)} after the fault`
            : ''
        }), ${proxied.serverErrors} answered 5xx`,
      ]);
      const { faultAt } = report;
      const lastFailure = failures.at(-1)?.at;
      if (faultAt !== undefined)
        report.figures.push([
          'failures until',
          lastFailure === undefined ? 'none' : `+${seconds(lastFailure - faultAt)} after the fault`,
        ]);
      report.figures.unshift(
        [
          'requests',
          `${count(report.load.requests)}, failed ${failures.length}${failures.length ? ` (${summarise(failures.map((f) => f.what))})` : ''}`,
        ],
        [
          'acknowledged writes',
          `${count(acked.length)} (${acked.filter((w) => w.attempts > 1).length} after a retry with the same Idempotency-Key): ${count(once)} found exactly once, ${lost} lost, ${duplicated} duplicated; never acknowledged ${failedWrites.length} (${landed} of them in the database anyway)`,
        ],
        ['acknowledgement mails', `${count(mailed)} delivered once, ${extra} extra copies (same Message-ID)`],
      );
    }
    for (const instance of instances) {
      check(
        instance.crashes.length === 0,
        `${instance.name} s'est arrêtée d'elle-même ${instance.crashes.length} fois`,
      );
      if (instance.errors.length > 0)
        print(`${instance.name}: ${instance.errors.length} log lines at level error: ${summarise(instance.errors)}`);
    }
    for (const report of reports) {
      print(`\n${report.name}${report.problems.length ? '  ✗' : '  ✓'}`);
      for (const [label, value] of report.figures) print(`  ${label.padEnd(28)} ${value}`);
      for (const problem of report.problems) print(`  PROBLEM: ${problem}`);
    }
    const crashes = instances.flatMap((i) => i.crashes.map(() => i.name));
    print(
      `\ninstances: ${crashes.length === 0 ? 'no unexpected exit' : `unexpected exits: ${crashes.join(', ')}`}; total mails received by the sink ${count(smtp.received.length)}; run ${seconds(performance.now() - startedAt)}`,
    );
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  } finally {
    keepLogs = problems.length > 0;
    await haproxy?.close();
    await Promise.all(instances.map((instance) => instance.close()));
    await smtp.close();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    if (keepLogs) print(`logs kept in ${runDir}`);
    else rmSync(runDir, { recursive: true, force: true });
  }
  const result: ClusterResult = {
    ok: problems.length === 0,
    problems,
    scenarios: reports.map((report) => ({
      name: report.name,
      requests: report.load.requests,
      failed: report.load.failures.length,
      figures: Object.fromEntries(report.figures),
    })),
    seconds: (performance.now() - startedAt) / 1000,
  };
  return result;
}

/** « 3× POST /api/forms/contact/v2/form → 502 …, 1× … »: the kinds of failure, counted. */
function summarise(items: string[]): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.slice(0, 90), (counts.get(item.slice(0, 90)) ?? 0) + 1);
  return [...counts]
    .slice(0, 4)
    .map(([item, n]) => `${n}× ${item}`)
    .join('; ');
}
