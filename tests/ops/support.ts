/**
 * Helpers of the operations scripts (chaos:db, scale:check): app servers started as real processes from the
 * sources, a private Postgres cluster, browser-like HTTP and WebSocket clients.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTRPCClient, createWSClient, wsLink, type TRPCClient } from '@trpc/client';
import WebSocket from 'ws';
import type { AppRouter } from '../../src/server/trpc/router';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Postgres cluster of its own in a temporary directory, on a free port; nothing else is disturbed. */
export class PrivatePostgres {
  private constructor(
    readonly dir: string,
    readonly port: number,
    private readonly bin: string,
  ) {}

  static async create(): Promise<PrivatePostgres> {
    const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : [];
    const version = versions.at(-1);
    if (!version)
      throw new Error('No Postgres server binaries under /usr/lib/postgresql (Debian package postgresql)');
    const dir = mkdtempSync(join(tmpdir(), 'kazistay-pg-'));
    const cluster = new PrivatePostgres(dir, await freePort(), `/usr/lib/postgresql/${version}/bin`);
    if (process.getuid?.() === 0) chownSync(dir, uid('postgres'), uid('postgres', 'g'));
    cluster.run('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
    cluster.start();
    return cluster;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  start(): void {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    this.run('pg_ctl', [
      '-D',
      join(this.dir, 'data'),
      '-o',
      options,
      '-l',
      join(this.dir, 'log'),
      '-w',
      'start',
    ]);
  }

  /** Stops the server as an operator's restart does: every backend is terminated. */
  stop(): void {
    this.run('pg_ctl', ['-D', join(this.dir, 'data'), '-m', 'fast', '-w', 'stop']);
  }

  accepting(): boolean {
    return (
      spawnSync(join(this.bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(this.port), '-q']).status === 0
    );
  }

  destroy(): void {
    spawnSync(...this.command('pg_ctl', ['-D', join(this.dir, 'data'), '-m', 'immediate', 'stop']));
    rmSync(this.dir, { recursive: true, force: true });
  }

  private command(tool: string, args: string[]): [string, string[], { encoding: 'utf8' }] {
    const path = join(this.bin, tool);
    // initdb and the server refuse to run as root.
    return process.getuid?.() === 0
      ? ['runuser', ['-u', 'postgres', '--', path, ...args], { encoding: 'utf8' }]
      : [path, args, { encoding: 'utf8' }];
  }

  private run(tool: string, args: string[]): void {
    const result = spawnSync(...this.command(tool, args));
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
  }
}

function uid(user: string, kind: 'u' | 'g' = 'u'): number {
  return Number(spawnSync('id', [`-${kind}`, user], { encoding: 'utf8' }).stdout.trim());
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Log lines at error level or above; other output that is not a log line (warnings, a crash's trace). */
  errors: string[];
  other: string[];
  /** Whether the process has exited (with its code). */
  exit: { code: number | null } | null;
  stop(): Promise<void>;
}

/** Starts `src/server/main.ts` with tsx, as `npm run dev` would, and waits until /healthz answers 200. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: ServerProcess = {
    url,
    child,
    errors: [],
    other: [],
    exit: null,
    stop: async () => {
      if (server.exit) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
  child.on('exit', (code) => (server.exit = { code }));
  let pending = '';
  const collect = (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const level = /^\{"level":(\d+)/.exec(line)?.[1];
      if (level === undefined) {
        if (line.trim() !== '') server.other.push(line);
      } else if (Number(level) >= 50) server.errors.push(line);
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const deadline = Date.now() + 120_000;
  while (!(await healthy(url))) {
    if (server.exit)
      throw new Error(`server exited while starting:\n${[...server.errors, ...server.other].join('\n')}`);
    if (Date.now() > deadline) throw new Error('server did not become healthy in 120 s');
    await sleep(250);
  }
  return server;
}

export async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** A browser-like HTTP client of one app origin: keeps its session cookie, sends the Origin on mutations. */
export class Browser {
  cookie: string | undefined;
  constructor(public origin: string) {}

  async call(
    kind: 'query' | 'mutation',
    path: string,
    input: unknown,
    base = this.origin,
  ): Promise<Response> {
    const headers: Record<string, string> = { origin: this.origin };
    if (this.cookie) headers.cookie = this.cookie;
    const encoded = encodeURIComponent(JSON.stringify(input));
    const response =
      kind === 'query'
        ? await fetch(`${base}/trpc/${path}?input=${encoded}`, { headers })
        : await fetch(`${base}/trpc/${path}`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(input),
          });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
    return response;
  }

  async signIn(email: string, password: string, base = this.origin): Promise<void> {
    const response = await this.call('mutation', 'auth.signIn', { email, password }, base);
    if (!response.ok)
      throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  }
}

/** tRPC over a WebSocket to `base`, carrying the browser's cookie and Origin; reconnects by itself. */
export function socketClient(base: string, browser: Browser): { trpc: TRPCClient<AppRouter>; close(): void } {
  const headers: Record<string, string> = { origin: browser.origin };
  if (browser.cookie) headers.cookie = browser.cookie;
  class BrowserSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  const client = createWSClient({
    url: `${base.replace(/^http/, 'ws')}/trpc`,
    WebSocket: BrowserSocket as unknown as typeof globalThis.WebSocket,
    retryDelayMs: () => 200,
  });
  return {
    trpc: createTRPCClient<AppRouter>({ links: [wsLink({ client })] }),
    close: () => void client.close(),
  };
}
