import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtp {
  server: SMTPServer;
  port: number;
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that keeps what it receives. `refuse` answers the n first
 * deliveries with a temporary failure after reading them (a retry then sends the same message
 * again); `delayMs` makes it slow to accept each message (a long send that outlasts a lease).
 */
export async function startSmtp(port = 0, options: { refuse?: number; delayMs?: number } = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let refuse = options.refuse ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
        const answer = () => {
          if (refuse > 0) {
            refuse--;
            const error = Object.assign(new Error('Essayez plus tard'), { responseCode: 451 });
            callback(error);
          } else callback();
        };
        if (options.delayMs) setTimeout(answer, options.delayMs);
        else answer();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    server,
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The header block of a raw message (RFC 5322): up to the first empty line, folded lines (starting
 * with a space or a tab) unfolded into the previous one. Names in lower case; a name may repeat.
 */
function parseHeaders(raw: string): Map<string, string[]> {
  const block = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = block.replace(/\r?\n(?=[ \t])/g, '');
  const headers = new Map<string, string[]>();
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return headers;
}

/** The one value of a header that must appear once. */
export function header(raw: string, name: string): string | undefined {
  const values = parseHeaders(raw).get(name.toLowerCase()) ?? [];
  if (values.length > 1) throw new Error(`${name} apparaît ${values.length} fois`);
  return values[0];
}
