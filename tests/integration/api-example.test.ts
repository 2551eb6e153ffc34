import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApiClient, runExample } from '../../scripts/api-example';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { MemoryMailer } from '../../src/server/mail/mailer';
import { createTestDatabase } from '../support/db';
import { confirmationToken } from '../support/app';

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let baseUrl: string;
const mailer = new MemoryMailer();

beforeAll(async () => {
  database = await createTestDatabase();
  // PUBLIC_URL not fixed: the Origin must then match the Host the script connects to.
  app = await buildApp({
    database,
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS: 'off' }),
    mailer,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

it('the README example signs in over real HTTP and calls typed procedures', async () => {
  const api = createApiClient(baseUrl);
  await api.auth.signUp.mutate({
    fullName: 'Script User',
    role: 'host',
    email: 'script@example.com',
    password: 'scripted-secret',
  });
  await api.auth.confirmEmail.mutate({ token: confirmationToken(mailer, 'script@example.com') });

  const result = await runExample(baseUrl, 'script@example.com', 'scripted-secret');
  expect(result).toEqual({
    signedInAs: 'Script User',
    role: 'host',
    sessionUser: 'script@example.com',
    support: 'support@kazistay.com',
  });
});
