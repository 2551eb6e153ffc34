/**
 * npm run chaos:db — restarts the app's Postgres under load and reports what the app lived through.
 *
 * A private Postgres cluster (initdb in a temporary directory, its own port: the machine's server is left
 * alone) serves one app process started from the sources with background jobs on. While 20 searches a second
 * and a forum post a second arrive, and a WebSocket client follows the forum live, the cluster is restarted
 * (fast shutdown: every backend terminated) and once held down for 3 s. Printed: crashes of the app, 5xx
 * answers, error log lines, /healthz answers while the database was down, recovery time (database accepting
 * again → app healthy), and realtime events lost (posts accepted but never delivered to the live client).
 * Exits non-zero on a crash, a lost event or a recovery of 5 s or more.
 *
 * CHAOS_RESTARTS (default 3) sets the number of restarts.
 */
import { DEMO_PASSWORD } from '../../src/server/db/seed/accounts';
import type { ForumEvent } from '../../src/shared/forum';
import { Browser, healthy, PrivatePostgres, sleep, socketClient, startServer } from './support';

const RESTARTS = Number(process.env.CHAOS_RESTARTS ?? 3);
const POSTERS = ['guest@kazistay.com', 'lena.fischer@kazistay.com', 'marcus.bell@kazistay.com'];

const postgres = await PrivatePostgres.create();
console.log(`chaos:db: private Postgres on port ${postgres.port}`);
async function chaos(): Promise<boolean> {
  const server = await startServer({ DATABASE_URL: postgres.url, SEED_DEMO_DATA: 'always', JOBS: 'on' });
  console.log(`chaos:db: app at ${server.url}`);
  const posters = await Promise.all(
    POSTERS.map(async (email) => {
      const browser = new Browser(server.url);
      await browser.signIn(email, DEMO_PASSWORD);
      return browser;
    }),
  );
  const reader = new Browser(server.url);
  const received = new Set<string>();
  const socket = socketClient(server.url, reader);
  socket.trpc.forum.events.subscribe(
    {},
    {
      onData: ({ data }) => {
        const event = data as ForumEvent | { type: string };
        if (event.type === 'post.created') received.add((event as { post: { id: string } }).post.id);
      },
    },
  );

  const counts = { requests: 0, failed: 0, status5xx: 0, unavailable: 0 };
  const accepted: string[] = [];
  let running = true;
  const note = (response: Response | null) => {
    counts.requests++;
    if (!response || !response.ok) counts.failed++;
    if (response && response.status >= 500) counts.status5xx++;
    if (response?.status === 503) counts.unavailable++;
  };
  let inFlight = 0;
  const safely = async (request: () => Promise<Response>) => {
    inFlight++;
    try {
      return await request();
    } catch {
      return null;
    } finally {
      inFlight--;
    }
  };

  // 20 searches a second, each on its own (not waiting for the previous one).
  const searches = (async () => {
    while (running) {
      // Bodies are read, as a browser does (an unread body keeps its connection busy on both sides).
      void safely(async () => {
        const response = await reader.call('query', 'properties.search', {});
        await response.arrayBuffer();
        return response;
      }).then(note);
      await sleep(50);
    }
  })();
  let postNumber = 0;
  const posts = (async () => {
    while (running) {
      const poster = posters[postNumber % posters.length]!;
      const content = `Chaos check ${++postNumber}: still working from the beach office.`;
      const response = await safely(() => poster.call('mutation', 'forum.create', { content }));
      note(response);
      if (response?.ok)
        accepted.push(((await response.json()) as { result: { data: { id: string } } }).result.data.id);
      await sleep(1000);
    }
  })();

  const recoveries: number[] = [];
  const healthWhileDown: number[] = [];
  for (let round = 1; round <= RESTARTS + 1; round++) {
    await sleep(3000);
    const holdDown = round === RESTARTS + 1;
    postgres.stop();
    if (holdDown) {
      // Three seconds without a database: /healthz must say so.
      for (let i = 0; i < 6; i++) {
        const response = await fetch(`${server.url}/healthz`).catch(() => null);
        healthWhileDown.push(response?.status ?? 0);
        await sleep(500);
      }
    }
    postgres.start();
    const back = Date.now();
    while (!(await healthy(server.url))) {
      if (server.exit || Date.now() - back > 30_000) break;
      await sleep(25);
    }
    recoveries.push(Date.now() - back);
    console.log(
      `chaos:db: ${holdDown ? 'down 3 s' : 'restart'} ${round}: healthy again after ${recoveries.at(-1)} ms`,
    );
  }
  await sleep(3000);
  running = false;
  await Promise.all([searches, posts]);
  // Live delivery may trail the last post by a moment.
  const deadline = Date.now() + 5000;
  while (accepted.some((id) => !received.has(id)) && Date.now() < deadline) await sleep(100);
  const unanswered = inFlight;
  const lost = accepted.filter((id) => !received.has(id)).length;
  const crashes = server.exit ? 1 : 0;
  const crashCode = server.exit?.code;
  socket.close();
  await server.stop();
  if (process.env.CHAOS_VERBOSE) console.log(server.errors.join('\n'));

  const worst = Math.max(...recoveries);
  console.log('\nchaos:db results');
  console.log(`  restarts of Postgres:        ${RESTARTS} (+1 held down for 3 s)`);
  console.log(
    `  app crashes:                 ${crashes}${crashes ? ` (exit code ${crashCode})` : ''}; exit code on SIGTERM: ${server.exit?.code}`,
  );
  console.log(
    `  requests:                    ${counts.requests} (${counts.failed} failed, ${counts.status5xx} 5xx, of them ${counts.unavailable} 503)`,
  );
  console.log(`  unanswered after 5 s:         ${unanswered}`);
  console.log(`  error log lines:             ${server.errors.length}`);
  console.log(`  /healthz while down:         ${healthWhileDown.join(', ')}`);
  console.log(`  recovery after restart (ms): ${recoveries.join(', ')} (worst ${worst})`);
  console.log(`  realtime events:             ${accepted.length} posts accepted, ${lost} lost`);
  const ok =
    crashes === 0 &&
    server.exit?.code === 0 &&
    unanswered === 0 &&
    lost === 0 &&
    worst < 5000 &&
    healthWhileDown.every((s) => s === 503);
  console.log(ok ? '\nchaos:db: PASS' : '\nchaos:db: FAIL');
  return ok;
}

const passed = await chaos().finally(() => postgres.destroy());
process.exit(passed ? 0 : 1);
