import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Paystack's own OpenAPI description served by Prism on loopback, behind a recording proxy: every request the
 * adapter sends is checked by Prism against the description (a violation answers 400 or 401 with the details in
 * the `sl-violations` header) and kept, with Prism's answer, for the test to read.
 */
export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The JSON body, parsed (undefined when there is none or it is not JSON). */
  body: unknown;
  response: { status: number; headers: IncomingHttpHeaders; body: unknown };
}

export interface PaystackDouble {
  /** The base URL to give the adapter as its apiUrl. */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PRISM = join(ROOT, 'node_modules', '.bin', 'prism');
const DESCRIPTION = join(ROOT, 'tests', 'support', 'payments', 'paystack.yaml');
const START_TIMEOUT_MS = 20_000;

export interface PaystackDoubleOptions {
  /**
   * Changes an answer's JSON before the adapter reads it, where Prism answers the description's placeholder and
   * a test needs a real value (a browser test needs a checkout address it can go to, not "string").
   */
  rewrite?: (path: string, body: unknown) => unknown;
  /**
   * Has Prism answer with the description's response for another status (its `Prefer: code=…` request header),
   * e.g. 404 for a transfer Paystack has no record of, or 500 for an outage; undefined leaves the answer to Prism.
   * Prism still checks the request first, so an invalid one is refused as always.
   */
  answerStatus?: (method: string, path: string) => number | undefined;
}

export async function startPaystackDouble(options: PaystackDoubleOptions = {}): Promise<PaystackDouble> {
  const prismPort = await freePort();
  // Its own process group, so stopping it reaches anything it starts.
  const prism = spawn(PRISM, ['mock', '-h', '127.0.0.1', '-p', String(prismPort), DESCRIPTION], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-4000));
  prism.stdout?.on('data', keep);
  prism.stderr?.on('data', keep);
  // Should the test process end without close(), Prism must not outlive it.
  const killOnExit = () => killGroup(prism, 'SIGKILL');
  process.once('exit', killOnExit);

  const prismUrl = `http://127.0.0.1:${prismPort}`;
  try {
    await waitUntilAnswering(prismUrl, prism, () => output);
  } catch (error) {
    process.off('exit', killOnExit);
    await stopPrism(prism);
    throw error;
  }

  const requests: RecordedRequest[] = [];
  const proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const status = options.answerStatus?.(req.method ?? 'GET', req.url ?? '/');
      const asked = status === undefined ? req.headers : { ...req.headers, prefer: `code=${status}` };
      const forward = httpRequest(
        { host: '127.0.0.1', port: prismPort, method: req.method, path: req.url, headers: asked },
        (answer) => {
          const answerChunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => answerChunks.push(chunk));
          answer.on('end', () => {
            const answered = parseJson(Buffer.concat(answerChunks));
            const path = req.url ?? '/';
            const rewritten =
              options.rewrite && answered !== undefined ? options.rewrite(path, answered) : answered;
            const answerBody =
              rewritten === answered ? Buffer.concat(answerChunks) : Buffer.from(JSON.stringify(rewritten));
            requests.push({
              method: req.method ?? 'GET',
              path,
              headers: req.headers,
              body: parseJson(raw),
              response: { status: answer.statusCode ?? 0, headers: answer.headers, body: rewritten },
            });
            const { connection: _c, 'keep-alive': _k, 'transfer-encoding': _t, ...headers } = answer.headers;
            res.writeHead(answer.statusCode ?? 502, { ...headers, 'content-length': answerBody.length });
            res.end(answerBody);
          });
        },
      );
      forward.on('error', (error) => {
        res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(`paystack double: Prism did not answer: ${error.message}`);
      });
      forward.end(raw);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    requests,
    close: async () => {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      process.off('exit', killOnExit);
      await stopPrism(prism);
    },
  };
}

/** A port nobody listens on now (taken from the system, then released for Prism). */
async function freePort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitUntilAnswering(url: string, prism: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (prism.exitCode !== null || prism.signalCode !== null) {
      throw new Error(`Prism exited before answering:\n${output()}`);
    }
    try {
      // Any HTTP answer (an unknown path is a 404) means Prism has loaded the description and listens.
      await fetch(`${url}/`, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`Prism did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** SIGTERM to Prism's process group, SIGKILL if it is still there after 5 s; resolves once it has exited. */
async function stopPrism(prism: ChildProcess): Promise<void> {
  if (prism.exitCode !== null || prism.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => prism.once('exit', () => resolve()));
  killGroup(prism, 'SIGTERM');
  const timer = setTimeout(() => killGroup(prism, 'SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

function parseJson(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
