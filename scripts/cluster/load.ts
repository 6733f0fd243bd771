import { randomUUID } from 'node:crypto';
import { HttpSession, type Answer } from './http-session.ts';
import { sleep } from './instances.ts';

/** Demo members (README « Demo accounts »): Marie holds contract 40012345, Lucas is a beneficiary on it. */
const members = [
  { userName: 'marie.dupont@example.com', password: 'Adherent#2026' },
  { userName: 'lucas.dupont@example.com', password: 'Adherent#2026' },
];
const contrat = { 'x-numcontrat': '40012345' };

/**
 * « Nous contacter » allows 20 requests per 10 minutes and address: after 15 (retries aside) a
 * virtual user moves to another address (its session kept), as a member going from home to the office would.
 */
const postsPerAddress = 15;

/**
 * Writes carry an Idempotency-Key as the SPA's do (decision 044): HAProxy may then replay them
 * (deploy/haproxy.cfg), and a user whose write got no answer or a 5xx sends it again with the same
 * key, twice at most, a second apart. CLUSTER_IDEMPOTENCY=off: no key, no replay, no retry.
 */
const idempotency = process.env.CLUSTER_IDEMPOTENCY !== 'off';
const writeAttempts = 3;

interface Failure {
  /** ms since the load started (performance.now() based, like every time of the run). */
  at: number;
  what: string;
}

interface Write {
  marker: string;
  /** The request number (D…) when the server acknowledged it (200); undefined when the write failed. */
  numero: string | undefined;
  /** How many times it was sent (with the same Idempotency-Key). */
  attempts: number;
}

export interface LoadResult {
  requests: number;
  failures: Failure[];
  writes: Write[];
  byRoute: Record<string, number>;
}

export interface Load {
  stop(): Promise<LoadResult>;
  /** Requests failed so far, with their times (performance.now()). */
  failures: Failure[];
}

/**
 * A few virtual users signed in as demo members, each on its own connection and loopback address,
 * doing what a member does, again and again until stopped: the contracts, the reimbursements, the
 * notifications (marking them read), and now and then a « Nous contacter » request whose message
 * carries a unique marker, so the database can be asked afterwards whether it holds it exactly once.
 * Failed: an error, a timeout or any answer but the expected 200.
 */
export function startLoad(options: {
  port: number;
  users: number;
  /** Distinct per scenario: 127.<net>.<move>.<user+1>. */
  addressNet: number;
  markerPrefix: string;
  thinkMs?: number;
  /** A contact request every so often per user. */
  postEveryMs?: number;
}): Load {
  const failures: Failure[] = [];
  const writes: Write[] = [];
  const byRoute: Record<string, number> = {};
  let requests = 0;
  let stopping = false;
  const think = options.thinkMs ?? 40;
  const postEveryMs = options.postEveryMs ?? 1000;

  async function call(
    session: HttpSession,
    name: string,
    method: string,
    path: string,
    init: { json?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer | undefined> {
    requests++;
    byRoute[name] = (byRoute[name] ?? 0) + 1;
    try {
      const answer = await session.request(method, path, init);
      if (answer.status === 200) return answer;
      failures.push({ at: performance.now(), what: `${name} → ${answer.status} ${answer.body.slice(0, 120)}` });
    } catch (error) {
      failures.push({ at: performance.now(), what: `${name} → ${error instanceof Error ? error.message : error}` });
    }
    return undefined;
  }

  async function user(index: number): Promise<void> {
    const account = members[index % members.length]!;
    const address = (move: number) => `127.${options.addressNet}.${move}.${index + 1}`;
    const session = new HttpSession(options.port, address(0));
    let posted = 0;
    let round = 0;
    // Users do not all write at the same moment.
    let lastPost = performance.now() - (postEveryMs * index) / options.users;
    try {
      // The SPA's start: the session check hands out the XSRF-TOKEN cookie; then the sign-in.
      while (!stopping) {
        await call(session, 'GET /api/identity/session', 'GET', '/api/identity/session');
        if (await call(session, 'POST /api/identity/login', 'POST', '/api/identity/login', { json: account })) break;
        await sleep(250);
      }
      while (!stopping) {
        round++;
        await call(session, 'GET /api/v2/adherent/contrats', 'GET', '/api/v2/adherent/contrats');
        await call(session, 'GET /api/v1/adherent/remboursements', 'GET', '/api/v1/adherent/remboursements', {
          headers: contrat,
        });
        const page = await call(session, 'GET /api/notifications', 'GET', '/api/notifications');
        const unread = page
          ? (JSON.parse(page.body) as { rows: { id: number; lue: boolean }[] }).rows.find((row) => !row.lue)
          : undefined;
        const keyed = () => (idempotency ? { headers: { 'idempotency-key': randomUUID() } } : {});
        if (unread)
          await call(
            session,
            'POST /api/notifications/:id/lue',
            'POST',
            `/api/notifications/${unread.id}/lue`,
            keyed(),
          );
        else if (round % 3 === 0)
          await call(session, 'POST /api/notifications/tout-lu', 'POST', '/api/notifications/tout-lu', keyed());
        if (performance.now() - lastPost >= postEveryMs) {
          lastPost = performance.now();
          if (posted > 0 && posted % postsPerAddress === 0) session.moveTo(address(posted / postsPerAddress));
          posted++;
          const marker = `${options.markerPrefix}-u${index}-${posted}`;
          const key = idempotency ? randomUUID() : undefined;
          let answer: Answer | undefined;
          let attempts = 0;
          for (;;) {
            attempts++;
            answer = await call(session, 'POST /api/forms/contact/v2/form', 'POST', '/api/forms/contact/v2/form', {
              json: {
                theme: 'sante',
                sousTheme: 'sante-remboursement',
                message: `Bonjour,\nOù en est le remboursement de ma consultation ? [${marker}]`,
              },
              headers: { ...contrat, ...(key ? { 'idempotency-key': key } : {}) },
            });
            if (answer || !key || attempts >= writeAttempts) break;
            await sleep(1000);
          }
          writes.push({
            marker,
            numero: answer ? (JSON.parse(answer.body) as { numero: string }).numero : undefined,
            attempts,
          });
        }
        await sleep(think);
      }
    } finally {
      session.close();
    }
  }

  const users = Array.from({ length: options.users }, (_, i) => user(i));
  return {
    failures,
    async stop() {
      stopping = true;
      await Promise.all(users);
      return { requests, failures, writes, byRoute };
    },
  };
}
