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
    expect(loadConfig({ NODE_ENV: 'production' }).allowedHosts).toBeNull();
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://Stay.Example:8443/app',
      ALLOWED_HOSTS: ' App.Internal:3000 , 10.0.0.5,[::1]:3000',
    });
    expect(config.allowedHosts).toEqual(['stay.example:8443', 'app.internal:3000', '10.0.0.5', '[::1]:3000']);
    for (const bad of ['https://app.internal', 'user@app.internal', 'app.internal/x', 'app internal'])
      expect(() => loadConfig({ ALLOWED_HOSTS: bad })).toThrow(/ALLOWED_HOSTS: must be host names/);
  });

  it.each([
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
});
