import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_HOSPITAL_NAME, loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('runs the embedded demo with no settings at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      demo: true,
      sandbox: true,
      trustProxy: false,
      hospitalName: DEFAULT_HOSPITAL_NAME,
      tokenTtlSeconds: 7 * 24 * 3600,
      oauthClients: [{ clientId: 'patient-web', secret: 'patient-web-secret' }],
    });
    expect(config.webDist).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(config.consoleDist).toMatch(/apps[/\\]console[/\\]dist$/);
  });

  it('turns demo and sandbox off by default on PostgreSQL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db/hospital' });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://db/hospital',
      demo: false,
      sandbox: false,
    });
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 8080,
      demo: true,
    });
  });

  it('lets SANDBOX differ from DEMO', () => {
    expect(loadConfig({ DEMO: '1', SANDBOX: 'false' })).toMatchObject({
      demo: true,
      sandbox: false,
    });
  });

  it('believes the load balancers TRUST_PROXY names, or every hop when it is on', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16' }).trustProxy).toBe(
      '10.0.0.2, 10.1.0.0/16',
    );
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({}).rateLimit).toMatchObject({ perMinute: 600, anonymousPerMinute: 6000 });
  });

  it('reads several OAuth clients, secrets may hold colons', () => {
    expect(loadConfig({ OAUTH_CLIENTS: 'web:a:b, app:c' }).oauthClients).toEqual([
      { clientId: 'web', secret: 'a:b' },
      { clientId: 'app', secret: 'c' },
    ]);
  });

  it("reads the demo hospital's booking hours, which may wrap past midnight", () => {
    expect(loadConfig({ DEMO_REGISTRATION_WINDOW: '07:00-00:30' }).demoRegistrationWindow).toEqual({
      start: { hour: 7, minute: 0 },
      end: { hour: 0, minute: 30 },
    });
    expect(loadConfig({}).demoRegistrationWindow).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['DEMO_REGISTRATION_WINDOW', '7:00-24:00'],
    ['DEMO', 'maybe'],
    ['OAUTH_CLIENTS', 'no-secret'],
    ['TOKEN_TTL_SECONDS', '-5'],
    ['WECHAT_API_BASE', 'not a url'],
    ['LOG_LEVEL', 'loud'],
  ])('refuses a bad %s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

describe('loadConfig in production (NODE_ENV=production)', () => {
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://db/hospital',
    OAUTH_CLIENTS: 'patient-web:a-secret-of-our-own',
    HEALTH_PASS_SECRET: 'a-door-pass-key-of-our-own-0123456789',
  };

  it('starts with its own secrets, no sandbox and no demo', () => {
    expect(loadConfig(production)).toMatchObject({
      production: true,
      sandbox: false,
      demo: false,
      apiDocs: false,
    });
  });

  it.each([
    ['OAUTH_CLIENTS', { OAUTH_CLIENTS: undefined }],
    ['OAUTH_CLIENTS', { OAUTH_CLIENTS: 'partner:x,patient-web:patient-web-secret' }],
    ['HEALTH_PASS_SECRET', { HEALTH_PASS_SECRET: undefined }],
    ['SANDBOX', { SANDBOX: '1' }],
    ['DEMO', { DEMO: '1' }],
    ['DEMO', { DATABASE_URL: undefined, OAUTH_CLIENTS: 'patient-web:own' }],
  ])('refuses to start with a demo setting, naming %s', (name, change) => {
    expect(() => loadConfig({ ...production, ...change })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, ...change })).toThrow(name);
  });

  it('publishes the API docs only when API_DOCS asks for them', () => {
    expect(loadConfig({ ...production, API_DOCS: '1' }).apiDocs).toBe(true);
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: '0' }).apiDocs).toBe(false);
  });
});
