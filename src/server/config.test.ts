import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives working defaults for a bare environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      publicUrlFixed: false,
      env: 'development',
    });
    expect(config.site.officeAddress).toMatch(/Kampala/);
  });

  it('treats empty strings as unset and normalises PUBLIC_URL to its origin', () => {
    const config = loadConfig({
      PORT: '',
      PUBLIC_URL: 'https://kazistay.example/some/path',
      DATABASE_URL: '',
    });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('https://kazistay.example');
    expect(config.publicUrlFixed).toBe(true);
  });

  it('answers only configured host names in production with PUBLIC_URL fixed', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://stay.example' }).allowedHosts).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production', MAIL: 'log' }).allowedHosts).toBeNull();
    const config = loadConfig({
      NODE_ENV: 'production',
      MAIL: 'log',
      PUBLIC_URL: 'https://Stay.Example:8443/app',
      ALLOWED_HOSTS: ' App.Internal:3000 , 10.0.0.5,[::1]:3000',
    });
    expect(config.allowedHosts).toEqual(['stay.example:8443', 'app.internal:3000', '10.0.0.5', '[::1]:3000']);
    for (const bad of ['https://app.internal', 'user@app.internal', 'app.internal/x', 'app internal'])
      expect(() => loadConfig({ ALLOWED_HOSTS: bad })).toThrow(/ALLOWED_HOSTS: must be host names/);
  });

  it('keeps uploads on the local disk unless STORAGE=s3', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(loadConfig({ STORAGE: 'local', S3_BUCKET: 'ignored' }).storage).toEqual({ kind: 'local' });
  });

  it('reads the S3 settings, with us-east-1, no endpoint and virtual-host style by default', () => {
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'kazistay-uploads' }).storage).toEqual({
      kind: 's3',
      bucket: 'kazistay-uploads',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
    const r2 = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: 'kazistay-uploads',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://0123abc.r2.cloudflarestorage.com',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(r2.storage).toEqual({
      kind: 's3',
      bucket: 'kazistay-uploads',
      region: 'auto',
      endpoint: 'https://0123abc.r2.cloudflarestorage.com',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('stops when STORAGE=s3 lacks a bucket or has half an access key pair', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(
      /^Invalid configuration:\n {2}S3_BUCKET: is required when STORAGE=s3/,
    );
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: ' ' })).toThrow(/S3_BUCKET: is required/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b1x', S3_ACCESS_KEY_ID: 'AKID' })).toThrow(
      /S3_SECRET_ACCESS_KEY: is required when S3_ACCESS_KEY_ID is set/,
    );
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b1x', S3_SECRET_ACCESS_KEY: 'x' })).toThrow(
      /S3_ACCESS_KEY_ID: is required when S3_SECRET_ACCESS_KEY is set/,
    );
  });

  it.each([
    ['STORAGE', { STORAGE: 'gcs' }],
    ['S3_BUCKET', { STORAGE: 's3', S3_BUCKET: 'my bucket/uploads' }],
    ['S3_REGION', { S3_REGION: 'US East' }],
    ['S3_ENDPOINT', { S3_ENDPOINT: 'minio:9000' }],
    ['S3_FORCE_PATH_STYLE', { S3_FORCE_PATH_STYLE: 'yes' }],
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/db' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'not a url' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['CONTACT_EMAIL', { CONTACT_EMAIL: 'nope' }],
  ])('stops with a message naming %s', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('sends mail through SMTP_URL, and logs whole mails only outside production', () => {
    const smtp = 'smtps://user:pass@mail.example:465';
    expect(loadConfig({ SMTP_URL: smtp }).mail).toEqual({ kind: 'smtp', url: smtp });
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: smtp }).mail).toEqual({ kind: 'smtp', url: smtp });
    expect(loadConfig({ MAIL: 'smtp', SMTP_URL: smtp }).mail).toEqual({ kind: 'smtp', url: smtp });
    // `npm start` and the tests: the whole mail in the log, so a developer can sign up without a mail server.
    expect(loadConfig({}).mail).toEqual({ kind: 'log', contents: true });
    expect(loadConfig({ NODE_ENV: 'test' }).mail).toEqual({ kind: 'log', contents: true });
    expect(loadConfig({ MAIL: 'log' }).mail).toEqual({ kind: 'log', contents: false });
    expect(loadConfig({ NODE_ENV: 'production', MAIL: 'log' }).mail).toEqual({
      kind: 'log',
      contents: false,
    });
  });

  it('refuses production without SMTP_URL unless MAIL=log says so, and contradictory mail settings', () => {
    for (const env of [{ NODE_ENV: 'production' }, { NODE_ENV: 'production', SMTP_URL: ' ', MAIL: '' }])
      expect(() => loadConfig(env)).toThrow(
        /^Invalid configuration:\n {2}SMTP_URL: is required when NODE_ENV=production \(or set MAIL=log/,
      );
    expect(() => loadConfig({ MAIL: 'smtp' })).toThrow(/SMTP_URL: is required when MAIL=smtp/);
    expect(() => loadConfig({ MAIL: 'log', SMTP_URL: 'smtp://mail.example' })).toThrow(
      /MAIL: is log, so no mail/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', MAIL: 'file' })).toThrow(/MAIL: /);
  });

  it('needs no mail settings for tools that send no mail (backup, restore, seed)', () => {
    const config = loadConfig({ NODE_ENV: 'production' }, { sendsMail: false });
    expect(config.mail).toEqual({ kind: 'log', contents: false });
  });

  it('takes demo payments unless PAYMENTS_PROVIDER names a provider this build has', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'demo' });
    expect(loadConfig({ PAYMENTS_PROVIDER: '' }).payments).toEqual({ provider: 'demo' });
    for (const other of ['paypal', 'DEMO', 'Stripe']) {
      expect(() => loadConfig({ PAYMENTS_PROVIDER: other })).toThrow(
        /PAYMENTS_PROVIDER: must be one of demo, stripe, paystack \(the payment providers this build has\)/,
      );
    }
  });

  it('needs a provider’s keys at boot, and reads them', () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: is required when PAYMENTS_PROVIDER=stripe[^]*STRIPE_WEBHOOK_SECRET: is required when PAYMENTS_PROVIDER=stripe[^]*STRIPE_CONNECT_WEBHOOK_SECRET: is required when PAYMENTS_PROVIDER=stripe/,
    );
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: is required/,
    );
    expect(() =>
      loadConfig({
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_CONNECT_WEBHOOK_SECRET: 'pk_1',
      }),
    ).toThrow(/STRIPE_CONNECT_WEBHOOK_SECRET: must be a Stripe Connect webhook endpoint's signing secret/);
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'paystack' })).toThrow(
      /PAYSTACK_SECRET_KEY: is required when PAYMENTS_PROVIDER=paystack/,
    );
    expect(() =>
      loadConfig({
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'pk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
      }),
    ).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key \(it starts with sk_test_/);
    expect(() =>
      loadConfig({
        PAYMENTS_PROVIDER: 'paystack',
        PAYSTACK_SECRET_KEY: 'sk_test_1',
        PAYSTACK_API_URL: 'ftp://127.0.0.1',
      }),
    ).toThrow(/PAYSTACK_API_URL: must be a URL starting with http:\/\/ or https:\/\//);
    expect(
      loadConfig({
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_2',
        STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_3',
        STRIPE_API_URL: 'http://127.0.0.1:12111',
      }).payments,
    ).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_2',
      connectWebhookSecret: 'whsec_3',
      apiUrl: 'http://127.0.0.1:12111',
    });
    expect(loadConfig({ PAYMENTS_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_live_3' }).payments).toEqual({
      provider: 'paystack',
      secretKey: 'sk_live_3',
      apiUrl: undefined,
    });
    // Keys of a provider not in use are not needed, and not read.
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }).payments).toEqual({ provider: 'demo' });
  });

  it('holds a new booking’s dates 30 minutes by default, and longer than the payment takes', () => {
    expect(loadConfig({}).bookingHoldMinutes).toBe(30);
    expect(loadConfig({ PAYMENT_HOLD_MINUTES: '2', PAYMENT_DELAY_MS: '60000' }).bookingHoldMinutes).toBe(2);
    for (const bad of ['0', '1441', '2.5', 'soon'])
      expect(() => loadConfig({ PAYMENT_HOLD_MINUTES: bad })).toThrow(/PAYMENT_HOLD_MINUTES: /);
    expect(() => loadConfig({ PAYMENT_HOLD_MINUTES: '1', PAYMENT_DELAY_MS: '60000' })).toThrow(
      /PAYMENT_HOLD_MINUTES: must be longer than PAYMENT_DELAY_MS/,
    );
  });
});
