import http from 'node:http';

export interface Answer {
  status: number;
  body: string;
}

/**
 * One browser, as far as the server can tell: its own keep-alive connection, its cookies, the CSRF
 * token echoed on writes, and its own source address. Each virtual user binds a loopback address of
 * its own (127.x.y.z all reach this machine), so HAProxy writes a different X-Forwarded-For for each
 * and the per-address limits count them apart, as they would count people behind their own boxes.
 */
export class HttpSession {
  private readonly cookies = new Map<string, string>();
  private agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  constructor(
    private readonly port: number,
    private localAddress?: string,
    private readonly timeoutMs = 20_000,
  ) {}

  /** The same browser (cookies kept) moving to another address: a new connection from there. */
  moveTo(localAddress: string): void {
    this.agent.destroy();
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    this.localAddress = localAddress;
  }

  request(
    method: string,
    path: string,
    options: { json?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const body = options.json === undefined ? undefined : JSON.stringify(options.json);
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = xsrf;
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path,
          headers,
          agent: this.agent,
          ...(this.localAddress ? { localAddress: this.localAddress } : {}),
          timeout: this.timeoutMs,
        },
        (response) => {
          for (const cookie of response.headers['set-cookie'] ?? []) {
            const [pair = ''] = cookie.split(';');
            const equals = pair.indexOf('=');
            if (equals > 0) this.cookies.set(pair.slice(0, equals).trim(), pair.slice(equals + 1).trim());
          }
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error(`pas de réponse en ${this.timeoutMs} ms`)));
      request.on('error', reject);
      request.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
