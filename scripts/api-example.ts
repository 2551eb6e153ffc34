/**
 * Calling KaziStay's typed procedures from a script.
 *
 *   KAZISTAY_URL=http://localhost:3000 KAZISTAY_EMAIL=guest@kazistay.com KAZISTAY_PASSWORD=... npx tsx scripts/api-example.ts
 *
 * Types come from the server's router, so inputs and results are checked by TypeScript. The server refuses
 * state-changing requests without the app's Origin (CSRF defence), so a script sends it explicitly, and keeps
 * the session cookie between calls the way a browser would.
 */
import { createTRPCClient, httpLink } from '@trpc/client';
import type { AppRouter } from '../src/server/trpc/router';

export function createApiClient(baseUrl: string) {
  let cookie: string | undefined;
  const origin = new URL(baseUrl).origin;
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${origin}/trpc`,
        headers: () => ({ origin, ...(cookie ? { cookie } : {}) }),
        fetch: async (url, init) => {
          const res = await fetch(url, init);
          const setCookie = res.headers.get('set-cookie');
          if (setCookie) cookie = setCookie.split(';')[0];
          return res;
        },
      }),
    ],
  });
}

export async function runExample(baseUrl: string, email: string, password: string) {
  const api = createApiClient(baseUrl);
  const { user } = await api.auth.signIn.mutate({ email, password });
  const me = await api.auth.me.query();
  const site = await api.site.info.query();
  await api.auth.signOut.mutate();
  return {
    signedInAs: user.fullName,
    role: user.role,
    sessionUser: me.user?.email,
    support: site.supportEmail,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.KAZISTAY_URL ?? 'http://localhost:3000';
  const email = process.env.KAZISTAY_EMAIL ?? 'guest@kazistay.com';
  const password = process.env.KAZISTAY_PASSWORD ?? 'kazistay-demo-2026';
  console.log(await runExample(url, email, password));
}
