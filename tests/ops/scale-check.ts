/**
 * npm run scale:check — two app instances on one Postgres with the S3 backend, as behind a load balancer.
 *
 * Starts a private Postgres cluster (see support.ts), a local S3-compatible server (s3rver on loopback) and
 * two app processes from the sources, A and B, sharing one public URL, the database and the bucket. Shows:
 *   1. a session made on A works on B;
 *   2. a message sent through A arrives live on a WebSocket held by B;
 *   3. an image uploaded through A is served by B, byte for byte;
 *   4. a scheduled job runs once per period for the two: the realtime-events clean-up is set to every
 *      minute and, after two periods, each period has exactly one run.
 * Exits non-zero when any check fails. Takes about three minutes (the scheduled job needs whole minutes).
 */
import postgres from 'postgres';
import sharp from 'sharp';
import { DEMO_PASSWORD, demoAccounts } from '../../src/server/db/seed/accounts';
import type { ConversationView } from '../../src/shared/messages';
import { startS3 } from '../support/s3';
import { Browser, PrivatePostgres, sleep, socketClient, startServer, type ServerProcess } from './support';

const PUBLIC_URL = 'http://kazistay.scale.test';
const results: [string, boolean, string][] = [];
const check = (name: string, ok: boolean, detail: string) => {
  results.push([name, ok, detail]);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
};

async function json<T>(response: Response): Promise<T> {
  return ((await response.json()) as { result: { data: T } }).result.data;
}

async function run(database: PrivatePostgres, servers: ServerProcess[]): Promise<void> {
  const s3 = await startS3('kazistay-scale');
  try {
    const env = { DATABASE_URL: database.url, PUBLIC_URL, JOBS: 'on', ...s3.env };
    const a = await startServer({ ...env, SEED_DEMO_DATA: 'always' });
    servers.push(a);
    const b = await startServer({ ...env, SEED_DEMO_DATA: 'never' });
    servers.push(b);
    console.log(`scale:check: A at ${a.url}, B at ${b.url}, one Postgres, one bucket`);

    // 1. A session made on A works on B.
    const guest = new Browser(PUBLIC_URL);
    await guest.signIn('guest@kazistay.com', DEMO_PASSWORD, a.url);
    const me = await json<{ user: { id: string; email: string } } | null>(
      await guest.call('query', 'auth.me', null, b.url),
    );
    check(
      'session',
      me?.user.email === 'guest@kazistay.com',
      `signed in on A, B answers auth.me as ${me?.user.email}`,
    );

    // 2. A message through A arrives live on B's socket (the host of the guest's trip listens on B).
    const [thread] = await json<ConversationView[]>(
      await guest.call('query', 'messages.conversations', null, a.url),
    );
    const host = new Browser(PUBLIC_URL);
    for (const account of demoAccounts.filter((x) => x.role === 'host')) {
      host.cookie = undefined;
      await host.signIn(account.email, DEMO_PASSWORD, b.url);
      const who = await json<{ user: { id: string } }>(await host.call('query', 'auth.me', null, b.url));
      if (who.user.id === thread?.userId) break;
    }
    const received: string[] = [];
    const socket = socketClient(b.url, host);
    let ready = false;
    socket.trpc.messages.events.subscribe(
      {},
      {
        onData: ({ data }) => {
          if (data.type === 'ready') ready = true;
          if (data.type === 'message.created') received.push(data.message.id);
        },
      },
    );
    for (let i = 0; i < 100 && !ready; i++) await sleep(50);
    const sent = await json<{ id: string }>(
      await guest.call(
        'mutation',
        'messages.send',
        { to: thread?.userId, content: 'Sent through A, read on B' },
        a.url,
      ),
    );
    const started = Date.now();
    while (!received.includes(sent.id) && Date.now() - started < 5000) await sleep(20);
    check(
      'live message',
      received.includes(sent.id),
      received.includes(sent.id)
        ? `sent through A, on B's socket after ${Date.now() - started} ms`
        : 'never arrived',
    );
    socket.close();

    // 3. An image uploaded through A is served by B.
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#2f7d6d' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'office.png');
    const upload = await fetch(`${a.url}/api/files/image`, {
      method: 'POST',
      headers: { origin: PUBLIC_URL, cookie: guest.cookie ?? '' },
      body: form,
    });
    const { url } = (await upload.json()) as { url: string };
    const fromA = Buffer.from(await (await fetch(`${a.url}${url}`)).arrayBuffer());
    const fromB = await fetch(`${b.url}${url}`);
    const bytesB = Buffer.from(await fromB.arrayBuffer());
    check(
      'shared file',
      upload.ok && fromB.ok && bytesB.length > 0 && bytesB.equals(fromA),
      `uploaded through A (${upload.status}), B serves ${url} with ${fromB.status}, ${bytesB.length} bytes, same as A`,
    );

    // 4. A scheduled job runs once per period across the two instances.
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    try {
      await sql`update pgboss.schedule set cron = '* * * * *' where name = 'prune-realtime-events'`;
      const since = new Date();
      // Two whole minutes after the next minute starts, plus pg-boss's 30 s cron check and a margin.
      const firstMinute = Math.ceil(since.getTime() / 60_000) * 60_000;
      const until = firstMinute + 2 * 60_000;
      console.log(
        `scale:check: waiting ${Math.round((until + 45_000 - Date.now()) / 1000)} s for two scheduled periods`,
      );
      await sleep(until + 45_000 - Date.now());
      const runs = await sql<{ minute: string; runs: number; completed: number }[]>`
        select to_char(date_trunc('minute', created_on), 'HH24:MI') as minute, count(*)::int as runs,
               count(*) filter (where state = 'completed')::int as completed
        from pgboss.job
        where name = 'prune-realtime-events' and created_on >= ${new Date(firstMinute)}
          and created_on < ${new Date(until)}
        group by 1 order by 1`;
      const detail = runs.map((r) => `${r.minute} UTC: ${r.runs} run (${r.completed} completed)`).join('; ');
      check(
        'scheduled job',
        runs.length === 2 && runs.every((r) => r.runs === 1 && r.completed === 1),
        detail || 'no runs',
      );
    } finally {
      await sql.end();
    }
    for (const server of servers) {
      check(
        `${server === a ? 'A' : 'B'} healthy`,
        !server.exit && server.errors.length === 0,
        server.errors.length
          ? `${server.errors.length} error lines, first: ${server.errors[0]?.slice(0, 300)}`
          : 'no error lines',
      );
    }
  } finally {
    await s3.close();
  }
}

const database = await PrivatePostgres.create();
const servers: ServerProcess[] = [];
try {
  await run(database, servers);
} finally {
  for (const server of servers) await server.stop();
  database.destroy();
}
const failed = results.filter(([, ok]) => !ok).length;
console.log(`\nscale:check: ${failed === 0 ? 'PASS' : `FAIL (${failed} of ${results.length})`}`);
process.exit(failed === 0 ? 0 : 1);
